import { Type } from 'typebox';
import { calls } from './all-calls';
import { call } from './call-spec';
import {
  AreaInfo,
  BarCodeLookup,
  BatchUpdated,
  CommodityBase,
  Flag,
  GoodsConfSetting,
  IdList,
  OptionalId,
  PackRate,
  SkuDraft,
  SkuSave,
  SkuExportQuery,
  SkuLibraryFill,
  SkuListQuery,
  SkuListResult,
  StoreItem,
  SupplierItem,
  SysParams,
  WireId,
} from './goods-entities';
import { ExportQueued } from './batch-import-entities';

const SkuIdQuery = Type.Object({ skuId: WireId });

/**
 * Schemas of the SKU calls (the goods* calls of goods-calls.ts): query, body and result of each,
 * built with `call({ ...calls.goodsX, query, body, result, summary })` from './call-spec'.
 */
export const goodsApi = {
  goodsQueryList: call({
    ...calls.goodsQueryList,
    query: SkuListQuery,
    result: SkuListResult,
    summary:
      'One page of the SKUs (pageNo from 1, pageSize 10/20/50/100) with the filters (name, barcode, goods no. ' +
      "contain; category with its descendants; brand; sale state and mode; store; comb), deleted '1' for the " +
      "recycle bin, and the total (-1 with withTotal '0': a view turning pages keeps the total it has).",
  }),
  goodsQueryStoreList: call({
    ...calls.goodsQueryStoreList,
    query: Type.Object({ skuId: Type.Optional(OptionalId) }),
    result: Type.Array(StoreItem),
    summary: "With skuId: the stores that sell the SKU; without: the tenant's active stores.",
  }),
  goodsGetSku: call({
    ...calls.goodsGetSku,
    query: SkuIdQuery,
    result: SkuDraft,
    summary: 'One SKU as a draft (every §3 field, with its version); 4004 when the tenant has no such SKU.',
  }),
  goodsQuerySkuByBarCode: call({
    ...calls.goodsQuerySkuByBarCode,
    query: Type.Object({
      barCode: Type.String({ minLength: 1, maxLength: 64 }),
      /** The SKU being edited: its own barcodes do not count as used. */
      skuId: Type.Optional(OptionalId),
    }),
    result: BarCodeLookup,
    summary:
      'Who uses a barcode in the tenant (usedBy, as a SKU or pack-rate barcode) and the commodity library entry ' +
      'that has it (library), each null when none.',
  }),
  goodsGetCommodityBase: call({
    ...calls.goodsGetCommodityBase,
    result: CommodityBase,
    summary:
      "The form's code lists (units, sale modes and states, suit ages and sexes, year seasons), labelled in the caller's language.",
  }),
  goodsGetSysParams: call({
    ...calls.goodsGetSysParams,
    result: SysParams,
    summary: 'Tax rates offered and the decimals of prices.',
  }),
  goodsDelSku: call({
    ...calls.goodsDelSku,
    query: SkuIdQuery,
    result: BatchUpdated,
    summary: 'Move a SKU to the recycle bin; 4092 naming the combined good when one uses it.',
  }),
  goodsDelBatchSku: call({
    ...calls.goodsDelBatchSku,
    query: Type.Object({ skuIds: IdList }),
    result: BatchUpdated,
    summary:
      'Move SKUs (at most 10,000) to the recycle bin in one transaction; 4092 naming the combined good when one ' +
      'uses any of them (nothing deleted).',
  }),
  goodsBatchExport: call({
    ...calls.goodsBatchExport,
    query: SkuExportQuery,
    result: ExportQueued,
    summary:
      'Queues an export job of the SKUs (the chosen skuIds, or those the filters select) as an .xlsx, headers in the ' +
      "caller's language, and answers its id at once: the download centre shows its progress and its file.",
  }),
  goodsLoadRate: call({
    ...calls.goodsLoadRate,
    query: SkuIdQuery,
    result: Type.Array(PackRate),
    summary: 'The pack rates of a SKU.',
  }),
  goodsSaveSku: call({
    ...calls.goodsSaveSku,
    body: SkuSave,
    result: Type.Object({ skuId: Type.String(), version: Type.Integer() }),
    summary:
      'Create (skuId empty) or update (with the version read) a SKU from its draft, in one transaction. ' +
      '4220 with fieldErrors for refused values (a wrong EAN/UPC check digit too, unless barCodeCheckOverride), 4091 for a barcode used by another SKU, 4009 when the SKU ' +
      'changed since it was read.',
  }),
  goodsBatchUpdateSaleMode: call({
    ...calls.goodsBatchUpdateSaleMode,
    body: Type.Object({ skuIds: IdList, saleMode: Type.Union([Type.Literal('1'), Type.Literal('2')]) }),
    result: BatchUpdated,
    summary: 'Set the sale mode of SKUs (at most 10,000) in one transaction.',
  }),
  goodsBatchChangePrice: call({
    ...calls.goodsBatchChangePrice,
    body: Type.Object({
      skuIds: IdList,
      /** set: the new price; percent: +/- percent of the price; add: +/- an amount. */
      priceType: Type.Union([Type.Literal('set'), Type.Literal('percent'), Type.Literal('add')]),
      value: Type.String({ pattern: '^-?[0-9]{1,10}(\\.[0-9]{1,2})?$' }),
    }),
    result: BatchUpdated,
    summary:
      'Change the reference price of SKUs (at most 10,000) in one transaction, recorded in the price history; ' +
      'refused as a whole (4220 naming them) when a price would leave its min..max range or fall below 0.',
  }),
  goodsBatchChangeNav: call({
    ...calls.goodsBatchChangeNav,
    body: Type.Object({
      skuIds: IdList,
      /** Comma-separated store navigation ids ('' to clear with mode replace). */
      searchNavIds: Type.String({ maxLength: 2000, pattern: '^([0-9]{1,15}(,[0-9]{1,15})*)?$' }),
      mode: Type.Union([Type.Literal('replace'), Type.Literal('add')]),
    }),
    result: BatchUpdated,
    summary: 'Replace or add to the store navigation of SKUs (at most 10,000) in one transaction.',
  }),
  goodsInitSku: call({
    ...calls.goodsInitSku,
    query: Type.Object({ comb: Type.Optional(Flag) }),
    result: SkuDraft,
    summary:
      'A fresh draft with the SKU defaults (spec §9): comb as asked, saleState 1, saleMode 1, meaUnit 个...',
  }),
  goodsGetConfSetting: call({
    ...calls.goodsGetConfSetting,
    result: GoodsConfSetting,
    summary: 'Goods settings: barcode required, goods no. automatic, pictures allowed and their size.',
  }),
  goodsBatchRestore: call({
    ...calls.goodsBatchRestore,
    body: Type.Object({ skuIds: Type.Array(WireId, { minItems: 1, maxItems: 10_000 }) }),
    result: BatchUpdated,
    summary: 'Restore SKUs from the recycle bin; 4091 when a barcode was taken meanwhile (nothing restored).',
  }),
  goodsQueryAreaInfo: call({
    ...calls.goodsQueryAreaInfo,
    query: Type.Object({ parentCode: Type.Optional(Type.String({ pattern: '^([0-9]{2,12})?$' })) }),
    result: Type.Array(AreaInfo),
    summary: 'Areas of GB/T 2260: provinces without parentCode, else the children of that area.',
  }),
  goodsSyncCommodityLib: call({
    ...calls.goodsSyncCommodityLib,
    query: Type.Object({
      skuId: Type.Optional(OptionalId),
      barCode: Type.String({ minLength: 1, maxLength: 64 }),
    }),
    result: SkuLibraryFill,
    summary:
      "The commodity library's data for a barcode, shaped as draft fields to fill the form (nothing is written); " +
      '4004 when the library has no such barcode.',
  }),
  goodsQuerySupplierList: call({
    ...calls.goodsQuerySupplierList,
    result: Type.Array(SupplierItem),
    summary: "The tenant's suppliers.",
  }),
} as const;
