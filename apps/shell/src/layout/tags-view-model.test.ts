import { describe, expect, test } from 'vitest';
import { buildMenu } from '../menu/build-menu';
import { localiseMenu } from '../menu/localise';
import { frameLocation } from '../menu/menu-target';
import { rcadminApp, res } from '../menu/testing/fixtures';
import { KNOWN_ROUTES, type KnownRoute } from '../router/route-table';
import { OVERVIEW_VIEW, type TabView } from '../stores/tabs';
import { menuUpdatesOf, tabViewOf } from './tags-view-model';

const route = (name: string): KnownRoute => KNOWN_ROUTES.find((candidate) => candidate.name === name)!;
const at = (address: string) => {
  const url = new URL(address, 'http://shell.test');
  return { pathname: url.pathname, search: url.search, hash: '' };
};

describe('the tab of a location', () => {
  test('[TAB-11] a frame opened outside the menu (openFrameTab) is titled by the name it was given', () => {
    const entry = { id: 'vendor-report', parentId: 'v', name: 'Vendor report', src: 'http://vendor.test/r' };
    const view = tabViewOf(at(frameLocation(entry)), route('frame'), {}, []);
    expect(view?.title).toBe('Vendor report');
  });

  test('the error pages show in the layout without a tab of their own', () => {
    expect(route('notFound').layout).toBe(true);
    expect(route('unauthorised').layout).toBe(true);
    expect(tabViewOf(at('/404'), route('notFound'), {}, [])).toBeNull();
    expect(tabViewOf(at('/401'), route('unauthorised'), {}, [])).toBeNull();
  });

  test('[TAB-08] [I18N-03] open tabs of menu pages take the name in the language the menu changes to', () => {
    const menu = buildMenu({
      appList: [
        rcadminApp([
          res('goods', '商品', '', [
            res('goods-base', '商品资料', '', [
              {
                ...res('g-cat', '商品分类', '/goods/category/list'),
                names: { en: 'Categories', es: 'Categorías' },
              },
              res('g-brand', '品牌', '/goods/brand/list'),
            ]),
          ]),
        ]),
      ],
      collectList: [],
      baseMenu: [],
      ssoMenuType: 0,
      platformNum: '100001',
    }).menu;
    const open = (path: string, title: string): TabView => ({
      ...OVERVIEW_VIEW,
      path,
      fullPath: path,
      name: path,
      title,
      meta: {},
    });
    // Restored after a reload in the language before (sessionStorage), then the menu arrives.
    const views = [
      OVERVIEW_VIEW,
      open('/goods/category/list', '商品分类'),
      open('/goods/brand/list', '品牌'),
    ];
    const updates = menuUpdatesOf(views, localiseMenu(menu, 'es'));
    expect(updates.map(({ path, title }) => [path, title])).toEqual([
      ['/goods/category/list', 'Categorías'],
      ['/goods/brand/list', '品牌'],
    ]);
    const spanish = views.map((view) => ({
      ...view,
      ...updates.find((update) => update.path === view.path),
    }));
    expect(menuUpdatesOf(spanish, localiseMenu(menu, 'en')).map((update) => update.title)).toEqual([
      'Categories',
    ]);
  });

  test("a tab named by its opener keeps that name when the menu's entry says otherwise", () => {
    const page = {
      id: 'gl',
      title: '商品列表',
      path: '/goods/index/list',
      url: '/goods/index/list',
      list: [],
    };
    const menu = [{ id: 'g', title: '商品', list: [{ id: 'gg', title: '商品管理', list: [page] }] }];
    const named: TabView = {
      ...OVERVIEW_VIEW,
      path: '/goods/index/list',
      fullPath: '/goods/index/list',
      name: 'goods',
      title: 'Vendor goods',
      namedByOpener: true,
      meta: {},
    };
    const updates = menuUpdatesOf([named, { ...named, namedByOpener: undefined, title: '' }], menu as never);
    expect(updates.map((update) => update.title)).toEqual(['Vendor goods', '商品列表']);
    expect(updates[0]).toMatchObject({ resourceId: 'gl' });
  });
});
