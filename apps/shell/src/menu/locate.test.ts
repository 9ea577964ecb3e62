import { expect, test } from 'vitest';
import { BASE_MENU } from '../router/route-table';
import { buildMenu } from './build-menu';
import { locateInMenu } from './locate';
import { goodsArea, memberArea, rcadminApp } from './testing/fixtures';

test('a path is an area landing page, or a page of an area (favourites aside)', () => {
  const { menu } = buildMenu({
    appList: [rcadminApp([goodsArea(), memberArea()])],
    collectList: [{ resourceId: 'g-cat', parentResourceId: 'collectMenu', resourceName: '商品分类' }],
    baseMenu: BASE_MENU,
    ssoMenuType: 0,
    platformNum: '1',
  });
  expect(locateInMenu(menu, '/member/index')).toMatchObject({ area: { title: '会员' }, page: null });
  expect(locateInMenu(menu, '/goods/category/list')).toMatchObject({
    area: { title: '商品' },
    page: { id: 'g-cat' },
  });
  expect(locateInMenu(menu, '/collectMenu/index')).toMatchObject({ area: { title: '收藏夹' }, page: null });
  expect(locateInMenu(menu, '/nowhere')).toEqual({ area: null, page: null });
});
