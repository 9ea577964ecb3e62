import { describe, expect, test } from 'vitest';
import { frameLocation } from '../menu/menu-target';
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
