import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { DeptRole } from '@rcadmin/contract';
import { getUserInfo } from '../api/sso';
import { GOODS_MENU_TWEAK_DELAY_MS } from '../constants';
import type { BuiltMenu } from '../menu/build-menu';
import { applyGoodsTweak } from '../menu/goods-rules';
import { localiseMenu } from '../menu/localise';
import type { PageActions } from '../menu/page-actions';
import type { MenuItem } from '../menu/types';
import { generateRoutes } from '../router/generate-routes';
import type { KnownRoute } from '../router/route-table';
import { UiStateKey } from '../utils/stored-keys';
import { appState } from './app';
import { addSubscription, saveAdminToken, saveUserInfo } from './session';
import { resetTabs } from './tabs';

/** A store the user may act for (spec §3), with the shell's current-selection flag. */
export interface DeptRoleEntry extends DeptRole {
  active: boolean;
}

export interface PermissionState {
  /** True once this session's menu and routes are generated (NAV-08, NAV-09). */
  loaded: boolean;
  /** Generated routes: static base, permitted, then the catch-all. Plain data, never proxied. */
  routes: readonly KnownRoute[];
  /**
   * The built menu, plain data replaced whole on every change (setMenu), never proxied: a proxied
   * tree of thousands of entries would be walked on every snapshot, on every render that reads it.
   */
  menu: readonly MenuItem[];
  operationsCentre: boolean;
  /** What the user may do on each page (the menu answer's actions), plain data, never proxied. */
  actions: PageActions;
  deptRoleList: DeptRoleEntry[];
  currentDept: DeptRoleEntry | null;
}

const initial = (): PermissionState => ({
  loaded: false,
  routes: ref([]),
  menu: ref([]),
  operationsCentre: false,
  actions: ref(new Map()),
  deptRoleList: [],
  currentDept: null,
});

export const permission = proxy<PermissionState>(initial());

/**
 * AUTH-14, AUTH-15: the stored selection when it is still in the list, else the first entry;
 * `active` marks it, every other entry starts inactive (DATA-06).
 */
export function selectDeptRole(
  list: readonly DeptRole[],
  storedStoreCode: string | undefined,
): { list: DeptRoleEntry[]; current: DeptRoleEntry | null } {
  const chosen = list.find((entry) => entry.storeCode === storedStoreCode) ?? list[0];
  const entries = list.map((entry) => ({ ...entry, roleIds: [...entry.roleIds], active: entry === chosen }));
  return { list: entries, current: entries.find((entry) => entry.active) ?? null };
}

function readStoredDept(): DeptRole | null {
  try {
    const raw = localStorage.getItem(UiStateKey.deptRole);
    return raw ? (JSON.parse(raw) as DeptRole) : null;
  } catch {
    return null;
  }
}

function storeDept(entry: DeptRole): void {
  const { storeCode, storeName, roleIds } = entry;
  localStorage.setItem(UiStateKey.deptRole, JSON.stringify({ storeCode, storeName, roleIds }));
}

/** Takes the department and role list and settles the current entry (saved for the next load). */
export function setDeptRoleList(list: readonly DeptRole[]): DeptRoleEntry | null {
  const { list: entries, current } = selectDeptRole(list, readStoredDept()?.storeCode);
  permission.deptRoleList = entries;
  permission.currentDept = current;
  if (current) storeDept(current);
  return current;
}

/** The routes go; the guard generates them anew on the next navigation (NAV-08). */
function clearRoutes(): void {
  permission.routes = ref([]);
  permission.loaded = false;
}

/**
 * AUTH-16: routes and tabs are cleared, the new selection (store and its role ids) is stored and
 * the admin page reloads with its roles. The current entry stays until the reload replaces it.
 */
export function switchDept(storeCode: string): void {
  const entry = permission.deptRoleList.find((candidate) => candidate.storeCode === storeCode);
  if (!entry || entry.active) return;
  clearRoutes();
  resetTabs();
  storeDept(entry);
  window.location.reload();
}

/**
 * AUTH-17: the Admin-Token becomes the role plus '-token', the user info is loaded again for it,
 * and the routes are reset; `regenerate` (the router's revalidation) runs the guard, which builds
 * them anew.
 */
export async function switchRole(role: string, regenerate: () => Promise<void>): Promise<void> {
  saveAdminToken(`${role}-token`);
  saveUserInfo(await getUserInfo());
  resetPermission();
  await regenerate();
}

/**
 * A new menu, in place of the old one (which is never changed), titled in the user's language
 * (zh where an entry has no name in it).
 */
export function setMenu(menu: readonly MenuItem[]): void {
  permission.menu = ref(localiseMenu(menu, appState.language));
}

// A language change re-titles the menu at once: the sidebar, its pop-ups, the function search,
// the favourites and the open tabs (which follow the menu) show the new names, no page reloads.
subscribeKey(appState, 'language', () => {
  if (permission.menu.length > 0) setMenu(permission.menu);
});

/** The built menu and the routes it grants (NAV-08), and what the user may do on its pages. */
export function applyMenu(built: BuiltMenu, actions: PageActions = new Map()): void {
  permission.actions = ref(actions);
  setMenu(built.menu);
  permission.operationsCentre = built.operationsCentre;
  permission.routes = ref(generateRoutes(built.menu));
  permission.loaded = true;
}

/**
 * MENU-09..11: the goods submenu tweak lands a moment after the menu (as the original shell
 * did), as a store update that logout cancels.
 */
export function scheduleGoodsTweak(isSpuUse: string | undefined): void {
  const timer = setTimeout(() => {
    setMenu(applyGoodsTweak(permission.menu, isSpuUse));
    cancel();
  }, GOODS_MENU_TWEAK_DELAY_MS);
  const cancel = addSubscription(() => clearTimeout(timer));
}

export function resetPermission(): void {
  Object.assign(permission, initial());
}
