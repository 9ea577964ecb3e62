import { pagesOf } from '../menu/build-menu';
import { FRAME_ROUTE } from '../menu/menu-target';
import type { MenuItem } from '../menu/types';
import type { KnownRoute } from '../router/route-table';
import type { TabView } from '../stores/tabs';

/**
 * Routes that never become tabs: the refresh hop re-enters the real page, and the error pages
 * show in the layout (tabs and frames stay as they were) without a tab of their own.
 */
const NOT_TABS = new Set(['redirect', 'notFound', 'unauthorised']);

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Third-level entries by path, once per menu snapshot (the large tenant has 5,000). */
const pagesByPath = new WeakMap<readonly MenuItem[], Map<string, { entry: MenuItem; order: number }>>();

/** The first entry, in menu order, whose path is one of `paths`. */
function menuPageOf(menu: readonly MenuItem[], ...paths: string[]): MenuItem | undefined {
  let byPath = pagesByPath.get(menu);
  if (!byPath) {
    byPath = new Map();
    for (const [order, entry] of pagesOf(menu).entries())
      if (!byPath.has(entry.path)) byPath.set(entry.path, { entry, order });
    pagesByPath.set(menu, byPath);
  }
  let best: { entry: MenuItem; order: number } | undefined;
  for (const path of paths) {
    const found = byPath.get(path);
    if (found && (!best || found.order < best.order)) best = found;
  }
  return best?.entry;
}

/** Open tabs whose menu entry says otherwise: its title, resource id and favourite state win. */
export function menuUpdatesOf(
  views: readonly TabView[],
  menu: readonly MenuItem[],
): Pick<TabView, 'path' | 'title' | 'resourceId' | 'collected'>[] {
  return views.flatMap((view) => {
    const page = menuPageOf(menu, view.path, view.fullPath);
    if (!page) return [];
    const title = view.namedByOpener ? view.title : page.title;
    if (view.title === title && view.resourceId === page.id && view.collected === page.isCollect) return [];
    return [{ path: view.path, title, resourceId: page.id, collected: page.isCollect }];
  });
}

/**
 * The tab of a location (TAB-02, MENU-05). A page opened from the menu takes its title, resource
 * id and favourite state from the third-level entry; other routes are titled by their route. Each
 * embedded page is a tab of its own, so the frame route's tabs are told apart by their query.
 */
export function tabViewOf(
  location: RouteLocation,
  route: KnownRoute | undefined,
  params: Readonly<Record<string, string | undefined>>,
  menu: readonly MenuItem[],
): TabView | null {
  if (!route || !route.layout || NOT_TABS.has(route.name)) return null;
  const withQuery = location.pathname + location.search;
  const isFrame = route.path === FRAME_ROUTE;
  const path = isFrame ? withQuery : location.pathname;
  const page = menuPageOf(menu, location.pathname, withQuery);
  const query = Object.fromEntries(new URLSearchParams(location.search));
  const definedParams = Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== '*',
    ),
  );
  return {
    path,
    fullPath: withQuery + location.hash,
    name: route.name,
    query,
    params: definedParams,
    // A frame opened outside the menu (an embedded page's openFrameTab, a link) is titled by its name.
    title: page?.title ?? (isFrame ? (query.name ?? '').trim() : ''),
    meta: {
      title: route.titleKey,
      ...(route.meta?.affix ? { affix: true } : {}),
      ...(route.meta?.noCache ? { noCache: true } : {}),
    },
    ...(page ? { resourceId: page.id, collected: page.isCollect } : {}),
  };
}
