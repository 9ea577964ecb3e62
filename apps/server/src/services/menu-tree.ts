import {
  actionOfResourceId,
  PAGE_ACTIONS,
  type MenuResource,
  type PageAction,
  type SiteApp,
} from '@rcadmin/contract';
import { ACTION_LEVEL } from '../repositories/grants';
import type { AppRow, MenuRow } from '../repositories/menus';

const bySortThenId = (a: MenuRow, b: MenuRow) => a.sort - b.sort || a.id.localeCompare(b.id);

/**
 * Rows of one app as its three-level tree (first → second → third), each level sorted; the actions
 * granted on a page (its action rows) as its `actions`.
 */
export function buildMenuTree(rows: MenuRow[]): MenuResource[] {
  const children = new Map<string | null, MenuRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  // A page's actions are no entries of the menu: they go on the page, as what its user may do there.
  const actions = new Map<string, Set<PageAction>>();
  for (const row of rows) {
    if (row.level !== ACTION_LEVEL) continue;
    const action = actionOfResourceId(row.id);
    if (!action || row.parentId === null) continue;
    const held = actions.get(row.parentId) ?? new Set<PageAction>();
    held.add(action.action);
    actions.set(row.parentId, held);
  }
  for (const row of rows) {
    if (row.level === ACTION_LEVEL) continue;
    // A row whose parent is missing cannot be placed; only level 1 starts a tree.
    const parent = row.level === 1 ? null : row.parentId;
    if (parent !== null && !ids.has(parent)) continue;
    if (parent === null && row.level !== 1) continue;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const build = (parent: string | null): MenuResource[] =>
    (children.get(parent) ?? []).sort(bySortThenId).map((row) => ({
      id: row.id,
      name: row.name,
      names: row.names,
      url: row.url,
      icon: row.icon,
      deleteFlag: row.deleteFlag === 1 ? 1 : 0,
      ...actionsOf(row.id),
      children: build(row.id),
    }));
  const actionsOf = (id: string): { actions?: PageAction[] } => {
    const held = actions.get(id);
    return held ? { actions: PAGE_ACTIONS.filter((action) => held.has(action)) } : {};
  };
  return build(null);
}

/** Each app's tree of the rows, in the apps' order; apps with nothing in them are left out. */
export function buildSiteApps(rows: MenuRow[], apps: AppRow[]): SiteApp[] {
  const appList: SiteApp[] = [];
  for (const entry of apps) {
    const menuList = buildMenuTree(rows.filter((row) => row.appCode === entry.appCode));
    if (menuList.length > 0) appList.push({ appCode: entry.appCode, appName: entry.appName, menuList });
  }
  return appList;
}
