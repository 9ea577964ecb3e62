import type { ConfigProviderProps } from 'antd';
import { addLanguageCompanion, type Language } from '../i18n';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

const LOCALES: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
};

const locales = new Map<Language, Promise<AntdLocale>>();

/** antd's texts for a language, fetched once; a failed fetch is tried again next time. */
export function antdLocale(language: Language): Promise<AntdLocale> {
  let locale = locales.get(language);
  if (!locale) {
    const loading = LOCALES[language]().then((module) => module.default);
    // Marked the way React's `use` reads a settled promise: a scope rendered after this renders
    // at once instead of suspending for a turn.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => locales.delete(language),
    );
    locales.set(language, loading);
    locale = loading;
  }
  return locale;
}

// From now on a switch of language also waits for antd's texts in it.
addLanguageCompanion(antdLocale);
