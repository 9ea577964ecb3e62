/** Titles in small lists keep to a length (spec §9: 20 characters) with an ellipsis. */
export function truncate(text: string, max = 20): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A link from content data, only when it is http(s) or a path: never `javascript:` and friends. */
export function safeHref(link: string): string | undefined {
  if (/^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'))) return link;
  return undefined;
}

/** A browser reads a backslash as '/' and drops tabs and newlines: `/\evil` and `/<tab>/evil` mean `//evil`. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const MISREAD_CHARS = /[\\\u0000-\u001f\u007f]/;
/** An origin no page has, to see where a browser would resolve a path to. */
const PROBE_ORIGIN = 'http://probe.invalid';

/**
 * The sign-in page's redirect query, only when it stays on this site: a path that a browser would
 * resolve to this page's own origin, with nothing it would read differently from how it looks.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || MISREAD_CHARS.test(target)) return '/';
  try {
    return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN ? target : '/';
  } catch {
    return '/';
  }
}
