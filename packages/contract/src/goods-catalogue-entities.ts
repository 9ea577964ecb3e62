import { Type, type Static, type TSchema } from 'typebox';

/**
 * Entities of the catalogue calls (categories, brands, brand categories, store navigation, stored
 * files, price adjustments, main/sub goods, price history). Ids travel as digit strings and money
 * as decimal strings with at most two places ('12.50').
 */

/** A record id on the wire: a positive integer as a digit string. */
export const CatalogueId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
/** An optional id: '' means none (forms post empty fields). */
export const OptionalCatalogueId = Type.String({ pattern: '^([1-9][0-9]{0,9})?$' });
/** PriceInput: at most 10 integer digits and 2 decimals, never negative. */
export const PriceInput = Type.String({ pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,2})?$' });
/** A page number / size in a query (coerced from text). */
export const CataloguePageNo = Type.Integer({ minimum: 1, maximum: 100000, default: 1 });
export const CataloguePageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });

/** A page of a list. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer() });

// ---- categories: a tree of at most three levels
const categoryFields = {
  categoryId: Type.String(),
  name: Type.String(),
  code: Type.String(),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  /** '' for a root category. */
  parentId: Type.String(),
  sortOrder: Type.Integer(),
  /** SKUs (not deleted) filed directly under this category. */
  skuCount: Type.Integer(),
};
const CategoryLeaf = Type.Object({ ...categoryFields, children: Type.Array(Type.Never()) });
const CategoryLevel2 = Type.Object({ ...categoryFields, children: Type.Array(CategoryLeaf) });
/** A root category with its children and grandchildren. */
export const CategoryNode = Type.Object({ ...categoryFields, children: Type.Array(CategoryLevel2) });
export type CategoryNode = Static<typeof CategoryNode>;
/** Any node of the tree (children empty on the third level). */
export interface CategoryTreeNode {
  categoryId: string;
  name: string;
  code: string;
  level: number;
  parentId: string;
  sortOrder: number;
  skuCount: number;
  children: CategoryTreeNode[];
}

// ---- store navigation (pubNav)
const navFields = { navId: Type.String(), name: Type.String() };
const NavLeaf = Type.Object({ ...navFields, children: Type.Array(Type.Never()) });
const NavLevel2 = Type.Object({ ...navFields, children: Type.Array(NavLeaf) });
/** A navigation shelf with up to two levels below it. */
export const NavNode = Type.Object({ ...navFields, children: Type.Array(NavLevel2) });
export type NavNode = Static<typeof NavNode>;

// ---- brands and brand categories
export const Brand = Type.Object({
  brandId: Type.String(),
  brandName: Type.String(),
  englishName: Type.String(),
  /** '' when the brand has no brand category. */
  brandCategoryId: Type.String(),
  brandCategoryName: Type.String(),
  /** Storage key of the logo ('' when none). */
  logoKey: Type.String(),
  /** Where the shell reads the logo (file/get.do?key=...), '' when none. */
  logoUrl: Type.String(),
  /** 1 in use, 0 disabled. */
  status: Type.Integer(),
  skuCount: Type.Integer(),
});
export type Brand = Static<typeof Brand>;

export const BrandCategory = Type.Object({
  brandCategoryId: Type.String(),
  name: Type.String(),
  sortOrder: Type.Integer(),
  brandCount: Type.Integer(),
});
export type BrandCategory = Static<typeof BrandCategory>;

// ---- stored files
export const FilePurpose = Type.Union([Type.Literal('sku'), Type.Literal('brand'), Type.Literal('head')]);
export type FilePurpose = Static<typeof FilePurpose>;
export const StoredFile = Type.Object({
  key: Type.String(),
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});
export type StoredFile = Static<typeof StoredFile>;

// ---- price adjustments
export const AdjustmentStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('pending'),
  Type.Literal('effective'),
  Type.Literal('cancelled'),
]);
export type AdjustmentStatus = Static<typeof AdjustmentStatus>;

/** A row of the adjustment list. */
export const AdjustmentSummary = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  status: AdjustmentStatus,
  allStores: Type.Boolean(),
  storeCount: Type.Integer(),
  itemCount: Type.Integer(),
  /** ISO time. */
  effectiveAt: Type.String(),
  /** ISO time, '' until applied. */
  appliedAt: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  remark: Type.String(),
});
export type AdjustmentSummary = Static<typeof AdjustmentSummary>;

export const AdjustmentItem = Type.Object({
  skuId: Type.String(),
  skuName: Type.String(),
  barCode: Type.String(),
  /** The SKU's reference price now (before the order takes effect) or when it took effect. */
  oldPrice: Type.String(),
  newPrice: Type.String(),
});
export type AdjustmentItem = Static<typeof AdjustmentItem>;

export const AdjustmentStore = Type.Object({
  storeId: Type.String(),
  storeCode: Type.String(),
  storeName: Type.String(),
});
export type AdjustmentStore = Static<typeof AdjustmentStore>;

export const Adjustment = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  status: AdjustmentStatus,
  allStores: Type.Boolean(),
  stores: Type.Array(AdjustmentStore),
  items: Type.Array(AdjustmentItem),
  effectiveAt: Type.String(),
  appliedAt: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  remark: Type.String(),
  version: Type.Integer(),
});
export type Adjustment = Static<typeof Adjustment>;

/** A price change of a SKU (reference price or one store's price). */
export const PriceChange = Type.Object({
  /** '' when there was no price before. */
  oldPrice: Type.String(),
  newPrice: Type.String(),
  /** 'edit' | 'batch' | 'adjustment'. */
  source: Type.String(),
  /** The adjustment order's number, '' for other sources. */
  orderNo: Type.String(),
  /** '' for the reference price (all stores). */
  storeName: Type.String(),
  changedAt: Type.String(),
  changedBy: Type.String(),
});
export type PriceChange = Static<typeof PriceChange>;

// ---- main/sub goods
export const MainSubSku = Type.Object({
  skuId: Type.String(),
  skuName: Type.String(),
  barCode: Type.String(),
  meaUnit: Type.String(),
});
export const MainSubItem = Type.Object({
  ...MainSubSku.properties,
  /** How many sub units one main unit holds ('12', '0.5'). */
  ratio: Type.String(),
});
export type MainSubItem = Static<typeof MainSubItem>;

/** A main SKU and its subs. */
export const MainSub = Type.Object({
  mainSkuId: Type.String(),
  mainSkuName: Type.String(),
  mainBarCode: Type.String(),
  mainMeaUnit: Type.String(),
  subs: Type.Array(MainSubItem),
});
export type MainSub = Static<typeof MainSub>;
