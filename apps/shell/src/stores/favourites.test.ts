import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { calls as api } from '@rcadmin/contract/wire';
import { currentApiBase, setApiBase } from '../api/http';
import { setUpReplyServer } from '../api/testing/reply-server';
import i18n from '../i18n';
import { BASE_MENU } from '../router/route-table';
import { snapshot } from 'valtio';
import { applyMenu, permission, resetPermission } from './permission';
import { session } from './session';
import { addView, resetTabs, tabs } from './tabs';
import { notify } from '../utils/feedback';
import { buildMenu, pagesOf } from '../menu/build-menu';
import { addFavourite, favouriteOf, removeFavourite, toggleFavourite } from './favourites';
import { goodsArea, rcadminApp } from '../menu/testing/fixtures';
import { COLLECT_MENU_ID } from '../menu/types';

vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const server = setUpReplyServer({ adapter: 'http' });

const ok = { success: true, code: '0', msg: '成功', content: { result: true } };
const form = () => Object.fromEntries(new URLSearchParams(server.last().body));
const page = (id: string) => pagesOf(permission.menu).find((entry) => entry.id === id && entry.level === 3)!;
const favourites = () => permission.menu.find((entry) => entry.id === COLLECT_MENU_ID)!;

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  Object.assign(session, { siteToken: 'tok-1', siteUserId: 'u1' });
  applyMenu(
    buildMenu({
      appList: [rcadminApp([goodsArea()])],
      collectList: [],
      baseMenu: BASE_MENU,
      ssoMenuType: 0,
      platformNum: '100001',
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  resetPermission();
  resetTabs();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('favourites', () => {
  test('[FAV-02] a favourite is {resourceId, parentResourceId collectMenu, resourceName}', () => {
    expect(favouriteOf({ id: 'g-cat', title: '商品分类' })).toEqual({
      resourceId: 'g-cat',
      parentResourceId: 'collectMenu',
      resourceName: '商品分类',
    });
  });

  test('[API-24] [FAV-01] [FAV-03] [FAV-04] [FAV-08] adding sends the session and list, then marks the menu, the 收藏夹 group and open tabs', async () => {
    addView({
      path: '/goods/category/list',
      fullPath: '/goods/category/list',
      name: 'category',
      query: {},
      params: {},
      title: '商品分类',
      meta: { title: 'routes.category' },
      resourceId: 'g-cat',
      collected: false,
    });
    server.answer({ body: ok });
    await toggleFavourite(page('g-cat'));
    expect(server.last().url).toBe(`/api${api.addCollect.path}`);
    expect(form()).toEqual({
      siteToken: 'tok-1',
      siteUserId: 'u1',
      appCode: 'rcadmin',
      collectResourceList: JSON.stringify([
        { resourceId: 'g-cat', parentResourceId: 'collectMenu', resourceName: '商品分类' },
      ]),
    });
    expect(page('g-cat').isCollect).toBe(true);
    const group = favourites().list[0]!;
    expect(group.title).toBe('商品');
    expect(group.list.map((entry) => [entry.title, entry.isCollect])).toEqual([['商品分类', true]]);
    expect(notify.success).toHaveBeenCalledWith('收藏成功');
    expect(tabs.visitedViews[1]!.collected).toBe(true);
  });

  test('[API-24] [FAV-06] [FAV-08] removing sends resIdList, unmarks the menu and drops it from 收藏夹', async () => {
    server.answer({ body: ok });
    await addFavourite(page('g-cat'));
    await addFavourite(page('g-sku'));
    await toggleFavourite(page('g-cat'));
    expect(server.last().url).toBe(`/api${api.removeCollect.path}`);
    expect(form()).toEqual({ resIdList: 'g-cat' });
    expect(page('g-cat').isCollect).toBe(false);
    expect(favourites().list[0]!.list.map((entry) => entry.id)).toEqual(['g-sku']);
    expect(notify.success).toHaveBeenLastCalledWith('取消收藏成功');
  });

  test('[FAV-08] a favourite gives the readers of the menu a new one and leaves the one they held as it was', async () => {
    const before = snapshot(permission).menu;
    expect(snapshot(permission).menu).toBe(before);
    server.answer({ body: ok });
    await addFavourite(page('g-cat'));
    const after = snapshot(permission).menu;
    expect(after).not.toBe(before);
    expect(pagesOf(after).find((entry) => entry.id === 'g-cat')?.isCollect).toBe(true);
    expect(pagesOf(before).find((entry) => entry.id === 'g-cat')?.isCollect).toBeFalsy();
    expect(before.find((entry) => entry.id === COLLECT_MENU_ID)?.list.flatMap((group) => group.list)).toEqual(
      [],
    );
  });

  test('[FAV-05] a refused add says 收藏失败，请重试, logs 添加收藏失败 and rejects', async () => {
    server.answer({ body: { success: false, code: '2001001', msg: 'no' } });
    await expect(addFavourite(page('g-cat'))).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledWith('收藏失败，请重试');
    expect(console.error).toHaveBeenCalledWith('添加收藏失败', expect.anything());
    expect(page('g-cat').isCollect).toBe(false);
  });

  test('[FAV-05] an add the server never answers says 收藏失败，请稍后重试', async () => {
    server.answer({ status: 502, raw: '' });
    const base = currentApiBase();
    setApiBase('http://127.0.0.1:9/api');
    await expect(addFavourite(page('g-cat'))).rejects.toThrow();
    setApiBase(base);
    expect(notify.error).toHaveBeenCalledWith('收藏失败，请稍后重试');
  });

  test('[FAV-07] a failed removal says so, logs 移除收藏失败 and rejects', async () => {
    server.answer({ body: ok });
    await addFavourite(page('g-cat'));
    server.answer({ body: { success: false, code: '2001001', msg: 'no' } });
    await expect(removeFavourite(page('g-cat'))).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledWith('取消收藏失败，请重试');
    expect(console.error).toHaveBeenCalledWith('移除收藏失败', expect.anything());
    expect(page('g-cat').isCollect).toBe(true);
    const base = currentApiBase();
    setApiBase('http://127.0.0.1:9/api');
    await expect(removeFavourite(page('g-cat'))).rejects.toThrow();
    setApiBase(base);
    expect(notify.error).toHaveBeenLastCalledWith('取消收藏失败，请稍后重试');
  });
});
