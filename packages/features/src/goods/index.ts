import type { FeatureModule } from '../host-kit';
import { pageRoutes } from '../shared/page-routes';
import { goodsLocales } from './locales';

/**
 * The goods module (spec §2 "Goods routes"): SKUs and combined goods, the goods query, categories,
 * brands and brand categories, price adjustment orders, main/sub goods and the map test page.
 * Every page is a lazy chunk: nothing of goods is on the shell's first load. Paths, titles and
 * grants are the contract's page manifest.
 */
export const goodsModule: FeatureModule = {
  id: 'goods',
  routes: pageRoutes('goods', {
    // SKUs: list, form (create / edit / view), combined goods
    goodsList: () => import('./pages/list/goods-list-page'),
    goodsCreate: () => import('./pages/form/create-page'),
    goodsEdit: () => import('./pages/form/edit-page'),
    goodsView: () => import('./pages/form/view-page'),
    combGoodsList: () => import('./pages/list/comb-list-page'),
    combGoodsCreate: () => import('./pages/form/comb-create-page'),
    combGoodsEdit: () => import('./pages/form/comb-edit-page'),
    combGoodsView: () => import('./pages/form/comb-view-page'),
    goodsQuery: () => import('./pages/query/goods-query-page'),
    // Catalogue
    category: () => import('./pages/category/category-page'),
    brand: () => import('./pages/brand/brand-page'),
    brandCategory: () => import('./pages/brand/brand-category-page'),
    priceAdjustment: () => import('./pages/adjustment/adjustment-list-page'),
    addAdjustment: () => import('./pages/adjustment/adjustment-form-page'),
    viewAdjustment: () => import('./pages/adjustment/adjustment-view-page'),
    mainsub: () => import('./pages/mainsub/mainsub-list-page'),
    mainsubDetail: () => import('./pages/mainsub/mainsub-detail-page'),
    gddtText: () => import('./pages/map/map-test-page'),
  }),
  locales: goodsLocales,
};
