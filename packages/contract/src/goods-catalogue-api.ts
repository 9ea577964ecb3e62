import { Type } from 'typebox';
import { call } from './call-spec';
import { goodsCalls as calls } from './goods-calls';
import {
  Adjustment,
  AdjustmentStatus,
  AdjustmentSummary,
  Brand,
  BrandCategory,
  CatalogueId,
  CategoryNode,
  FilePurpose,
  MainSub,
  PriceInput,
  NavNode,
  OptionalCatalogueId,
  CataloguePageNo,
  PageOf,
  CataloguePageSize,
  PriceChange,
  StoredFile,
} from './goods-catalogue-entities';

const Name = (max = 64) => Type.String({ minLength: 1, maxLength: max });
const Text = (max: number) => Type.String({ maxLength: max });
/** A category or brand code: letters, digits, '-', '_' and '.'. */
const Code = Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_.-]+$' });
/** A form flag / small integer posted as text. */
const Digits = Type.String({ pattern: '^[0-9]{1,6}$' });

/** Largest adjustment order (SKU rows). */
export const ADJUSTMENT_MAX_ITEMS = 10_000;
/** Largest upload by purpose, in bytes. */
export const UPLOAD_MAX_BYTES = {
  brand: 2 * 1024 * 1024,
  sku: 5 * 1024 * 1024,
  head: 2 * 1024 * 1024,
} as const;

/**
 * Schemas of the catalogue calls of goods-calls.ts (categories, brands, brand categories, store
 * navigation, files, price adjustments, main/sub goods, price history).
 */
export const catalogueApi = {
  // ---- brands (also read by the goods form)
  brandQueryBrandList: call({
    ...calls.brandQueryBrandList,
    query: Type.Object({
      /** Name (or English name) contains. */
      name: Type.Optional(Text(64)),
      brandCategoryId: Type.Optional(OptionalCatalogueId),
      status: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])),
      pageNo: Type.Optional(CataloguePageNo),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 20 })),
    }),
    result: PageOf(Brand),
    summary: 'Brands of the tenant, by name; one page with the total.',
  }),
  brandSave: call({
    ...calls.brandSave,
    body: Type.Object({
      /** Empty or absent: a new brand. */
      brandId: Type.Optional(OptionalCatalogueId),
      brandName: Name(64),
      englishName: Type.Optional(Text(64)),
      brandCategoryId: Type.Optional(OptionalCatalogueId),
      /** A key answered by file/upload.do (purpose brand), '' for none. */
      logoKey: Type.Optional(Text(200)),
      status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
      sortOrder: Type.Optional(Digits),
    }),
    result: Brand,
    summary: 'Create or edit a brand. Names are unique in the tenant (4091); the logo is a stored file key.',
  }),
  brandDelete: call({
    ...calls.brandDelete,
    body: Type.Object({ brandId: CatalogueId }),
    result: Type.Boolean(),
    summary: 'Delete a brand; refused with 4092 while SKUs use it.',
  }),
  brandCategoryList: call({
    ...calls.brandCategoryList,
    query: Type.Object({ name: Type.Optional(Text(64)) }),
    result: Type.Array(BrandCategory),
    summary: 'Brand categories of the tenant, in order, with their brand counts.',
  }),
  brandCategorySave: call({
    ...calls.brandCategorySave,
    body: Type.Object({
      brandCategoryId: Type.Optional(OptionalCatalogueId),
      name: Name(64),
      sortOrder: Type.Optional(Digits),
    }),
    result: BrandCategory,
    summary: 'Create or rename a brand category; names are unique in the tenant (4091).',
  }),
  brandCategoryDelete: call({
    ...calls.brandCategoryDelete,
    body: Type.Object({ brandCategoryId: CatalogueId }),
    result: Type.Boolean(),
    summary: 'Delete a brand category; refused with 4092 while brands use it.',
  }),

  // ---- store navigation
  pubNavList: call({
    ...calls.pubNavList,
    result: Type.Array(NavNode),
    summary: 'The store navigation tree (the shelves a SKU is listed under: searchNavIds).',
  }),

  // ---- categories
  categoryTree: call({
    ...calls.categoryTree,
    result: Type.Array(CategoryNode),
    summary: 'The whole category tree (three levels at most), ordered among siblings, with SKU counts.',
  }),
  categorySave: call({
    ...calls.categorySave,
    body: Type.Object({
      /** Set: rename/edit that category; empty or absent: a new one. */
      categoryId: Type.Optional(OptionalCatalogueId),
      /** For a new category: its parent ('' or absent = a root category). */
      parentId: Type.Optional(OptionalCatalogueId),
      name: Name(64),
      code: Code,
    }),
    result: Type.Object({ categoryId: Type.String() }),
    summary:
      'Create a category under parentId (at most three levels) or rename/recode categoryId. ' +
      'Names are unique among siblings and codes in the tenant (4091).',
  }),
  categoryMove: call({
    ...calls.categoryMove,
    body: Type.Object({
      categoryId: CatalogueId,
      /** The new parent; '' = a root category. */
      parentId: OptionalCatalogueId,
      /** Position among the new siblings (0 = first); beyond the end = last. */
      index: Digits,
    }),
    result: Type.Boolean(),
    summary:
      'Move a category (with its subtree) under another parent and/or reorder it among siblings. ' +
      'Refused (4220) when the subtree would go deeper than three levels or into itself.',
  }),
  categoryDelete: call({
    ...calls.categoryDelete,
    body: Type.Object({ categoryId: CatalogueId }),
    result: Type.Boolean(),
    summary: 'Delete a category; refused with 4092 while goods or child categories use it.',
  }),

  // ---- files
  fileUpload: call({
    ...calls.fileUpload,
    query: Type.Object({
      /**
       * 'brand': a logo (2 MB at most); 'sku': a SKU picture (5 MB at most); 'head': an employee's head
       * picture (2 MB at most). In the query, or as a
       * multipart field `purpose` placed before `file`.
       */
      purpose: Type.Optional(FilePurpose),
    }),
    result: StoredFile,
    summary:
      'Upload one image (multipart/form-data, field `file`; purpose sku, brand or head in the query or a field before it): ' +
      'JPEG, PNG, WebP or GIF, recognised by its ' +
      'content. Too large: 4013; another kind of file: 4015. Answers the key to store and the url to show.',
  }),
  fileGet: call({
    ...calls.fileGet,
    query: Type.Object({ key: Type.String({ minLength: 1, maxLength: 200, pattern: '^[0-9A-Za-z/_.-]+$' }) }),
    result: Type.String(),
    summary:
      "A stored file's bytes, with its content type and a long cache; only to sessions of the tenant that owns it (404 otherwise).",
  }),

  // ---- price adjustment orders
  adjustmentQueryList: call({
    ...calls.adjustmentQueryList,
    query: Type.Object({
      status: Type.Optional(Type.Union([Type.Literal(''), AdjustmentStatus])),
      /** Order number contains. */
      orderNo: Type.Optional(Text(32)),
      pageNo: Type.Optional(CataloguePageNo),
      pageSize: Type.Optional(CataloguePageSize),
    }),
    result: PageOf(AdjustmentSummary),
    summary: 'Price adjustment orders, newest first; one page with the total.',
  }),
  adjustmentGet: call({
    ...calls.adjustmentGet,
    query: Type.Object({ id: CatalogueId }),
    result: Adjustment,
    summary: 'One price adjustment order with its SKUs and stores.',
  }),
  adjustmentSave: call({
    ...calls.adjustmentSave,
    body: Type.Object({
      /** Absent or '': a new draft. */
      id: Type.Optional(OptionalCatalogueId),
      /** The version edited (required when id is set): an older one is refused with 4009. */
      version: Type.Optional(Type.Integer({ minimum: 1 })),
      /** ISO 8601 time with a zone; it must be in the future when the order is submitted. */
      effectiveAt: Type.String({ minLength: 10, maxLength: 40, format: 'date-time' }),
      allStores: Type.Boolean(),
      /** The chosen stores when allStores is false (at least one). */
      storeIds: Type.Array(CatalogueId, { maxItems: 1000 }),
      remark: Type.Optional(Text(500)),
      items: Type.Array(Type.Object({ skuId: CatalogueId, newPrice: PriceInput }), {
        minItems: 1,
        maxItems: ADJUSTMENT_MAX_ITEMS,
      }),
      /** True: save and submit at once (draft → pending). */
      submit: Type.Optional(Type.Boolean()),
    }),
    result: Type.Object({ id: Type.String(), orderNo: Type.String(), version: Type.Integer() }),
    summary:
      'Create or edit a draft order (only drafts can be edited). Each SKU once, new price ≥ 0; ' +
      'the SKUs and stores must be the tenant’s (4220 with fieldErrors otherwise).',
  }),
  adjustmentSubmit: call({
    ...calls.adjustmentSubmit,
    body: Type.Object({ id: CatalogueId }),
    result: Type.Object({ status: AdjustmentStatus }),
    summary:
      'Submit a draft: it becomes pending and takes effect at its effective time (refused when that time has passed).',
  }),
  adjustmentCancel: call({
    ...calls.adjustmentCancel,
    body: Type.Object({ id: CatalogueId }),
    result: Type.Object({ status: AdjustmentStatus }),
    summary: 'Cancel a draft or pending order; an effective one cannot be cancelled (4220).',
  }),
  goodsQueryPriceHistory: call({
    ...calls.goodsQueryPriceHistory,
    query: Type.Object({ skuId: CatalogueId }),
    result: Type.Array(PriceChange),
    summary: 'The price changes of a SKU, newest first (edits, batch changes, adjustment orders).',
  }),

  // ---- main/sub goods
  mainSubQueryList: call({
    ...calls.mainSubQueryList,
    query: Type.Object({
      /** Main or sub SKU name or barcode contains. */
      keyword: Type.Optional(Text(64)),
      pageNo: Type.Optional(CataloguePageNo),
      pageSize: Type.Optional(CataloguePageSize),
    }),
    result: PageOf(MainSub),
    summary: 'Main SKUs with their sub SKUs; one page with the total.',
  }),
  mainSubGet: call({
    ...calls.mainSubGet,
    query: Type.Object({ mainSkuId: CatalogueId }),
    result: MainSub,
    summary: 'A main SKU and its subs (subs empty when it has none yet).',
  }),
  mainSubSave: call({
    ...calls.mainSubSave,
    body: Type.Object({
      mainSkuId: CatalogueId,
      subs: Type.Array(
        Type.Object({
          skuId: CatalogueId,
          /** Sub units per main unit, > 0, up to 3 decimals. */
          ratio: Type.String({ pattern: '^(0|[1-9][0-9]{0,8})(\\.[0-9]{1,3})?$' }),
        }),
        { minItems: 1, maxItems: 100 },
      ),
    }),
    result: MainSub,
    summary:
      "Replace a main SKU's subs. Ratio > 0; a sub is not the main itself; both the tenant's SKUs and not deleted.",
  }),
  mainSubDelete: call({
    ...calls.mainSubDelete,
    body: Type.Object({ mainSkuId: CatalogueId }),
    result: Type.Boolean(),
    summary: 'Remove a main SKU’s sub SKUs.',
  }),
} as const;
