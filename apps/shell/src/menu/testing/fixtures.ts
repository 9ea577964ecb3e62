import type { MenuResource, SiteApp } from '@rcadmin/contract';

/** A menu resource for tests: children make it a group or an area. */
export const res = (
  id: string,
  name: string,
  url = '',
  children: MenuResource[] = [],
  deleteFlag: 0 | 1 = 0,
): MenuResource => ({ id, name, url, icon: '', deleteFlag, children });

export const goodsArea = () =>
  res('goods', '商品', '', [
    res('goods-archive', '商品管理', '', [
      res('g-sku', '商品档案', '/goods/index/list'),
      res('g-spu', '商品档案(SPU)', '/goods/spu/list'),
      res('g-comb', '组合商品', '/goods/cindex/list'),
      res('g-comb-spu', '组合商品(SPU)', '/goods/cspu/list'),
      res('g-query', '商品查询', '/goods/query/list'),
    ]),
    res('goods-base', '基础资料', '', [res('g-cat', '商品分类', '/goods/category/list')]),
  ]);

export const memberArea = () =>
  res('member', '会员', '/member/index', [
    res('member-mgmt', '会员管理', '', [
      res('m-list', '会员列表', 'https://crm.example.com/members'),
      res('m-plan', '会员画像', '#'),
      res('m-none', '会员等级', ''),
    ]),
  ]);

export const rcadminApp = (menuList: MenuResource[]): SiteApp => ({
  appCode: 'rcadmin',
  appName: '零售管理',
  menuList,
});
