import type { MenuResource, SiteApp } from '@rcadmin/contract';
import type { PageAction } from '@rcadmin/contract/wire';

/**
 * What the user may do on each page (rights per action): the menu answer names a page's granted
 * actions on the page; a route path granted by two entries of the menu has the actions of both.
 */
export type PageActions = ReadonlyMap<string, ReadonlySet<PageAction>>;

const routePath = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The actions of every page of the menu answer that names them, by route path. */
export function pageActionsOf(appList: readonly SiteApp[]): PageActions {
  const byPath = new Map<string, Set<PageAction>>();
  const visit = (node: MenuResource) => {
    if (node.actions && node.url.startsWith('/')) {
      const path = routePath(node.url);
      const held = byPath.get(path) ?? new Set<PageAction>();
      for (const action of node.actions) held.add(action);
      byPath.set(path, held);
    }
    node.children.forEach(visit);
  };
  for (const app of appList) app.menuList.forEach(visit);
  return byPath;
}

/**
 * Whether the user may do `action` on the page at `path`, which the menu grants: a page whose
 * entry names no actions (a server without them, a page of no calls) is its grant alone.
 */
export const mayDo = (actions: PageActions, path: string, action: PageAction): boolean => {
  const held = actions.get(routePath(path));
  return held === undefined || held.has(action);
};
