import type { Language } from './language-list';

export type Entry = Record<Language, string>;

/** One message in zh, en and es. */
export const m = (zh: string, en: string, es: string): Entry => ({ zh, en, es });
