import type { FeatureModule } from '../host-kit';
import { pageRoutes } from '../shared/page-routes';
import { goodsLocales } from './locales';
import type { SKU_FORM_PAGES } from './pages/form/sku-form';

type SkuFormPages = typeof SKU_FORM_PAGES;

/** The goods and combined goods pages: one list and one form, each page of its kind and mode. */
const listPage = async (name: 'goodsList' | 'combGoodsList') => ({
  default: (await import('./pages/list/goods-list-view')).GOODS_LIST_PAGES[name],
});
const formPage = async (name: keyof SkuFormPages) => ({
  default: (await import('./pages/form/sku-form')).SKU_FORM_PAGES[name],
});

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
    goodsList: () => listPage('goodsList'),
    goodsCreate: () => formPage('goodsCreate'),
    goodsEdit: () => formPage('goodsEdit'),
    goodsView: () => formPage('goodsView'),
    combGoodsList: () => listPage('combGoodsList'),
    combGoodsCreate: () => formPage('combGoodsCreate'),
    combGoodsEdit: () => formPage('combGoodsEdit'),
    combGoodsView: () => formPage('combGoodsView'),
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
