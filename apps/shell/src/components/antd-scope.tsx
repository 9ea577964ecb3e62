import { use, useMemo, type ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useSnapshot } from 'valtio';
import { addLanguageCompanion, type Language } from '../i18n';
import { appState } from '../stores/app';
import { session } from '../stores/session';
import { settings, themeColorFor } from '../stores/settings';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

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
    locale = LOCALES[language]().then((module) => module.default);
    locale.catch(() => locales.delete(language));
    locales.set(language, locale);
  }
  return locale;
}

// From now on a switch of language also waits for antd's texts in it.
addLanguageCompanion(antdLocale);

/**
 * antd's theme, size and texts for the antd components under it. The sign-in page and the frame
 * are plain elements on antd's CSS variables (theme/antd-tokens.css) and load no antd code; every
 * lazy part that shows antd components (pages, pop-ups, dialogs, toasts) sits under one of these.
 * All of them share one token set and one CSS-variable class, so a second scope costs no styles.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { language, size } = useSnapshot(appState);
  const { themeColor } = useSnapshot(settings);
  const { platformNum } = useSnapshot(session);
  const locale = use(antdLocale(language));
  const colorPrimary = themeColorFor({ themeColor }, platformNum);
  // A new colour is a new token set: antd recomputes its styles in place, no reload (SHELL-15).
  const theme = useMemo(() => ({ token: { colorPrimary }, cssVar: { key: 'rc-antd' } }), [colorPrimary]);
  return (
    // SHELL-14: the size preference is antd's componentSize.
    <ConfigProvider locale={locale} componentSize={size} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
