import { Type, type Static } from 'typebox';

// Entities of the SKU calls (spec §3 "SKU draft" and "Pack rate", §7 Goods). On the wire ids are
// strings of digits ('123', '' for none) and money is a string with at most 2 decimals ('12.50').

/** An id on the wire: a string of digits. */
export const WireId = Type.String({ pattern: '^[0-9]{1,15}$' });
/** An optional id: a string of digits, or '' for none. */
export const OptionalId = Type.String({ pattern: '^[0-9]{0,15}$' });
/**
 * Money as typed in a form: digits with at most 2 decimals. A leading '-' passes the schema so
 * that the rule "prices ≥ 0" answers on the field (fieldErrors) instead of a generic refusal.
 */
export const MoneyInput = Type.String({ pattern: '^-?[0-9]{1,10}(\\.[0-9]{1,2})?$' });
/** Money as the server answers it: '12.50'. */
export const Money = Type.String();
/** A money input that may be left empty (min and max price). */
export const OptionalMoneyInput = Type.String({ pattern: '^(-?[0-9]{1,10}(\\.[0-9]{1,2})?)?$' });
/** '0' or '1'. */
export const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
/** Comma-separated ids ('1,2,3'), at most 10,000 of them (batch calls). */
export const IdList = Type.String({
  minLength: 1,
  maxLength: 170_000,
  pattern: '^[0-9]{1,15}(,[0-9]{1,15})*$',
});
const Text = (max: number) => Type.String({ maxLength: max });
/** A date 'YYYY-MM-DD', or ''. */
const OptionalDate = Type.String({ pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' });

/** DATA-18: a pack of `quantity` units with a barcode of its own. */
export const PackRate = Type.Object({
  quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  unit: Type.String({ minLength: 1, maxLength: 20 }),
  barCode: Type.String({ maxLength: 32 }),
});
export type PackRate = Static<typeof PackRate>;

/** A property of a SKU (propertys): name and value. */
export const SkuProperty = Type.Object({ name: Text(50), value: Text(200) });
export type SkuProperty = Static<typeof SkuProperty>;

/** A store that sells the SKU (storeList). */
export const SkuStore = Type.Object({ storeId: WireId, storeCode: Text(64), storeName: Text(200) });
export type SkuStore = Static<typeof SkuStore>;

/** A part of a combined good (subSkus). */
export const SubSku = Type.Object({
  skuId: WireId,
  skuName: Text(200),
  barCode: Text(32),
  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
export type SubSku = Static<typeof SubSku>;

/**
 * The SKU draft (spec §3, DATA-10..16): the goods form's state, what getSku and initSku.do answer
 * and what saveSku takes. `version` is the optimistic lock (0 for a new SKU).
 */
/**
 * The SKU draft (spec §3, DATA-10..16): the goods form's state, what getSku and initSku.do answer
 * and what saveSku takes. `version` is the optimistic lock (0 for a new SKU). Built from one schema
 * per field group; the TypeScript type is the intersection of the groups' types (one object of 80
 * fields is too deep for the compiler's inference through the call table).
 */
// DATA-10 identity
const SkuIdentity = Type.Object({
  edit: Type.Boolean(),
  comb: Flag,
  erpCode: Text(64),
  /** '' for a SKU not saved yet. */
  skuId: OptionalId,
  skuName: Text(200),
  barCode: Text(64),
  goodsNo: Text(64),
  shortName: Text(100),
  promTitle: Text(200),
});
// DATA-11 classification
const SkuClassification = Type.Object({
  categoryId: OptionalId,
  categoryName: Text(200),
  brandId: OptionalId,
  brandName: Text(200),
  supplierId: OptionalId,
  supplierName: Text(200),
  isCategoryCode: Text(64),
});
// DATA-12 prices and tax
const SkuPrices = Type.Object({
  /** '' until entered: saveSku refuses it empty with a field error (checkDraft), not a bad shape. */
  skuReferPrice: OptionalMoneyInput,
  skuPurchPrice: OptionalMoneyInput,
  minPrice: OptionalMoneyInput,
  maxPrice: OptionalMoneyInput,
  /** A rate offered by getSysParams ('13'), or ''. */
  inputTaxRate: Text(8),
  outputTaxRate: Text(8),
});
// DATA-13 sale settings
const SkuSale = Type.Object({
  isStoreSetSale: Flag,
  /** 1 on sale, 0 off sale. */
  saleState: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isDelivery: Flag,
  /** '1' by piece, '2' by weight. */
  saleMode: Type.Union([Type.Literal('1'), Type.Literal('2')]),
  sendFlag: Flag,
  sendSupplierId: OptionalId,
  sendSupplierName: Text(200),
  userCouponFlag: Flag,
});
// DATA-14 attributes
const SkuAttributes = Type.Object({
  specModel: Text(100),
  /** Area code (GB/T 2260) from queryAreaInfo.do, or ''. */
  origin: Text(12),
  suitAge: Text(20),
  subSuitAge: Type.Array(Text(20), { maxItems: 20 }),
  babyDateStart: OptionalDate,
  babyDateEnd: OptionalDate,
  suitSex: Text(20),
  /** Shelf life in days, or ''. */
  selfLife: Type.String({ pattern: '^[0-9]{0,6}$' }),
  skuDurability: Text(50),
  yearS: Text(20),
  canSaleDays: Type.String({ pattern: '^[0-9]{0,6}$' }),
  meaUnit: Type.String({ minLength: 1, maxLength: 20 }),
  /** Kilograms, or ''. */
  grossWeight: Type.String({ pattern: '^([0-9]{1,8}(\\.[0-9]{1,3})?)?$' }),
});
// DATA-15 lists and structures
const SkuStructures = Type.Object({
  packRates: Type.Array(PackRate, { maxItems: 20 }),
  propertys: Type.Array(SkuProperty, { maxItems: 50 }),
  customPropertys: Type.Record(Type.String({ maxLength: 50 }), Text(200)),
  searchNavIds: Type.Array(WireId, { maxItems: 100 }),
  floors: Type.Array(Text(64), { maxItems: 50 }),
  storeList: Type.Array(SkuStore, { maxItems: 2000 }),
  /** The ids of the category's path, root first (filled by getSku). */
  categorys: Type.Array(WireId, { maxItems: 3 }),
  subSkus: Type.Array(SubSku, { maxItems: 50 }),
  /** File keys of the pictures (the first is the main picture). */
  picList: Type.Array(Text(200), { maxItems: 9 }),
});
// DATA-16 content and images
const SkuContent = Type.Object({
  detailImg1: Text(200),
  detailImg2: Text(200),
  detailImg3: Text(200),
  detailImg4: Text(200),
  detailImg5: Text(200),
  detailImg6: Text(200),
  detailImg7: Text(200),
  detailImg8: Text(200),
  /** Rich text (HTML), sanitised by the server. */
  content: Text(40_000),
  htmlSX: Text(40_000),
  refunded: Flag,
  searchPowner: Text(50),
  searchMask: Text(50),
  remark: Text(500),
  currentStep: Type.Integer({ minimum: 0, maximum: 20 }),
  barPrefixType: Type.Integer({ minimum: 0, maximum: 9 }),
  /** Optimistic lock: the version read (0 for a new SKU). */
  version: Type.Integer({ minimum: 0 }),
});

const SkuDraftSchema = Type.Object({
  ...SkuIdentity.properties,
  ...SkuClassification.properties,
  ...SkuPrices.properties,
  ...SkuSale.properties,
  ...SkuAttributes.properties,
  ...SkuStructures.properties,
  ...SkuContent.properties,
});
export type SkuDraft = Static<typeof SkuIdentity> &
  Static<typeof SkuClassification> &
  Static<typeof SkuPrices> &
  Static<typeof SkuSale> &
  Static<typeof SkuAttributes> &
  Static<typeof SkuStructures> &
  Static<typeof SkuContent>;
export const SkuDraft = Type.Unsafe<SkuDraft>(SkuDraftSchema);

/**
 * What saveSku takes: the draft, and the user's word that a barcode whose GTIN check digit is
 * wrong is meant (an in-house code); without it such a barcode is refused naming the right digit.
 */
export type SkuSave = SkuDraft & { barCodeCheckOverride?: boolean };
export const SkuSave = Type.Unsafe<SkuSave>(
  Type.Object({ ...SkuDraftSchema.properties, barCodeCheckOverride: Type.Optional(Type.Boolean()) }),
);

export const SKU_SORT_FIELDS = ['skuName', 'skuReferPrice', 'updatedAt', 'goodsNo'] as const;
export const SKU_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The filters of goods/queryList and goods/batchExport. */
export const skuFilterFields = {
  /** Name contains. */
  skuName: Type.Optional(Text(100)),
  /** Barcode contains. */
  barCode: Type.Optional(Text(64)),
  /** Goods no. contains. */
  goodsNo: Type.Optional(Text(64)),
  /** The category and its descendants. */
  categoryId: Type.Optional(OptionalId),
  brandId: Type.Optional(OptionalId),
  saleState: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])),
  saleMode: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('1'), Type.Literal('2')])),
  storeId: Type.Optional(OptionalId),
  /** '0' single goods, '1' combined goods; all when absent. */
  comb: Type.Optional(Type.Union([Type.Literal(''), Flag])),
  /** '0' the list (default), '1' the recycle bin. */
  deleted: Type.Optional(Flag),
  sortField: Type.Optional(
    Type.Union([
      Type.Literal('skuName'),
      Type.Literal('skuReferPrice'),
      Type.Literal('updatedAt'),
      Type.Literal('goodsNo'),
    ]),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

export const SkuListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(
    Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50), Type.Literal(100)]),
  ),
  ...skuFilterFields,
  /**
   * '0': the caller already has the total for these filters (it is turning pages): the rows
   * only, with total -1. Counting every SKU a filter selects is most of a broad page's cost.
   */
  withTotal: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
export type SkuListQuery = Static<typeof SkuListQuery>;

export const SkuExportQuery = Type.Object({
  ...skuFilterFields,
  /** Export these SKUs only (comma-separated ids); the filters otherwise. */
  skuIds: Type.Optional(IdList),
});
export type SkuExportQuery = Static<typeof SkuExportQuery>;

/** A goods list row lists this many of the stores whose price differs; the count says how many in all. */
export const STORE_PRICES_LISTED = 10;

/** A store's own price of a SKU (sku_stores.store_price), where it differs from the retail price. */
export const SkuStorePrice = Type.Object({
  storeId: Type.String(),
  storeName: Type.String(),
  price: Money,
});
export type SkuStorePrice = Static<typeof SkuStorePrice>;

/** A row of the goods list. */
export const SkuListRow = Type.Object({
  skuId: Type.String(),
  skuName: Type.String(),
  barCode: Type.String(),
  goodsNo: Type.String(),
  categoryName: Type.String(),
  brandName: Type.String(),
  skuReferPrice: Money,
  /** '' when not set. */
  minPrice: Type.String(),
  maxPrice: Type.String(),
  saleState: Type.Integer(),
  saleMode: Type.String(),
  meaUnit: Type.String(),
  comb: Type.String(),
  storeCount: Type.Integer(),
  /** How many stores of the user's scope sell it at a price of their own, not its retail price. */
  storePriceCount: Type.Integer(),
  /** The first of those stores (by name, at most STORE_PRICES_LISTED) and their prices. */
  storePrices: Type.Array(SkuStorePrice),
  /** File key of the first picture, or ''. */
  picKey: Type.String(),
  /** ISO 8601. */
  updatedAt: Type.String(),
  version: Type.Integer(),
  /** ISO 8601 when in the recycle bin, else ''. */
  deletedAt: Type.String(),
});
export type SkuListRow = Static<typeof SkuListRow>;

/** A page of the goods list; total -1 when the query asked for no count (withTotal '0'). */
export const SkuListResult = Type.Object({
  list: Type.Array(SkuListRow),
  total: Type.Integer({ minimum: -1 }),
});
export type SkuListResult = Static<typeof SkuListResult>;

/** An entry of the platform's commodity library (what a known barcode fills in the form). */
export const CommodityLibItem = Type.Object({
  barCode: Type.String(),
  skuName: Type.String(),
  brandName: Type.String(),
  categoryName: Type.String(),
  specModel: Type.String(),
  meaUnit: Type.String(),
  origin: Type.String(),
  /** '' when the library has no price. */
  skuReferPrice: Type.String(),
  /** Shelf life in days, '' when unknown. */
  selfLife: Type.String(),
});
export type CommodityLibItem = Static<typeof CommodityLibItem>;

export const BarCodeLookup = Type.Object({
  /** The SKU of the tenant that already has the barcode (itself or as a pack-rate barcode). */
  usedBy: Type.Union([Type.Object({ skuId: Type.String(), skuName: Type.String() }), Type.Null()]),
  library: Type.Union([CommodityLibItem, Type.Null()]),
});
export type BarCodeLookup = Static<typeof BarCodeLookup>;

/** The draft fields the commodity library fills (syncCommodityLib.do). */
export const SkuLibraryFill = Type.Object({
  barCode: Type.String(),
  skuName: Type.String(),
  specModel: Type.String(),
  meaUnit: Type.String(),
  origin: Type.String(),
  skuReferPrice: Type.String(),
  selfLife: Type.String(),
  /** The tenant's brand of that name, when it has one ('' otherwise). */
  brandId: Type.String(),
  brandName: Type.String(),
  /** The tenant's category of that name, when it has one ('' otherwise). */
  categoryId: Type.String(),
  categoryName: Type.String(),
});
export type SkuLibraryFill = Static<typeof SkuLibraryFill>;

/** A code and its label in the caller's language. */
export const CodeLabel = Type.Object({ code: Type.String(), label: Type.String() });
export type CodeLabel = Static<typeof CodeLabel>;

export const CommodityBase = Type.Object({
  units: Type.Array(CodeLabel),
  saleModes: Type.Array(CodeLabel),
  saleStates: Type.Array(CodeLabel),
  suitAges: Type.Array(CodeLabel),
  suitSexes: Type.Array(CodeLabel),
  yearSeasons: Type.Array(CodeLabel),
  barPrefixTypes: Type.Array(CodeLabel),
});
export type CommodityBase = Static<typeof CommodityBase>;

export const SysParams = Type.Object({
  /** Tax rates offered, in percent ('13'). */
  taxRates: Type.Array(Type.String()),
  /** Decimals of prices (2). */
  priceDecimals: Type.Integer(),
});
export type SysParams = Static<typeof SysParams>;

export const GoodsConfSetting = Type.Object({
  barCodeRequired: Type.Boolean(),
  goodsNoAuto: Type.Boolean(),
  maxPictures: Type.Integer(),
  /** Bytes. */
  maxPictureSize: Type.Integer(),
  maxPackRates: Type.Integer(),
  maxSubSkus: Type.Integer(),
});
export type GoodsConfSetting = Static<typeof GoodsConfSetting>;

/** An area of GB/T 2260 (province, city or district). */
export const AreaInfo = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** 1 province, 2 city, 3 district. */
  level: Type.Integer(),
  hasChildren: Type.Boolean(),
});
export type AreaInfo = Static<typeof AreaInfo>;

export const SupplierItem = Type.Object({
  supplierId: Type.String(),
  code: Type.String(),
  name: Type.String(),
});
export type SupplierItem = Static<typeof SupplierItem>;

export const StoreItem = Type.Object({
  storeId: Type.String(),
  storeCode: Type.String(),
  storeName: Type.String(),
});
export type StoreItem = Static<typeof StoreItem>;

/** Answer of batch changes. */
export const BatchUpdated = Type.Object({ updated: Type.Integer() });
export type BatchUpdated = Static<typeof BatchUpdated>;
