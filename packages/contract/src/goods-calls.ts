import type { CallInfo } from './calls-info';
import { PAGES } from './pages';

/**
 * The goods menu pages, by route path (the page manifest's): a goods call is allowed when a role
 * held in the session's current store grants one of the pages it serves (spec §7 "Goods").
 */
export const GOODS_PAGES = {
  list: PAGES.goodsList.path,
  comb: PAGES.combGoodsList.path,
  query: PAGES.goodsQuery.path,
  category: PAGES.category.path,
  brand: PAGES.brand.path,
  brandCategory: PAGES.brandCategory.path,
  adjustment: PAGES.priceAdjustment.path,
  mainSub: PAGES.mainsub.path,
} as const;

const P = GOODS_PAGES;
/** The employee page: its form uploads head pictures through the same file calls. */
const EMPLOYEE_PAGE = PAGES.employeeIndex.path;
/** Pages that read SKUs (lists, pickers of combined goods, adjustments and main/sub pairs). */
const SKU_READERS = [P.list, P.comb, P.query, P.adjustment, P.mainSub] as const;
/** Pages that edit SKUs (the goods form and the combined goods form). */
const SKU_EDITORS = [P.list, P.comb] as const;
/** Pages whose forms read the catalogue's reference data (categories, brands, navigation). */
const CATALOGUE_READERS = [...SKU_READERS, P.category, P.brand, P.brandCategory] as const;

/**
 * The goods calls of spec §7 at the paths it gives (goods/..., brand/..., pubNav/...), and the
 * calls the goods pages need beyond them, in the same style. GET calls that change data still
 * need the site token (access 'session+site').
 */
export const goodsCalls = {
  // ---- SKUs (spec §7 Goods)
  goodsQueryList: { method: 'GET', path: '/goods/queryList', access: 'session', resource: SKU_READERS },
  goodsQueryStoreList: {
    method: 'GET',
    path: '/goods/queryStoreList',
    access: 'session',
    resource: SKU_READERS,
  },
  goodsGetSku: { method: 'GET', path: '/goods/getSku', access: 'session', resource: SKU_READERS },
  goodsQuerySkuByBarCode: {
    method: 'GET',
    path: '/goods/querySkuByBarCode',
    access: 'session',
    resource: SKU_EDITORS,
  },
  goodsGetCommodityBase: {
    method: 'GET',
    path: '/goods/getCommodityBase',
    access: 'session',
    resource: CATALOGUE_READERS,
  },
  goodsGetSysParams: {
    method: 'GET',
    path: '/goods/getSysParams',
    access: 'session',
    resource: CATALOGUE_READERS,
  },
  goodsDelSku: { method: 'GET', path: '/goods/delSku', access: 'session+site', resource: SKU_EDITORS },
  goodsDelBatchSku: {
    method: 'GET',
    path: '/goods/delBatchSku',
    access: 'session+site',
    resource: SKU_EDITORS,
  },
  goodsBatchExport: { method: 'GET', path: '/goods/batchExport', access: 'session', resource: SKU_READERS },
  goodsLoadRate: { method: 'GET', path: '/goods/loadRate', access: 'session', resource: SKU_READERS },
  goodsSaveSku: {
    method: 'POST',
    path: '/goods/saveSku',
    encoding: 'json',
    access: 'session+site',
    resource: SKU_EDITORS,
  },
  goodsBatchUpdateSaleMode: {
    method: 'POST',
    path: '/goods/batchUpdateSaleMode',
    encoding: 'form',
    access: 'session+site',
    resource: SKU_EDITORS,
  },
  goodsBatchChangePrice: {
    method: 'POST',
    path: '/goods/batchChangePrice.do',
    encoding: 'form',
    access: 'session+site',
    resource: SKU_EDITORS,
  },
  goodsBatchChangeNav: {
    method: 'POST',
    path: '/goods/batchChangeNav.do',
    encoding: 'form',
    access: 'session+site',
    resource: SKU_EDITORS,
  },
  goodsInitSku: { method: 'GET', path: '/goods/initSku.do', access: 'session', resource: SKU_EDITORS },
  goodsGetConfSetting: {
    method: 'GET',
    path: '/goods/getConfSetting.do',
    access: 'session',
    resource: CATALOGUE_READERS,
  },
  goodsBatchRestore: {
    method: 'POST',
    path: '/goods/batchRestore.do',
    encoding: 'json',
    access: 'session+site',
    resource: SKU_EDITORS,
  },
  goodsQueryAreaInfo: {
    method: 'GET',
    path: '/goods/queryAreaInfo.do',
    access: 'session',
    resource: CATALOGUE_READERS,
  },
  goodsSyncCommodityLib: {
    method: 'GET',
    path: '/goods/syncCommodityLib.do',
    access: 'session',
    resource: SKU_EDITORS,
  },
  goodsQueryPriceHistory: {
    method: 'GET',
    path: '/goods/queryPriceHistory.do',
    access: 'session',
    resource: SKU_READERS,
  },
  goodsQuerySupplierList: {
    method: 'GET',
    path: '/goods/querySupplierList.do',
    access: 'session',
    resource: CATALOGUE_READERS,
  },
  brandQueryBrandList: {
    method: 'GET',
    path: '/brand/queryBrandList',
    access: 'session',
    resource: CATALOGUE_READERS,
  },
  pubNavList: {
    method: 'GET',
    path: '/pubNav/getShopNavigationInfoList',
    access: 'session',
    resource: CATALOGUE_READERS,
  },

  // ---- categories (a tree of three levels)
  categoryTree: {
    method: 'GET',
    path: '/goods/category/queryTree.do',
    access: 'session',
    resource: CATALOGUE_READERS,
  },
  categorySave: {
    method: 'POST',
    path: '/goods/category/save.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.category,
  },
  categoryMove: {
    method: 'POST',
    path: '/goods/category/move.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.category,
  },
  categoryDelete: {
    method: 'POST',
    path: '/goods/category/delete.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.category,
  },

  // ---- brands and brand categories
  brandSave: {
    method: 'POST',
    path: '/brand/saveBrand.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brand,
  },
  brandDelete: {
    method: 'POST',
    path: '/brand/delBrand.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brand,
  },
  brandCategoryList: {
    method: 'GET',
    path: '/brand/queryBrandCategoryList',
    access: 'session',
    resource: [P.brand, P.brandCategory],
  },
  brandCategorySave: {
    method: 'POST',
    path: '/brand/saveBrandCategory.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brandCategory,
  },
  brandCategoryDelete: {
    method: 'POST',
    path: '/brand/delBrandCategory.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brandCategory,
  },

  // ---- stored files (SKU pictures, brand logos, employees' head pictures): multipart upload,
  // read back by key
  fileUpload: {
    method: 'POST',
    path: '/file/upload.do',
    encoding: 'form',
    access: 'session+site',
    resource: [...SKU_EDITORS, P.brand, EMPLOYEE_PAGE],
    // A stored file is business data only once a save refers to it, and that save is recorded.
    audit: false,
  },
  fileGet: {
    method: 'GET',
    path: '/file/get.do',
    access: 'session',
    resource: [...CATALOGUE_READERS, EMPLOYEE_PAGE],
  },

  // ---- price adjustment orders
  adjustmentQueryList: {
    method: 'GET',
    path: '/goods/priceAdjustment/queryList.do',
    access: 'session',
    resource: P.adjustment,
  },
  adjustmentGet: {
    method: 'GET',
    path: '/goods/priceAdjustment/get.do',
    access: 'session',
    resource: P.adjustment,
  },
  adjustmentSave: {
    method: 'POST',
    path: '/goods/priceAdjustment/save.do',
    encoding: 'json',
    access: 'session+site',
    resource: P.adjustment,
  },
  adjustmentSubmit: {
    method: 'POST',
    path: '/goods/priceAdjustment/submit.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.adjustment,
  },
  adjustmentCancel: {
    method: 'POST',
    path: '/goods/priceAdjustment/cancel.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.adjustment,
  },

  // ---- main/sub goods
  mainSubQueryList: {
    method: 'GET',
    path: '/goods/mainsub/queryList.do',
    access: 'session',
    resource: P.mainSub,
  },
  mainSubGet: { method: 'GET', path: '/goods/mainsub/get.do', access: 'session', resource: P.mainSub },
  mainSubSave: {
    method: 'POST',
    path: '/goods/mainsub/save.do',
    encoding: 'json',
    access: 'session+site',
    resource: P.mainSub,
  },
  mainSubDelete: {
    method: 'POST',
    path: '/goods/mainsub/delete.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.mainSub,
  },
} as const satisfies Record<string, CallInfo>;
