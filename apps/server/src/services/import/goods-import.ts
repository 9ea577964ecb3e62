import { type SkuDraft, skuDraftDefaults } from '@rcadmin/contract';
import type { skus } from '../../db/schema';
import { lockTenant } from '../../db/sql-helpers';
import { LANGUAGES, translate } from '../../i18n/messages';
import { barCodesTaken } from '../../repositories/goods';
import { insertImportedSkus } from '../../repositories/goods-write';
import { offeredLists } from '../../repositories/goods-settings';
import {
  heldSkusForImport,
  skuImportReferences,
  updateImportedSku,
  type HeldImportSku,
  type ImportedSkuSet,
  type NamedRef,
} from '../../repositories/goods-import';
import {
  BAR_CODE,
  COMMODITY_BASE,
  cents,
  checkDraft,
  detailOf,
  money,
  onSaleProblems,
  taxRateText,
  type DraftProblem,
} from '../../domain/goods-rules';
import { CHANGES_MAX, changesOf } from '../../domain/change-list';
import { SKU_CHANGE_FIELDS } from '../../domain/change-fields';
import { priceColumn } from './import-cells';
import type { ImportContext, ImportDefinition, RowProblem } from './import-types';

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
  categories: Map<string, NamedRef>;
  brands: Map<string, NamedRef>;
  suppliers: Map<string, NamedRef>;
  units: string[];
  taxRates: string[];
  saleModes: Map<string, SkuDraft['saleMode']>;
  saleStates: Map<string, SkuDraft['saleState']>;
}

type SkuRow = Omit<typeof skus.$inferInsert, 'tenantId'>;

/**
 * A goods row as checked: a new SKU, or an update of the SKU its goods ID names (the columns the
 * file has, and the names of the category, brand and supplier it sets, for the operation log).
 */
export type GoodsValue =
  | { kind: 'create'; row: SkuRow }
  | {
      kind: 'update';
      skuId: number;
      set: ImportedSkuSet;
      names: { category?: string; brand?: string; supplier?: string };
    };

/** The column of a form rule's field, by field. */
const COLUMN_OF_FIELD: Record<string, string> = { categoryId: 'categoryCode' };

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
/** A goods ID as a cell holds it (the export writes it as text). */
const SKU_ID = /^[1-9]\d{0,9}$/;
const LIMITS: Record<string, number> = {
  skuName: 100,
  goodsNo: 50,
  shortName: 50,
  specModel: 100,
  remark: 500,
};

/** A form rule's problems on the row's columns; the tax rates were checked against the tenant's list. */
const ruleProblems = (problems: DraftProblem[]): RowProblem[] =>
  problems
    .filter((problem) => problem.field !== 'inputTaxRate' && problem.field !== 'outputTaxRate')
    .map((problem) => ({
      column: COLUMN_OF_FIELD[problem.field] ?? problem.field,
      key: problem.key,
      params: problem.params,
    }));

const rowDraft = (fields: Partial<SkuDraft>): SkuDraft =>
  Object.assign(Object.create(ROW_DRAFT) as SkuDraft, fields);

/** A price as the database and the form compare it: '12.50'; '' for none. */
const priceText = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : money(cents(value));

/** A held SKU as the goods form would show it, in the fields a goods import sets. */
function heldDraft(sku: HeldImportSku): SkuDraft {
  return rowDraft({
    skuName: sku.skuName,
    barCode: sku.barCode,
    goodsNo: sku.goodsNo,
    shortName: sku.shortName,
    categoryId: sku.categoryId === null ? '' : String(sku.categoryId),
    categoryName: sku.categoryName,
    brandId: sku.brandId === null ? '' : String(sku.brandId),
    brandName: sku.brandName,
    supplierId: sku.supplierId === null ? '' : String(sku.supplierId),
    supplierName: sku.supplierName,
    skuReferPrice: priceText(sku.skuReferPrice),
    skuPurchPrice: priceText(sku.skuPurchPrice),
    minPrice: priceText(sku.minPrice),
    maxPrice: priceText(sku.maxPrice),
    inputTaxRate: taxRateText(sku.inputTaxRate),
    outputTaxRate: taxRateText(sku.outputTaxRate),
    saleState: sku.saleState as SkuDraft['saleState'],
    saleMode: sku.saleMode as SkuDraft['saleMode'],
    meaUnit: sku.meaUnit,
    specModel: sku.specModel,
    remark: sku.remark,
  });
}

/** The SKU as the update leaves it: the held one with the row's columns over it. */
function updatedDraft(before: SkuDraft, value: Extract<GoodsValue, { kind: 'update' }>): SkuDraft {
  const { set, names } = value;
  const id = (given: number | null | undefined, held: string) =>
    given === undefined ? held : given === null ? '' : String(given);
  const text = <K extends keyof SkuDraft>(key: K, given: SkuDraft[K] | undefined) =>
    given === undefined ? before[key] : given;
  return rowDraft({
    skuName: text('skuName', set.skuName),
    barCode: text('barCode', set.barCode),
    goodsNo: text('goodsNo', set.goodsNo ?? undefined),
    shortName: text('shortName', set.shortName ?? undefined),
    categoryId: id(set.categoryId, before.categoryId),
    categoryName: set.categoryId === undefined ? before.categoryName : (names.category ?? ''),
    brandId: id(set.brandId, before.brandId),
    brandName: set.brandId === undefined ? before.brandName : (names.brand ?? ''),
    supplierId: id(set.supplierId, before.supplierId),
    supplierName: set.supplierId === undefined ? before.supplierName : (names.supplier ?? ''),
    skuReferPrice: set.skuReferPrice === undefined ? before.skuReferPrice : priceText(set.skuReferPrice),
    skuPurchPrice: set.skuPurchPrice === undefined ? before.skuPurchPrice : priceText(set.skuPurchPrice),
    minPrice: set.minPrice === undefined ? before.minPrice : priceText(set.minPrice),
    maxPrice: set.maxPrice === undefined ? before.maxPrice : priceText(set.maxPrice),
    inputTaxRate: set.inputTaxRate === undefined ? before.inputTaxRate : (set.inputTaxRate ?? ''),
    outputTaxRate: set.outputTaxRate === undefined ? before.outputTaxRate : (set.outputTaxRate ?? ''),
    saleState: text('saleState', set.saleState as SkuDraft['saleState'] | undefined),
    saleMode: text('saleMode', set.saleMode as SkuDraft['saleMode'] | undefined),
    meaUnit: text('meaUnit', set.meaUnit),
    specModel: text('specModel', set.detail?.specModel),
    remark: text('remark', set.detail?.remark),
  });
}

const FORMER_SALE_STATES: [string, SkuDraft['saleState']][] = [
  ['上架', 1],
  ['下架', 0],
];

/** Labels of a code list in every language of the product (a file exported in another one), and its codes. */
function labelled<C>(list: string, code: (text: string) => C): Map<string, C> {
  const map = new Map<string, C>();
  for (const [text, key] of COMMODITY_BASE[list] ?? []) {
    map.set(text, code(text));
    for (const lang of LANGUAGES) map.set(translate(lang, key), code(text));
  }
  return map;
}

/**
 * Goods (single SKUs): the goods form's identity, classification, price and sale fields. The goods
 * export is this import's file: its goods ID column names the SKU a row updates (only the columns
 * the file has; a row that changes nothing writes nothing), a row without one creates a SKU, and
 * the export's read-only columns are read past.
 */
export const goodsImport: ImportDefinition<GoodsValue, GoodsLookups> = {
  type: 'goods',
  label: 'importTypeGoods',
  columns: [
    { key: 'skuId', header: 'colSkuId', required: false, width: 10, note: 'noteSkuId' },
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
    {
      key: 'saleState',
      header: 'colSaleState',
      required: false,
      width: 10,
      formerHeaders: ['colSaleStateFormer'],
    },
    { key: 'specModel', header: 'colSpecModel', required: false, width: 16 },
    { key: 'remark', header: 'colRemark', required: false, width: 24 },
  ],
  idColumn: 'skuId',
  // The goods export's columns no row sets (services/goods-export.ts), under its headers and the
  // headers it had before it wrote this import's (状态 and 进价 of older files).
  ignoredHeaders: ['exportCategory', 'exportComb', 'exportUpdatedAt', 'exportSaleState', 'exportPurchPrice'],

  async prepare(db, context) {
    const { tenantId } = context;
    const [references, offered] = await Promise.all([
      skuImportReferences(db, tenantId),
      // The units and tax rates the goods form offers this tenant (goods settings).
      offeredLists(db, tenantId),
    ]);
    return {
      ...references,
      units: [...offered.units],
      taxRates: [...offered.taxRates],
      saleModes: labelled('saleModes', (code) => code as SkuDraft['saleMode']),
      saleStates: new Map([
        ...labelled('saleStates', (code) => Number(code) as SkuDraft['saleState']),
        // The sale states' names in files made before the goods screens agreed on 在售/停售.
        ...FORMER_SALE_STATES,
      ]),
    };
  },

  options(lookups, t) {
    const labels = (list: string) => (COMMODITY_BASE[list] ?? []).map(([, key]) => t(key));
    return {
      meaUnit: lookups.units,
      inputTaxRate: lookups.taxRates,
      outputTaxRate: lookups.taxRates,
      saleMode: labels('saleModes'),
      saleState: labels('saleStates'),
    };
  },

  check(cells, lookups) {
    const problems: RowProblem[] = [];
    const idText = cells.skuId ?? '';
    const updating = idText !== '';
    /** An update sets the columns the file has; a new SKU reads an absent column as empty. */
    const has = (key: string) => !updating || key in cells;
    const text = (key: string) => cells[key] ?? '';
    if (updating && !SKU_ID.test(idText)) problems.push({ column: 'skuId', key: 'importIdInvalid' });
    for (const column of goodsImport.columns) {
      if (!has(column.key)) continue;
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
    const category = lookup('categoryCode', lookups.categories);
    const brand = lookup('brandName', lookups.brands);
    const supplier = lookup('supplierCode', lookups.suppliers);
    option('meaUnit', lookups.units);
    option('inputTaxRate', lookups.taxRates);
    option('outputTaxRate', lookups.taxRates);
    const saleMode = lookup('saleMode', lookups.saleModes);
    const saleState = lookup('saleState', lookups.saleStates);
    if (!BAR_CODE.test(text('barCode')) && has('barCode') && text('barCode') !== '')
      problems.push({ column: 'barCode', key: 'goodsBarCodeFormat' });
    if (problems.length > 0) return { problems };
    const moneyOf = (value: string) => (value === '' ? null : money(cents(value)));

    if (updating) {
      // The columns the file has, as the SKU keeps them; the rules that need the SKU as it is
      // (prices in order, on sale) are checked when it is written.
      const set: ImportedSkuSet = {};
      const names: Extract<GoodsValue, { kind: 'update' }>['names'] = {};
      if (has('skuName')) set.skuName = text('skuName');
      if (has('barCode')) set.barCode = text('barCode');
      if (has('goodsNo')) set.goodsNo = text('goodsNo');
      if (has('shortName')) set.shortName = text('shortName');
      if (has('categoryCode')) {
        set.categoryId = category?.id ?? null;
        names.category = category?.name ?? '';
      }
      if (has('brandName')) {
        set.brandId = brand?.id ?? null;
        names.brand = brand?.name ?? '';
      }
      if (has('supplierCode')) {
        set.supplierId = supplier?.id ?? null;
        names.supplier = supplier?.name ?? '';
      }
      if (has('skuReferPrice')) set.skuReferPrice = moneyOf(text('skuReferPrice')) ?? '0.00';
      if (has('skuPurchPrice')) set.skuPurchPrice = moneyOf(text('skuPurchPrice')) ?? '0.00';
      if (has('minPrice')) set.minPrice = moneyOf(text('minPrice'));
      if (has('maxPrice')) set.maxPrice = moneyOf(text('maxPrice'));
      if (has('inputTaxRate')) set.inputTaxRate = text('inputTaxRate') || null;
      if (has('outputTaxRate')) set.outputTaxRate = text('outputTaxRate') || null;
      // An empty unit, sale mode or sale state keeps the SKU's.
      if (text('meaUnit') !== '') set.meaUnit = text('meaUnit');
      if (saleMode !== undefined) set.saleMode = saleMode;
      if (saleState !== undefined) set.saleState = saleState;
      const detail: NonNullable<ImportedSkuSet['detail']> = {};
      if (has('specModel')) detail.specModel = text('specModel');
      if (has('remark')) detail.remark = text('remark');
      if (Object.keys(detail).length > 0) set.detail = detail;
      return { problems, value: { kind: 'update', skuId: Number(idText), set, names } };
    }

    // The goods form's own rules (prices in order, barcode format), on the draft the row makes.
    const draft = rowDraft({
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
      categoryId: category === undefined ? '' : String(category.id),
      // §9: a SKU is on sale unless the row says otherwise.
      saleState: saleState ?? 1,
    });
    problems.push(...ruleProblems(checkDraft(draft)));
    // A SKU on sale needs a retail price above 0 and a category (the goods form's rule): a row
    // that says 在售 without them is refused; one that does not say is imported not on sale.
    const onSale = onSaleProblems(draft);
    if (onSale.length > 0) {
      if (saleState === undefined) draft.saleState = 0;
      else problems.push(...ruleProblems(onSale));
    }
    if (problems.length > 0) return { problems };
    return {
      problems,
      value: {
        kind: 'create',
        row: {
          comb: 0,
          skuName: draft.skuName,
          barCode: draft.barCode,
          goodsNo: text('goodsNo'),
          shortName: text('shortName'),
          categoryId: category?.id ?? null,
          brandId: brand?.id ?? null,
          supplierId: supplier?.id ?? null,
          skuReferPrice: moneyOf(draft.skuReferPrice) ?? '0.00',
          skuPurchPrice: moneyOf(draft.skuPurchPrice) ?? '0.00',
          minPrice: moneyOf(draft.minPrice),
          maxPrice: moneyOf(draft.maxPrice),
          inputTaxRate: draft.inputTaxRate === '' ? null : draft.inputTaxRate,
          outputTaxRate: draft.outputTaxRate === '' ? null : draft.outputTaxRate,
          saleMode: saleMode ?? '1',
          saleState: draft.saleState,
          meaUnit: text('meaUnit') || '个',
          detail: detailOf(draft),
        },
      },
    };
  },

  uniqueKeys: (value) =>
    value.kind === 'create'
      ? [`barCode:${value.row.barCode}`]
      : [
          `skuId:${value.skuId}`,
          ...(value.set.barCode === undefined ? [] : [`barCode:${value.set.barCode}`]),
        ],

  async write(tx, values, _lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    // Barcodes are unique in the tenant across SKUs (the recycle bin too) and pack rates: the
    // goods form's save takes the same lock.
    await lockTenant(tx, 'sku-barcode', context.tenantId);
    const updates = await heldUpdates(tx, values, context, problems);
    const codes = [
      ...values.flatMap((value) => (value.kind === 'create' ? [value.row.barCode] : [])),
      ...updates.flatMap(({ before, after }) => (after.barCode === before.barCode ? [] : [after.barCode])),
    ];
    const used = codes.length === 0 ? new Set<string>() : await barCodesTaken(tx, context.tenantId, codes);
    const rows: SkuRow[] = [];
    values.forEach((value, index) => {
      if (value.kind !== 'create') return;
      if (used.has(value.row.barCode)) {
        problems.set(index, [
          { column: 'barCode', key: 'importBarCodeUsed', params: { barCode: value.row.barCode } },
        ]);
      } else rows.push(value.row);
    });
    for (const { index, value, before, after, changes } of updates) {
      if (after.barCode !== before.barCode && used.has(after.barCode)) {
        problems.set(index, [
          { column: 'barCode', key: 'importBarCodeUsed', params: { barCode: after.barCode } },
        ]);
        continue;
      }
      const price =
        after.skuReferPrice === before.skuReferPrice
          ? undefined
          : { oldPrice: before.skuReferPrice, newPrice: after.skuReferPrice };
      await updateImportedSku(tx, context, value.skuId, value.set, price);
      const noted = context.changes;
      if (noted) noted.push(...changes.slice(0, Math.max(0, CHANGES_MAX - noted.length)));
    }
    if (rows.length > 0) await insertImportedSkus(tx, context, rows);
    return problems;
  },
};

/**
 * The batch's updates that change something and keep to the goods form's rules, with the SKU
 * before and after and what changed; the others' problems go into `problems` (an id of no SKU of
 * the tenant, of one in the recycle bin, a rule the SKU as updated breaks). A row that changes
 * nothing is left out: it writes nothing, and is no problem.
 */
async function heldUpdates(
  tx: Parameters<typeof heldSkusForImport>[0],
  values: GoodsValue[],
  context: ImportContext,
  problems: Map<number, RowProblem[]>,
) {
  const ids = values.flatMap((value) => (value.kind === 'update' ? [value.skuId] : []));
  const held = new Map((await heldSkusForImport(tx, context.tenantId, ids)).map((sku) => [sku.id, sku]));
  const updates = [];
  for (const [index, value] of values.entries()) {
    if (value.kind !== 'update') continue;
    const sku = held.get(value.skuId);
    const id = String(value.skuId);
    if (!sku) {
      problems.set(index, [{ column: 'skuId', key: 'importSkuIdUnknown', params: { id } }]);
      continue;
    }
    if (sku.deletedAt !== null) {
      problems.set(index, [{ column: 'skuId', key: 'importSkuIdDeleted', params: { id } }]);
      continue;
    }
    const before = heldDraft(sku);
    const after = updatedDraft(before, value);
    const changes = changesOf(before, after, SKU_CHANGE_FIELDS).map((change) => ({
      ...change,
      of: after.skuName,
    }));
    // Another category of the same name (under another parent) is a change its name does not show.
    if (changes.length === 0 && after.categoryId !== before.categoryId)
      changes.push({
        field: 'changeCategory',
        of: after.skuName,
        from: before.categoryName,
        to: after.categoryName,
      });
    if (changes.length === 0) continue;
    const broken = ruleProblems([
      ...checkDraft(rowDraft({ ...after, skuPurchPrice: after.skuPurchPrice || '0' })),
      ...onSaleProblems(after),
    ]);
    if (broken.length > 0) {
      problems.set(index, broken);
      continue;
    }
    updates.push({ index, value, before, after, changes });
  }
  return updates;
}
