import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import zh from './locales/zh';
import en from './locales/en';
import es from './locales/es';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Shown in their own language, so nobody has to read a foreign word to find theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español' };

const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es' };

export const resources = {
  zh: { translation: zh },
  en: { translation: en },
  es: { translation: es },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language cookie wins, then the first browser language we have, then English (I18N-02). */
export function detectLanguage(
  cookieValue: string | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return detectLanguage(typeof document === 'undefined' ? undefined : getCookie(StoredKey.language), browser);
}

const language = initialLanguage();
void i18n.use(initReactI18next).init({
  resources,
  lng: language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Switches the text, the date locale and the page's lang; the app store persists the choice. */
export function applyLanguage(next: Language): void {
  void i18n.changeLanguage(next);
  dayjs.locale(DAYJS_LOCALES[next]);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}
applyLanguage(language);

export const t = i18n.t.bind(i18n);
export default i18n;
