import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './messages';

function supported(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((lang) => lang === primary);
}

/** Languages of an Accept-Language header, best first. */
function acceptLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}

/** The language cookie wins, then the browser's Accept-Language, then en (spec §9). */
export function chooseLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const fromCookie = supported(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of acceptLanguages(acceptLanguage ?? '')) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
