import { afterEach, describe, expect, test, vi } from 'vitest';
import { UiStateKey } from '../utils/stored-keys';
import { getUserInfo } from '../api/sso';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';
import {
  applyMenu,
  permission,
  resetPermission,
  selectDeptRole,
  setDeptRoleList,
  switchDept,
  switchRole,
} from './permission';
import { session } from './session';
import { addView, OVERVIEW_VIEW, tabs } from './tabs';
import { appState } from './app';
import { buildMenu } from '../menu/build-menu';
import { rcadminApp, res } from '../menu/testing/fixtures';

vi.mock('../api/sso', () => ({ getUserInfo: vi.fn() }));

const stores = [
  { storeCode: 'S1', storeName: '一号店', roleIds: ['r1'] },
  { storeCode: 'S2', storeName: '二号店', roleIds: ['r2', 'r3'] },
];

afterEach(() => {
  localStorage.clear();
  resetPermission();
  vi.unstubAllGlobals();
});

describe('department and role selection', () => {
  test('[AUTH-14] [DATA-06] the stored selection is matched and marked active, the rest inactive', () => {
    const { list, current } = selectDeptRole(stores, 'S2');
    expect(current).toMatchObject({ storeCode: 'S2', roleIds: ['r2', 'r3'], active: true });
    expect(list.map((entry) => entry.active)).toEqual([false, true]);
  });

  test('[AUTH-15] with no match the first entry is chosen and saved as the selection', () => {
    expect(selectDeptRole(stores, 'gone').current?.storeCode).toBe('S1');
    expect(selectDeptRole(stores, undefined).current?.storeCode).toBe('S1');
    expect(selectDeptRole([], undefined).current).toBeNull();
    setDeptRoleList(stores);
    expect(JSON.parse(localStorage.getItem(UiStateKey.deptRole)!)).toEqual(stores[0]);
  });

  test('[AUTH-16] switching store stores the new selection and reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    setDeptRoleList(stores);
    switchDept('S2');
    expect(JSON.parse(localStorage.getItem(UiStateKey.deptRole)!)).toEqual(stores[1]);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page reloads into the new store; until then the current entry stays as it was.
    expect(permission.currentDept?.storeCode).toBe('S1');
    switchDept('S1');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('[AUTH-16] switching store clears the routes and the tabs before the reload', () => {
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    setDeptRoleList(stores);
    applyMenu({ menu: [], operationsCentre: false });
    addView({
      ...OVERVIEW_VIEW,
      path: '/member/index',
      fullPath: '/member/index',
      name: 'member',
      meta: { title: 'member' },
    });
    expect(permission.loaded).toBe(true);
    switchDept('S2');
    expect(permission.loaded).toBe(false);
    expect(permission.routes).toEqual([]);
    expect(tabs.visitedViews.map((view) => view.path)).toEqual([OVERVIEW_VIEW.path]);
  });
});

describe('role switch', () => {
  test("[AUTH-17] the token becomes role + '-token', user info reloads, routes are reset and regenerated", async () => {
    vi.mocked(getUserInfo).mockResolvedValue({
      name: '店长',
      avatar: '',
      introduction: '',
      roles: ['manager'],
      loginName: 'boss',
      mobile: '13800000009',
    });
    applyMenu({ menu: [], operationsCentre: true });
    const regenerate = vi.fn(() => {
      // The guard runs with the new token and finds nothing generated yet.
      expect(permission.loaded).toBe(false);
      expect(getCookie(StoredKey.adminToken)).toBe('manager-token');
      return Promise.resolve();
    });
    await switchRole('manager', regenerate);
    expect(session.token).toBe('manager-token');
    expect(session.roles).toEqual(['manager']);
    expect(session.name).toBe('店长');
    expect(regenerate).toHaveBeenCalledTimes(1);
  });
});

describe('menu language', () => {
  afterEach(() => {
    appState.language = 'en';
  });

  test('[I18N-03] [SHELL-06] a language change re-titles the menu at once, zh where an entry has no name in it', async () => {
    appState.language = 'en';
    const { menu } = buildMenu({
      appList: [
        rcadminApp([
          {
            ...res('goods', '商品', '', [
              res('goods-base', '商品资料', '', [
                {
                  ...res('g-cat', '商品分类', '/goods/category/list'),
                  names: { en: 'Categories', es: 'Categorías' },
                },
              ]),
            ]),
            names: { en: 'Goods', es: 'Productos' },
          },
        ]),
      ],
      collectList: [],
      baseMenu: [],
      ssoMenuType: 0,
      platformNum: '100001',
    });
    applyMenu({ menu, operationsCentre: false });
    const goods = () => permission.menu.find((area) => area.id === 'goods')!;
    expect(goods().title).toBe('Goods');
    expect(goods().list[0]!.title).toBe('商品资料');
    appState.language = 'es';
    await vi.waitFor(() => expect(goods().title).toBe('Productos'));
    expect(goods().list[0]!.list[0]!.title).toBe('Categorías');
    appState.language = 'zh';
    await vi.waitFor(() => expect(goods().title).toBe('商品'));
    expect(goods().list[0]!.list[0]!.title).toBe('商品分类');
  });
});
