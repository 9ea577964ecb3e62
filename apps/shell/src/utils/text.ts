/** Titles in small lists keep to a length (spec §9: 20 characters) with an ellipsis. */
export function truncate(text: string, max = 20): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A link from content data, only when it is http(s) or a path: never `javascript:` and friends. */
export function safeHref(link: string): string | undefined {
  if (/^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'))) return link;
  return undefined;
}

/** The sign-in page's redirect query, only when it stays on this site. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
