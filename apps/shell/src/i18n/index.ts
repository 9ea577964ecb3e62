import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import type { Messages } from './locales/zh';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Shown in their own language, so nobody has to read a foreign word to find theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español' };

/** What one language brings: our texts and the dayjs locale. */
interface LanguagePack {
  messages: Messages;
  dayjsLocale: string;
}

/**
 * Each language is its own chunk, loaded when it is first used: the first page loads only the
 * language it shows (the texts of all three are most of a locale's weight). antd's texts come
 * with antd's code (components/antd-scope), which no first load needs.
 */
const PACKS: Record<Language, () => Promise<LanguagePack>> = {
  zh: async () => {
    const [messages] = await Promise.all([import('./locales/zh'), import('dayjs/locale/zh-cn')]);
    return { messages: messages.default, dayjsLocale: 'zh-cn' };
  },
  en: async () => {
    const messages = await import('./locales/en');
    return { messages: messages.default, dayjsLocale: 'en' };
  },
  es: async () => {
    const [messages] = await Promise.all([import('./locales/es'), import('dayjs/locale/es')]);
    return { messages: messages.default, dayjsLocale: 'es' };
  },
};

const loaded = new Map<Language, Promise<LanguagePack>>();

/**
 * What else a language needs before it shows, once that code is in use (antd's own texts, once
 * antd's code is loaded): a switch of language waits for these too, so nothing shows half in the
 * old language.
 */
const companions = new Set<(language: Language) => Promise<unknown>>();
export function addLanguageCompanion(load: (language: Language) => Promise<unknown>): void {
  companions.add(load);
}

/** Loads a language's texts into i18next (once); resolves when they can be shown. */
export function loadLanguage(language: Language): Promise<LanguagePack> {
  let pack = loaded.get(language);
  if (!pack) {
    pack = PACKS[language]().then((found) => {
      i18n.addResourceBundle(language, 'translation', found.messages, true, true);
      return found;
    });
    pack.catch(() => loaded.delete(language));
    loaded.set(language, pack);
  }
  return pack;
}

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

export const INITIAL_LANGUAGE = initialLanguage();
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: INITIAL_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * Switches the text, the date locale and the page's lang once the language is loaded; the app
 * store persists the choice. Resolves when the new language shows.
 */
export async function applyLanguage(next: Language): Promise<void> {
  const [pack] = await Promise.all([loadLanguage(next), ...[...companions].map((load) => load(next))]);
  await i18n.changeLanguage(next);
  dayjs.locale(pack.dayjsLocale);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/** The start-up language, loaded before the first paint (main.tsx waits for it). */
export const i18nReady: Promise<void> = applyLanguage(INITIAL_LANGUAGE);

export const t = i18n.t.bind(i18n);
export default i18n;
