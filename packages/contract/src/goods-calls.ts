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
  goodsQueryList: {
    method: 'GET',
    path: '/goods/queryList',
    access: 'session',
    resource: SKU_READERS,
    action: 'view',
  },
  goodsQueryStoreList: {
    method: 'GET',
    path: '/goods/queryStoreList',
    access: 'session',
    resource: SKU_READERS,
    action: 'view',
  },
  goodsGetSku: {
    method: 'GET',
    path: '/goods/getSku',
    access: 'session',
    resource: SKU_READERS,
    action: 'view',
  },
  goodsQuerySkuByBarCode: {
    method: 'GET',
    path: '/goods/querySkuByBarCode',
    access: 'session',
    resource: SKU_EDITORS,
    action: 'view',
  },
  goodsGetCommodityBase: {
    method: 'GET',
    path: '/goods/getCommodityBase',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },
  goodsGetSysParams: {
    method: 'GET',
    path: '/goods/getSysParams',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },
  goodsDelSku: {
    method: 'GET',
    path: '/goods/delSku',
    access: 'session+site',
    resource: SKU_EDITORS,
    action: 'delete',
  },
  goodsDelBatchSku: {
    method: 'GET',
    path: '/goods/delBatchSku',
    access: 'session+site',
    resource: SKU_EDITORS,
    action: 'delete',
  },
  goodsBatchExport: {
    method: 'GET',
    path: '/goods/batchExport',
    access: 'session',
    resource: SKU_READERS,
    action: 'export',
  },
  goodsLoadRate: {
    method: 'GET',
    path: '/goods/loadRate',
    access: 'session',
    resource: SKU_READERS,
    action: 'view',
  },
  goodsSaveSku: {
    method: 'POST',
    path: '/goods/saveSku',
    encoding: 'json',
    access: 'session+site',
    resource: SKU_EDITORS,
    action: 'save',
  },
  goodsBatchUpdateSaleMode: {
    method: 'POST',
    path: '/goods/batchUpdateSaleMode',
    encoding: 'form',
    access: 'session+site',
    resource: SKU_EDITORS,
    action: 'edit',
  },
  goodsBatchChangePrice: {
    method: 'POST',
    path: '/goods/batchChangePrice.do',
    encoding: 'form',
    access: 'session+site',
    resource: SKU_EDITORS,
    action: 'changePrice',
  },
  goodsBatchChangeNav: {
    method: 'POST',
    path: '/goods/batchChangeNav.do',
    encoding: 'form',
    access: 'session+site',
    resource: SKU_EDITORS,
    action: 'edit',
  },
  goodsInitSku: {
    method: 'GET',
    path: '/goods/initSku.do',
    access: 'session',
    resource: SKU_EDITORS,
    action: ['create', 'edit'],
  },
  goodsGetConfSetting: {
    method: 'GET',
    path: '/goods/getConfSetting.do',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },
  goodsBatchRestore: {
    method: 'POST',
    path: '/goods/batchRestore.do',
    encoding: 'json',
    access: 'session+site',
    resource: SKU_EDITORS,
    action: 'edit',
  },
  goodsQueryAreaInfo: {
    method: 'GET',
    path: '/goods/queryAreaInfo.do',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },
  goodsSyncCommodityLib: {
    method: 'GET',
    path: '/goods/syncCommodityLib.do',
    access: 'session',
    resource: SKU_EDITORS,
    action: ['create', 'edit'],
  },
  goodsQueryPriceHistory: {
    method: 'GET',
    path: '/goods/queryPriceHistory.do',
    access: 'session',
    resource: SKU_READERS,
    action: 'view',
  },
  goodsQuerySupplierList: {
    method: 'GET',
    path: '/goods/querySupplierList.do',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },
  brandQueryBrandList: {
    method: 'GET',
    path: '/brand/queryBrandList',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },
  pubNavList: {
    method: 'GET',
    path: '/pubNav/getShopNavigationInfoList',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },

  // ---- categories (a tree of three levels)
  categoryTree: {
    method: 'GET',
    path: '/goods/category/queryTree.do',
    access: 'session',
    resource: CATALOGUE_READERS,
    action: 'view',
  },
  categorySave: {
    method: 'POST',
    path: '/goods/category/save.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.category,
    action: 'save',
  },
  categoryMove: {
    method: 'POST',
    path: '/goods/category/move.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.category,
    action: 'edit',
  },
  categoryDelete: {
    method: 'POST',
    path: '/goods/category/delete.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.category,
    action: 'delete',
  },

  // ---- brands and brand categories
  brandSave: {
    method: 'POST',
    path: '/brand/saveBrand.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brand,
    action: 'save',
  },
  brandDelete: {
    method: 'POST',
    path: '/brand/delBrand.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brand,
    action: 'delete',
  },
  brandCategoryList: {
    method: 'GET',
    path: '/brand/queryBrandCategoryList',
    access: 'session',
    resource: [P.brand, P.brandCategory],
    action: 'view',
  },
  brandCategorySave: {
    method: 'POST',
    path: '/brand/saveBrandCategory.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brandCategory,
    action: 'save',
  },
  brandCategoryDelete: {
    method: 'POST',
    path: '/brand/delBrandCategory.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.brandCategory,
    action: 'delete',
  },

  // ---- stored files (SKU pictures, brand logos, employees' head pictures): multipart upload,
  // read back by key
  fileUpload: {
    method: 'POST',
    path: '/file/upload.do',
    encoding: 'form',
    access: 'session+site',
    resource: [...SKU_EDITORS, P.brand, EMPLOYEE_PAGE],
    action: ['create', 'edit'],
    // A stored file is business data only once a save refers to it, and that save is recorded.
    audit: false,
  },
  fileGet: {
    method: 'GET',
    path: '/file/get.do',
    access: 'session',
    resource: [...CATALOGUE_READERS, EMPLOYEE_PAGE],
    action: 'view',
  },

  // ---- price adjustment orders
  adjustmentQueryList: {
    method: 'GET',
    path: '/goods/priceAdjustment/queryList.do',
    access: 'session',
    resource: P.adjustment,
    action: 'view',
  },
  adjustmentGet: {
    method: 'GET',
    path: '/goods/priceAdjustment/get.do',
    access: 'session',
    resource: P.adjustment,
    action: 'view',
  },
  adjustmentSave: {
    method: 'POST',
    path: '/goods/priceAdjustment/save.do',
    encoding: 'json',
    access: 'session+site',
    resource: P.adjustment,
    action: 'save',
  },
  adjustmentSubmit: {
    method: 'POST',
    path: '/goods/priceAdjustment/submit.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.adjustment,
    action: 'edit',
  },
  adjustmentCancel: {
    method: 'POST',
    path: '/goods/priceAdjustment/cancel.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.adjustment,
    action: 'edit',
  },

  // ---- main/sub goods
  mainSubQueryList: {
    method: 'GET',
    path: '/goods/mainsub/queryList.do',
    access: 'session',
    resource: P.mainSub,
    action: 'view',
  },
  mainSubGet: {
    method: 'GET',
    path: '/goods/mainsub/get.do',
    access: 'session',
    resource: P.mainSub,
    action: 'view',
  },
  mainSubSave: {
    method: 'POST',
    path: '/goods/mainsub/save.do',
    encoding: 'json',
    access: 'session+site',
    resource: P.mainSub,
    action: 'save',
  },
  mainSubDelete: {
    method: 'POST',
    path: '/goods/mainsub/delete.do',
    encoding: 'form',
    access: 'session+site',
    resource: P.mainSub,
    action: 'delete',
  },
} as const satisfies Record<string, CallInfo>;
