import type { FeatureModule, FeatureRoute } from '../host-kit';
import { goodsLocales } from './locales';

const page = (
  name: string,
  path: string,
  component: FeatureRoute['component'],
  extra: Partial<FeatureRoute> = {},
): FeatureRoute => ({ name, path, titleKey: `goods.routes.${name}`, component, ...extra });

/**
 * The goods module (spec §2 "Goods routes"): SKUs and combined goods, the goods query, categories,
 * brands and brand categories, price adjustment orders, main/sub goods and the map test page.
 * Every page is a lazy chunk: nothing of goods is on the shell's first load.
 */
export const goodsModule: FeatureModule = {
  id: 'goods',
  routes: [
    // SKUs: list, form (create / edit / view), combined goods
    page('goodsList', '/goods/index/list', () => import('./pages/list/goods-list-page')),
    page('goodsCreate', '/goods/index/create', () => import('./pages/form/create-page'), { noCache: true }),
    page('goodsEdit', '/goods/index/edit/:id', () => import('./pages/form/edit-page'), { noCache: true }),
    page('goodsView', '/goods/index/view/:id', () => import('./pages/form/view-page')),
    page('combGoodsList', '/goods/cindex/list', () => import('./pages/list/comb-list-page')),
    page('combGoodsCreate', '/goods/cindex/ccreate', () => import('./pages/form/comb-create-page'), {
      noCache: true,
    }),
    page('combGoodsEdit', '/goods/cindex/cedit/:id', () => import('./pages/form/comb-edit-page'), {
      noCache: true,
    }),
    page('combGoodsView', '/goods/cindex/cview/:id', () => import('./pages/form/comb-view-page')),
    page('goodsQuery', '/goods/query/list', () => import('./pages/query/goods-query-page')),
    // Catalogue
    page('category', '/goods/category/list', () => import('./pages/category/category-page')),
    page('brand', '/goods/brand/blist', () => import('./pages/brand/brand-page')),
    page(
      'brandCategory',
      '/goods/brand/brandcategorylist',
      () => import('./pages/brand/brand-category-page'),
    ),
    page(
      'priceAdjustment',
      '/goods/priceAdjustment/priceAdjustmentIndex',
      () => import('./pages/adjustment/adjustment-list-page'),
    ),
    page(
      'addAdjustment',
      '/goods/priceAdjustment/addAdjustment',
      () => import('./pages/adjustment/adjustment-form-page'),
    ),
    page(
      'viewAdjustment',
      '/goods/priceAdjustment/viewAdjustment',
      () => import('./pages/adjustment/adjustment-view-page'),
    ),
    page('mainsub', '/goods/mainsub/list', () => import('./pages/mainsub/mainsub-list-page')),
    page('mainsubDetail', '/goods/mainsub/detail', () => import('./pages/mainsub/mainsub-detail-page')),
    page('gddtText', '/goods/index/gddtText', () => import('./pages/map/map-test-page')),
  ],
  locales: goodsLocales,
};
