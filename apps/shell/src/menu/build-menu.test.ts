import { describe, expect, test } from 'vitest';
import { BASE_MENU } from '../router/route-table';
import {
  buildFavourites,
  buildMenu,
  mergeBaseMenu,
  pagesOf,
  removeSsoMenus,
  toMenuItems,
} from './build-menu';
import { goodsArea, memberArea, rcadminApp, res } from './testing/fixtures';
import { COLLECT_MENU_ID } from './types';

const input = (overrides: Partial<Parameters<typeof buildMenu>[0]> = {}) => ({
  appList: [rcadminApp([goodsArea(), memberArea()])],
  collectList: [],
  baseMenu: BASE_MENU,
  ssoMenuType: 0,
  platformNum: '100001',
  ...overrides,
});

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('menu rules', () => {
  test("[MENU-01] only the apps of code 'rcadmin' make the menu", () => {
    const other = { appCode: 'wms', appName: '仓储', menuList: [res('wms', '仓储作业', '/wms/index')] };
    const { menu } = buildMenu(input({ appList: [other, rcadminApp([memberArea()])], baseMenu: [] }));
    expect(titles(menu)).toEqual(['收藏夹', '会员']);
  });

  test("[MENU-12] an app named 'czyl-admin' sets the operations-centre flag", () => {
    expect(buildMenu(input()).operationsCentre).toBe(false);
    const czyl = { appCode: 'czyl-admin', appName: '运营中心', menuList: [] };
    expect(buildMenu(input({ appList: [rcadminApp([]), czyl] })).operationsCentre).toBe(true);
  });

  test('[MENU-13] the operations platform has no link in the menu, with the flag or without it', () => {
    const czyl = { appCode: 'czyl-admin', appName: '运营中心', menuList: [] };
    const built = buildMenu(input({ appList: [rcadminApp([]), czyl] }));
    expect(built.operationsCentre).toBe(true);
    const names = (items: readonly { title: string; list: readonly unknown[] }[]): string[] =>
      items.flatMap((item) => [item.title, ...names(item.list as typeof items)]);
    expect(names(built.menu)).not.toContain('运营中心');
  });

  test('[MENU-03] [MENU-04] three levels, each item with title, path, url, list, flags and its menu tree', () => {
    const [member] = toMenuItems([memberArea()], new Set(['m-plan']));
    expect(member).toMatchObject({
      level: 1,
      title: '会员',
      path: '/member/index',
      url: '/member/index',
      isCollect: false,
      isActive: false,
      menuTree: {
        firstMenu: { id: 'member', name: '会员', url: '/member/index' },
        secondMenu: null,
        thirdMenu: null,
      },
    });
    const group = member!.list[0]!;
    expect(group).toMatchObject({
      level: 2,
      title: '会员管理',
      menuTree: { secondMenu: { id: 'member-mgmt' } },
    });
    const [external, planned, unlinked] = group.list;
    expect(external).toMatchObject({
      level: 3,
      title: '会员列表',
      url: 'https://crm.example.com/members',
      thirdName: '会员列表',
      thirdUrl: 'https://crm.example.com/members',
      list: [],
      menuTree: {
        firstMenu: { id: 'member', name: '会员', url: '/member/index' },
        secondMenu: { id: 'member-mgmt', name: '会员管理', url: '' },
        thirdMenu: { id: 'm-list', name: '会员列表', url: 'https://crm.example.com/members' },
      },
    });
    expect(external!.path).toMatch(/^\/iframe\/urlPath\?src=https%3A%2F%2Fcrm\.example\.com%2Fmembers&/);
    expect(planned).toMatchObject({ isCollect: true, path: '' });
    expect(unlinked).toMatchObject({ isCollect: false, path: '' });
  });

  test('[MENU-02] the menu comes from the menu list merged with the static base menu', () => {
    const { menu } = buildMenu(input());
    expect(titles(menu)).toEqual(['收藏夹', '商品', '会员', '组织', '设置']);
  });

  test('[MENU-07] ssoMenuType 1 removes the organization and setting menus', () => {
    const serverSetting = res('srv-setting', '系统设置', '', [
      res('s1', '参数', '', [res('s1a', '系统参数', '/setting/index/list')]),
    ]);
    const merged = mergeBaseMenu([goodsArea(), serverSetting], BASE_MENU);
    expect(names(removeSsoMenus(merged, 1))).toEqual(['商品']);
    expect(names(removeSsoMenus(merged, 0))).toEqual(['商品', '系统设置', '组织', '设置']);
    expect(titles(buildMenu(input({ ssoMenuType: 1 })).menu)).toEqual(['收藏夹', '商品', '会员']);
  });

  test('[MENU-08] deleteFlag 1 entries give way when the permission set supplies the same entry', () => {
    const serverOrg = res('srv-org', '组织', '', [
      res('srv-org-g', '组织管理', '', [
        res('srv-role', '角色管理', '/organization/roleManage'),
        res('srv-op', '操作员档案', '/organization/operatorIndex'),
      ]),
    ]);
    const merged = mergeBaseMenu([serverOrg], BASE_MENU);
    expect(names(merged)).toEqual(['组织', '设置']);
    const pages = merged[0]!.children[0]!.children;
    expect(pages.map((p) => [p.name, p.deleteFlag])).toEqual([
      ['角色管理', 0],
      ['操作员档案', 0],
      ['部门门店', 1],
      ['加盟商', 1],
      ['自提点', 1],
      ['员工', 1],
    ]);
    // The server's own duplicates: its deleteFlag 1 copy goes, a lone deleteFlag 1 entry stays.
    const own = mergeBaseMenu(
      [
        res('a', '会员', '/member/index'),
        res('b', '会员', '/member/index', [], 1),
        res('c', '数据', '/data/index', [], 1),
      ],
      [],
    );
    expect(own.map((e) => e.id)).toEqual(['a', 'c']);
  });

  test('[MENU-08] base pages the server supplies under another group are not repeated', () => {
    const serverOrg = res('srv-org', '组织', '', [
      res('srv-arch', '组织架构', '', [
        res('r', '角色管理', '/organization/roleManage', [], 1),
        res('d', '部门/门店', '/organization/DeptIndex', [], 1),
        res('f', '加盟商', '/organization/franchiseeIndex', [], 1),
        res('p', '自提点', '/organization/PickUpIndex', [], 1),
        res('e', '员工管理', '/organization/employeeIndex', [], 1),
      ]),
    ]);
    const merged = mergeBaseMenu([serverOrg], BASE_MENU);
    expect(names(merged)).toEqual(['组织', '设置']);
    expect(merged[0]!.children.map((group) => group.name)).toEqual(['组织架构']);
    expect(merged[0]!.children[0]!.children.map((page) => page.id)).toEqual(['r', 'd', 'f', 'p', 'e']);
  });

  test("[ROUTE-18] the favourites group takes the place of the server's 收藏夹 area", () => {
    const serverFavourites = res('rc-collect-area', '收藏夹', '', [
      res('rc-collect-group', '收藏夹', '', [res('rc-collect', '收藏夹', '/collectMenu/index')]),
    ]);
    const { menu } = buildMenu(
      input({ appList: [rcadminApp([goodsArea(), serverFavourites, memberArea()])] }),
    );
    expect(titles(menu)).toEqual(['商品', '收藏夹', '会员', '组织', '设置']);
    expect(menu[1]).toMatchObject({ id: COLLECT_MENU_ID, path: '/collectMenu/index' });
  });

  test('[ROUTE-18] favourites (收藏夹) hold the collected pages, grouped by area, marked collected', () => {
    const collectList = [
      { resourceId: 'g-cat', parentResourceId: 'collectMenu' as const, resourceName: '商品分类' },
      { resourceId: 'gone', parentResourceId: 'collectMenu' as const, resourceName: '已删除' },
    ];
    const { menu } = buildMenu(input({ collectList }));
    const favourites = menu[0]!;
    expect(favourites).toMatchObject({ id: COLLECT_MENU_ID, title: '收藏夹', path: '/collectMenu/index' });
    expect(titles(favourites.list)).toEqual(['商品']);
    expect(favourites.list[0]!.list[0]).toMatchObject({
      id: 'g-cat',
      title: '商品分类',
      path: '/goods/category/list',
      isCollect: true,
    });
    expect(pagesOf(menu.slice(1)).find((p) => p.id === 'g-cat')?.isCollect).toBe(true);
    expect(buildFavourites([], []).list).toEqual([]);
  });

  test('[MENU-14] platform 6 hides one goods entry and renames another to 商品档案', () => {
    const { menu } = buildMenu(input({ platformNum: '6' }));
    const goods = menu.find((m) => m.title === '商品')!;
    expect(titles(goods.list[0]!.list)).toEqual(['商品档案', '组合商品', '组合商品(SPU)', '商品查询']);
    expect(goods.list[0]!.list[0]!.url).toBe('/goods/spu/list');
  });

  test('[MENU-15] platforms 153053, 153070 and 153096 rename entries to 商品档案 and 组合商品', () => {
    for (const platformNum of ['153053', '153070', '153096']) {
      const goods = buildMenu(input({ platformNum })).menu.find((m) => m.title === '商品')!;
      expect(goods.list[0]!.list.map((p) => [p.title, p.url])).toEqual([
        ['商品档案', '/goods/spu/list'],
        ['组合商品', '/goods/cspu/list'],
        ['商品查询', '/goods/query/list'],
      ]);
    }
  });
});
