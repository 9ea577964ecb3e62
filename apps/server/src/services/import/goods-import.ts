import { type SkuDraft, skuDraftDefaults } from '@rcadmin/contract';
import type { skus } from '../../db/schema';
import { lockTenant } from '../../db/sql-helpers';
import { barCodesTaken, skuReferenceIds } from '../../repositories/goods';
import { insertImportedSkus } from '../../repositories/goods-write';
import { offeredLists } from '../../repositories/goods-settings';
import { BAR_CODE, COMMODITY_BASE, cents, checkDraft, detailOf } from '../../domain/goods-rules';
import { priceColumn } from './import-cells';
import type { ImportDefinition, RowProblem } from './import-types';

/**
 * The §9 defaults every row's draft starts from, made once: a row's draft is an object of the
 * row's own fields whose prototype is this one, so the other sixty-odd fields are shared, not
 * copied (a copy of this many fields is a ~4 KB dictionary a row). Its lists are frozen, as
 * nothing of an import changes them; the object itself is not, or a row could not set its own
 * fields over it.
 */
const ROW_DRAFT: Readonly<SkuDraft> = skuDraftDefaults();
for (const value of Object.values(ROW_DRAFT))
  if (typeof value === 'object' && value !== null) Object.freeze(value);

/** What the goods rows are checked against: the tenant's code lists and names, loaded once. */
export interface GoodsLookups {
  categories: Map<string, number>;
  brands: Map<string, number>;
  suppliers: Map<string, number>;
  units: string[];
  taxRates: string[];
  saleModes: Map<string, string>;
  saleStates: Map<string, number>;
}

type SkuRow = Omit<typeof skus.$inferInsert, 'tenantId'>;

/** The draft fields a column fills, for the form's rules (checkDraft), by column key. */
const DRAFT_FIELD: Record<string, string> = {
  skuName: 'skuName',
  barCode: 'barCode',
  skuReferPrice: 'skuReferPrice',
  skuPurchPrice: 'skuPurchPrice',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  inputTaxRate: 'inputTaxRate',
  outputTaxRate: 'outputTaxRate',
};
const COLUMN_OF_FIELD = Object.fromEntries(
  Object.entries(DRAFT_FIELD).map(([column, field]) => [field, column]),
);

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const LIMITS: Record<string, number> = {
  skuName: 100,
  goodsNo: 50,
  shortName: 50,
  specModel: 100,
  remark: 500,
};

/** Goods (single SKUs): the goods form's identity, classification, price and sale fields. */
export const goodsImport: ImportDefinition<SkuRow, GoodsLookups> = {
  type: 'goods',
  label: 'importTypeGoods',
  columns: [
    { key: 'skuName', header: 'colSkuName', required: true, width: 30 },
    { key: 'barCode', header: 'colBarCode', required: true, width: 18, note: 'noteBarCode' },
    { key: 'goodsNo', header: 'colGoodsNo', required: false, width: 14 },
    { key: 'shortName', header: 'colShortName', required: false, width: 16 },
    { key: 'categoryCode', header: 'colCategoryCode', required: false, width: 14, note: 'noteCategoryCode' },
    { key: 'brandName', header: 'colBrandName', required: false, width: 16, note: 'noteBrandName' },
    { key: 'supplierCode', header: 'colSupplierCode', required: false, width: 14 },
    priceColumn('skuReferPrice', true, 'notePrice'),
    priceColumn('skuPurchPrice', false, 'notePrice'),
    priceColumn('minPrice', false, 'notePrice'),
    priceColumn('maxPrice', false, 'notePrice'),
    { key: 'inputTaxRate', header: 'colInputTaxRate', required: false, width: 12, note: 'noteTaxRate' },
    { key: 'outputTaxRate', header: 'colOutputTaxRate', required: false, width: 12, note: 'noteTaxRate' },
    { key: 'meaUnit', header: 'colMeaUnit', required: false, width: 10 },
    { key: 'saleMode', header: 'colSaleMode', required: false, width: 12 },
    { key: 'saleState', header: 'colSaleState', required: false, width: 10 },
    { key: 'specModel', header: 'colSpecModel', required: false, width: 16 },
    { key: 'remark', header: 'colRemark', required: false, width: 24 },
  ],

  async prepare(db, context) {
    const { tenantId, t } = context;
    const [references, offered] = await Promise.all([
      skuReferenceIds(db, tenantId),
      // The units and tax rates the goods form offers this tenant (goods settings).
      offeredLists(db, tenantId),
    ]);
    const units = [...offered.units];
    const taxRates = [...offered.taxRates];
    const labelled = (list: string) =>
      (COMMODITY_BASE[list] ?? []).map(([code, key]) => [t(key), code] as const);
    return {
      ...references,
      units,
      taxRates,
      saleModes: new Map(labelled('saleModes')),
      saleStates: new Map(labelled('saleStates').map(([label, code]) => [label, Number(code)])),
    };
  },

  options(lookups) {
    return {
      meaUnit: lookups.units,
      inputTaxRate: lookups.taxRates,
      outputTaxRate: lookups.taxRates,
      saleMode: [...lookups.saleModes.keys()],
      saleState: [...lookups.saleStates.keys()],
    };
  },

  check(cells, lookups) {
    const problems: RowProblem[] = [];
    const text = (key: string) => cells[key] ?? '';
    for (const column of goodsImport.columns) {
      const value = text(column.key);
      if (column.required && value === '') problems.push({ column: column.key, key: 'importRequired' });
      const max = LIMITS[column.key];
      if (max !== undefined && value.length > max)
        problems.push({ column: column.key, key: 'importTooLong', params: { max } });
    }
    for (const key of ['skuReferPrice', 'skuPurchPrice', 'minPrice', 'maxPrice']) {
      const value = text(key);
      if (value !== '' && !PRICE.test(value)) problems.push({ column: key, key: 'importNotNumber' });
    }
    const lookup = <T>(key: string, map: Map<string, T>): T | undefined => {
      const value = text(key);
      if (value === '') return undefined;
      const found = map.get(value);
      if (found === undefined) problems.push({ column: key, key: 'importUnknownRef', params: { value } });
      return found;
    };
    const option = (key: string, allowed: string[]) => {
      const value = text(key);
      if (value !== '' && !allowed.includes(value)) {
        problems.push({
          column: key,
          key: 'importNotOption',
          params: { value, allowed: allowed.join(', ') },
        });
      }
    };
    const categoryId = lookup('categoryCode', lookups.categories);
    const brandId = lookup('brandName', lookups.brands);
    const supplierId = lookup('supplierCode', lookups.suppliers);
    option('meaUnit', lookups.units);
    option('inputTaxRate', lookups.taxRates);
    option('outputTaxRate', lookups.taxRates);
    const saleMode = text('saleMode') === '' ? '1' : lookup('saleMode', lookups.saleModes);
    const saleState = text('saleState') === '' ? 1 : lookup('saleState', lookups.saleStates);
    if (problems.length > 0) return { problems };

    // The goods form's own rules (prices in order, barcode format), on the draft the row makes.
    const draft: SkuDraft = Object.assign(Object.create(ROW_DRAFT) as SkuDraft, {
      skuName: text('skuName'),
      barCode: text('barCode'),
      skuReferPrice: text('skuReferPrice'),
      skuPurchPrice: text('skuPurchPrice') || '0',
      minPrice: text('minPrice'),
      maxPrice: text('maxPrice'),
      inputTaxRate: text('inputTaxRate'),
      outputTaxRate: text('outputTaxRate'),
      specModel: text('specModel'),
      remark: text('remark'),
    });
    for (const problem of checkDraft(draft)) {
      // The tax rates were checked above against the tenant's own list.
      if (problem.field === 'inputTaxRate' || problem.field === 'outputTaxRate') continue;
      problems.push({
        column: COLUMN_OF_FIELD[problem.field] ?? problem.field,
        key: problem.key,
        params: problem.params,
      });
    }
    if (!BAR_CODE.test(draft.barCode) && problems.every((p) => p.column !== 'barCode')) {
      problems.push({ column: 'barCode', key: 'goodsBarCodeFormat' });
    }
    if (problems.length > 0) return { problems };
    const money = (value: string) => (value === '' ? null : (cents(value) / 100).toFixed(2));
    return {
      problems,
      value: {
        comb: 0,
        skuName: draft.skuName,
        barCode: draft.barCode,
        goodsNo: text('goodsNo'),
        shortName: text('shortName'),
        categoryId: categoryId ?? null,
        brandId: brandId ?? null,
        supplierId: supplierId ?? null,
        skuReferPrice: money(draft.skuReferPrice) ?? '0.00',
        skuPurchPrice: money(draft.skuPurchPrice) ?? '0.00',
        minPrice: money(draft.minPrice),
        maxPrice: money(draft.maxPrice),
        inputTaxRate: draft.inputTaxRate === '' ? null : draft.inputTaxRate,
        outputTaxRate: draft.outputTaxRate === '' ? null : draft.outputTaxRate,
        saleMode: saleMode ?? '1',
        saleState: saleState ?? 1,
        meaUnit: text('meaUnit') || '个',
        detail: detailOf(draft),
      },
    };
  },

  uniqueKeys: (value) => [`barCode:${value.barCode}`],

  async write(tx, values, _lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    // Barcodes are unique in the tenant across SKUs (the recycle bin too) and pack rates: the
    // goods form's save takes the same lock.
    await lockTenant(tx, 'sku-barcode', context.tenantId);
    const codes = values.map((value) => value.barCode);
    const used = await barCodesTaken(tx, context.tenantId, codes);
    const rows: SkuRow[] = [];
    values.forEach((value, index) => {
      if (used.has(value.barCode)) {
        problems.set(index, [
          { column: 'barCode', key: 'importBarCodeUsed', params: { barCode: value.barCode } },
        ]);
      } else rows.push(value);
    });
    if (rows.length === 0) return problems;
    await insertImportedSkus(tx, context, rows);
    return problems;
  },
};
