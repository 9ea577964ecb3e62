import { decodeBase64 } from '../utils/base64';
import type { MenuItem } from './types';

export const FRAME_ROUTE = '/iframe/urlPath';

/** What clicking a menu entry does (MENU-16, MENU-17, MENU-19). */
export type MenuTarget =
  { kind: 'planned' } | { kind: 'missing' } | { kind: 'route'; to: string } | { kind: 'frame'; to: string };

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The frame route for an embedded page, with src (encoded), name, id and parentId. */
export function frameLocation(page: { src: string; name: string; id: string; parentId: string }): string {
  const query = new URLSearchParams({ src: page.src, name: page.name, id: page.id, parentId: page.parentId });
  return `${FRAME_ROUTE}?${query.toString()}`;
}

/**
 * Where an entry leads. A frame's address names the page by its zh name, the same in every
 * language, so its tab stays the same tab when the language changes.
 */
export function resolveMenuTarget(
  item: Pick<MenuItem, 'id' | 'title' | 'url' | 'menuTree'> & { titles?: MenuItem['titles'] },
): MenuTarget {
  const url = item.url.trim();
  if (url === '#') return { kind: 'planned' };
  if (url === '') return { kind: 'missing' };
  if (isExternal(url)) {
    const parentId = item.menuTree.secondMenu?.id ?? item.menuTree.firstMenu.id;
    return {
      kind: 'frame',
      to: frameLocation({ src: url, name: item.titles?.zh ?? item.title, id: item.id, parentId }),
    };
  }
  return { kind: 'route', to: url.startsWith('/') ? url : `/${url}` };
}

/**
 * The address an iframe src query names (ROUTE-09): a plain (URL-encoded) address, or base64 of
 * one, which may carry a '_t_s' cache-busting timestamp. Only http(s) addresses are allowed, so a
 * crafted link cannot run script in the shell's origin.
 */
export function decodeFrameSrc(src: string | null): string | null {
  if (!src) return null;
  const candidate = isExternal(src) ? src : decodeBase64(src);
  if (!candidate || !isExternal(candidate)) return null;
  try {
    return new URL(candidate).toString();
  } catch {
    return null;
  }
}

/**
 * The embedded-page entry a frame route's query names (TAB-11): its src decoded, and the src
 * standing in for an id when the link has none. Null when the src is not an http(s) address.
 */
export function frameEntryFromQuery(
  query: URLSearchParams,
): { id: string; parentId: string; name: string; src: string } | null {
  const src = decodeFrameSrc(query.get('src'));
  if (!src) return null;
  return {
    id: query.get('id') || src,
    parentId: query.get('parentId') ?? '',
    name: query.get('name') ?? '',
    src,
  };
}
