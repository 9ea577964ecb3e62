import type { MenuFavourite, MenuResource, SiteApp } from '@rcadmin/contract';
import { APP_CODE } from '@rcadmin/contract/wire';
import { OPERATIONS_CENTRE_APP } from '../constants';
import { applyPlatformRules } from './goods-rules';
import { resolveMenuTarget } from './menu-target';
import {
  COLLECT_MENU_ID,
  COLLECT_MENU_NAME,
  COLLECT_MENU_URL,
  type MenuItem,
  type MenuNode,
  type MenuTitles,
} from './types';

/** First-level areas that ssoMenuType 1 removes (MENU-07). */
const SSO_MENU_TYPE_REMOVED = ['organization', 'setting'];

/** The first path segment of a url ('/organization/roleManage' → 'organization'). */
const areaOf = (url: string) => url.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';

const sameEntry = (a: MenuResource, b: MenuResource) =>
  (a.url !== '' && a.url === b.url) || a.name === b.name;

const urlsOf = (entries: readonly MenuResource[]): string[] =>
  entries.flatMap((entry) => [entry.url, ...urlsOf(entry.children)]).filter((url) => url !== '');

/** A level without the deleteFlag 1 entries that a deleteFlag 0 sibling repeats. */
function withoutRepeatedBaseEntries(entries: readonly MenuResource[]): MenuResource[] {
  return entries
    .filter(
      (entry) =>
        entry.deleteFlag === 0 || !entries.some((other) => other.deleteFlag === 0 && sameEntry(other, entry)),
    )
    .map((entry) => ({ ...entry, children: withoutRepeatedBaseEntries(entry.children) }));
}

/** The base entries whose pages the server does not supply; groups and areas left empty go. */
function notSupplied(base: readonly MenuResource[], supplied: ReadonlySet<string>): MenuResource[] {
  return base.flatMap((entry) => {
    if (entry.children.length === 0) return entry.url !== '' && supplied.has(entry.url) ? [] : [entry];
    const children = notSupplied(entry.children, supplied);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Base entries join the server's area or group of the same name, else come after them. */
function mergeByName(server: MenuResource[], base: readonly MenuResource[]): MenuResource[] {
  const merged = server.map((entry) => ({ ...entry }));
  for (const baseEntry of base) {
    const twin = merged.find((entry) => sameEntry(entry, baseEntry));
    if (twin) twin.children = mergeByName(twin.children, baseEntry.children);
    else merged.push(baseEntry);
  }
  return merged;
}

/**
 * The server's menu with the shell's base entries (deleteFlag 1) merged in (MENU-08): a base
 * entry gives way wherever the permission set supplies the same page, and a deleteFlag 1 entry
 * of the server gives way to its deleteFlag 0 twin, so nothing shows twice while base pages the
 * server leaves out stay.
 */
export function mergeBaseMenu(
  server: readonly MenuResource[],
  base: readonly MenuResource[],
): MenuResource[] {
  const own = withoutRepeatedBaseEntries(server);
  return mergeByName(own, notSupplied(base, new Set(urlsOf(own))));
}

/** The area a first-level entry stands for: its own link's, else its first page's. */
function areaOfEntry(entry: MenuResource): string {
  return areaOf(urlsOf([entry]).find((url) => url.startsWith('/')) ?? '');
}

/** MENU-07: with ssoMenuType 1 the organization and setting menus go, whoever supplies them. */
export function removeSsoMenus(menuList: MenuResource[], ssoMenuType: number): MenuResource[] {
  if (ssoMenuType !== 1) return menuList;
  return menuList.filter((entry) => !SSO_MENU_TYPE_REMOVED.includes(areaOfEntry(entry)));
}

const node = (entry: MenuResource): MenuNode => ({ id: entry.id, name: entry.name, url: entry.url });

/** An entry's name in zh and in the other languages the server gives it in (blank ones left out). */
export function titlesOf(entry: Pick<MenuResource, 'name' | 'names'>): MenuTitles {
  const titles: MenuTitles = { zh: entry.name };
  if (entry.names?.en?.trim()) titles.en = entry.names.en.trim();
  if (entry.names?.es?.trim()) titles.es = entry.names.es.trim();
  return titles;
}

/** The three levels as menu items (MENU-03, MENU-04); deeper levels are not part of the model. */
export function toMenuItems(menuList: MenuResource[], collected: ReadonlySet<string>): MenuItem[] {
  const item = (
    entry: MenuResource,
    level: MenuItem['level'],
    tree: MenuItem['menuTree'],
    list: MenuItem[],
  ): MenuItem => {
    const base = {
      id: entry.id,
      level,
      title: entry.name,
      titles: titlesOf(entry),
      url: entry.url,
      list,
      isCollect: collected.has(entry.id),
      isActive: false,
      deleteFlag: entry.deleteFlag,
      menuTree: tree,
    };
    const target = resolveMenuTarget(base);
    return { ...base, path: target.kind === 'route' || target.kind === 'frame' ? target.to : '' };
  };
  return menuList.map((first) => {
    const firstMenu = node(first);
    const groups = first.children.map((second) => {
      const secondMenu = node(second);
      const pages = second.children.map((third) => ({
        ...item(third, 3, { firstMenu, secondMenu, thirdMenu: node(third) }, []),
        thirdName: third.name,
        thirdUrl: third.url,
      }));
      return item(second, 2, { firstMenu, secondMenu, thirdMenu: null }, pages);
    });
    return item(first, 1, { firstMenu, secondMenu: null, thirdMenu: null }, groups);
  });
}

/** Every third-level entry of a menu, in menu order. */
export function pagesOf(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((first) => first.list.flatMap((second) => second.list));
}

/**
 * The favourites group (收藏夹): each favourite's page, grouped by the area it comes from, the
 * groups titled as their areas. A favourite whose page the roles no longer grant is left out.
 * `titles`: the group's own names (the server's favourites area's, where it has one).
 */
export function buildFavourites(
  menu: readonly MenuItem[],
  collectList: readonly MenuFavourite[],
  titles: MenuTitles = { zh: COLLECT_MENU_NAME },
): MenuItem {
  const pages = pagesOf(menu);
  const areaItems = new Map(menu.map((item) => [item.id, item]));
  const firstMenu: MenuNode = { id: COLLECT_MENU_ID, name: COLLECT_MENU_NAME, url: COLLECT_MENU_URL };
  const byArea = new Map<string, { area: MenuNode; pages: MenuItem[] }>();
  for (const favourite of collectList) {
    const page = pages.find((p) => p.id === favourite.resourceId);
    if (!page) continue;
    const area = page.menuTree.firstMenu;
    const entry = byArea.get(area.id) ?? { area, pages: [] };
    entry.pages.push({ ...page, isCollect: true });
    byArea.set(area.id, entry);
  }
  const groups = [...byArea.values()].map(({ area, pages: list }): MenuItem => {
    const id = `${COLLECT_MENU_ID}:${area.id}`;
    const areaItem = areaItems.get(area.id);
    return {
      id,
      level: 2,
      title: areaItem?.title ?? area.name,
      titles: areaItem?.titles ?? { zh: area.name },
      path: '',
      url: '',
      list,
      isCollect: false,
      isActive: false,
      deleteFlag: 0,
      menuTree: { firstMenu, secondMenu: { ...area, id }, thirdMenu: null },
    };
  });
  return {
    id: COLLECT_MENU_ID,
    level: 1,
    title: titles.zh,
    titles,
    path: COLLECT_MENU_URL,
    url: COLLECT_MENU_URL,
    list: groups,
    isCollect: false,
    isActive: false,
    deleteFlag: 0,
    menuTree: { firstMenu, secondMenu: null, thirdMenu: null },
  };
}

export interface MenuInput {
  appList: SiteApp[];
  collectList: MenuFavourite[];
  /** The shell's base menu (organization, setting), deleteFlag 1. */
  baseMenu: MenuResource[];
  ssoMenuType: number;
  platformNum: string;
}

export interface BuiltMenu {
  menu: MenuItem[];
  /** MENU-12: the user also has the operations centre (czyl-admin). */
  operationsCentre: boolean;
}

/** The server's favourites area, by name or by its landing page. */
const isFavouritesArea = (entry: MenuResource) =>
  entry.id === COLLECT_MENU_ID ||
  entry.name === COLLECT_MENU_NAME ||
  urlsOf([entry]).includes(COLLECT_MENU_URL);

/**
 * The whole menu of spec §6 from the menu list answer, except the delayed goods tweak. The
 * favourites group is the shell's to build, from collectList: it takes the place of the server's
 * favourites area, or leads the menu when the server has none.
 */
export function buildMenu(input: MenuInput): BuiltMenu {
  const own = input.appList.find((app) => app.appCode === APP_CODE)?.menuList ?? [];
  const operationsCentre = input.appList.some(
    (app) => app.appCode === OPERATIONS_CENTRE_APP || app.appName === OPERATIONS_CENTRE_APP,
  );
  const merged = removeSsoMenus(mergeBaseMenu(own, input.baseMenu), input.ssoMenuType);
  const collected = new Set(input.collectList.map((favourite) => favourite.resourceId));
  const favouritesAt = merged.findIndex(isFavouritesArea);
  const areas = toMenuItems(
    applyPlatformRules(
      merged.filter((entry) => !isFavouritesArea(entry)),
      input.platformNum,
    ),
    collected,
  );
  const serverFavourites = merged[favouritesAt];
  const favourites = buildFavourites(
    areas,
    input.collectList,
    serverFavourites ? titlesOf(serverFavourites) : undefined,
  );
  const menu =
    favouritesAt < 0
      ? [favourites, ...areas]
      : [...areas.slice(0, favouritesAt), favourites, ...areas.slice(favouritesAt)];
  return { menu, operationsCentre };
}
