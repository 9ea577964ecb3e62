import type { MenuNames } from '@rcadmin/contract';

/** A menu entry's name in each language: zh always (the spec's name), en and es where given. */
export type MenuTitles = { zh: string } & MenuNames;

/** One level's identity inside a menu item's tree (spec §3 Menu items). */
export interface MenuNode {
  id: string;
  name: string;
  url: string;
}

export interface MenuTree {
  firstMenu: MenuNode;
  secondMenu: MenuNode | null;
  thirdMenu: MenuNode | null;
}

/** A menu entry of any of the three levels: first (app), second (group), third (page). */
export interface MenuItem {
  /** Resource id: favourites and tabs refer to it. */
  id: string;
  level: 1 | 2 | 3;
  /** The name in the language the menu is shown in (localiseMenu), titles.zh until then. */
  title: string;
  /** The name in every language the menu has it in. */
  titles: MenuTitles;
  /** Where the entry leads inside the shell ('' when it leads nowhere: '#' or no link). */
  path: string;
  /** The link as configured: a route path, a full http(s) address, '#' (planned) or '' (none). */
  url: string;
  list: readonly MenuItem[];
  isCollect: boolean;
  isActive: boolean;
  /** 1 for the shell's own base entries, which give way to the same entry from the server. */
  deleteFlag: 0 | 1;
  menuTree: MenuTree;
  thirdName?: string;
  thirdUrl?: string;
}

/** The favourites group's id and route (spec §2: collectMenu, shown as 收藏夹). */
export const COLLECT_MENU_ID = 'collectMenu';
export const COLLECT_MENU_NAME = '收藏夹';
export const COLLECT_MENU_URL = '/collectMenu/index';
