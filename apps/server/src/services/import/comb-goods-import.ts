import { skuDraftDefaults } from '@rcadmin/contract';
import type { combItems, skus } from '../../db/schema';
import { lockTenant } from '../../db/sql-helpers';
import { barCodesTaken } from '../../repositories/goods';
import { addCombParts, heldCombParts, insertImportedSkus } from '../../repositories/goods-write';
import { offeredLists } from '../../repositories/goods-settings';
import { BAR_CODE, CONF_SETTING, cents, detailOf, money } from '../../domain/goods-rules';
import { cellProblems, priceColumn } from './import-cells';
import type { ImportDefinition, RowProblem } from './import-types';

/** One row: a part of a combined good, with the combined good's barcode, name and reference price. */
export interface CombValue {
  combBarCode: string;
  combName: string;
  skuReferPrice: string;
  partBarCode: string;
  quantity: number;
}

/** The combined good whose rows are being read. */
interface Block {
  barCode: string;
  name: string;
  price: string;
  parts: Set<string>;
  rows: number;
}

/**
 * What the combined goods rows are checked against, and the state of one run of a job: rows of a
 * combined good are consecutive, so the check follows them in file order, and a combined good
 * whose rows span two batches is continued by the second batch's write.
 */
export interface CombLookups {
  /** The unit of a new combined good: the goods form's default when the tenant offers it. */
  unit: string;
  block?: Block;
  /** Combined barcodes whose rows have ended: a later row naming one is refused. */
  ended: Set<string>;
  /** Combined barcodes with a refused row: their other rows are not written either. */
  tainted: Set<string>;
  /** What `write` made of each combined good: written (its SKU and parts so far) or refused. */
  outcome: Map<string, { skuId: number; parts: number } | 'refused'>;
}

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const QUANTITY = /^[0-9]{1,6}$/;
/** The goods form's limits: parts of a combined good (subSkus) and a part's quantity. */
const MAX_PARTS = CONF_SETTING.maxSubSkus;
const MAX_QUANTITY = 100_000;

/**
 * Combined goods (comb 1), one row per part: the combined good's barcode, name and reference price,
 * the part's barcode and quantity. A combined good's rows are consecutive (at most 50); its name
 * and price are given on its first row (later rows may leave them empty or repeat them). The parts
 * are single SKUs out of the recycle bin. A combined good is written whole or not at all, except
 * when its rows span two batches and a row after the boundary is refused (that row says so).
 */
export const combGoodsImport: ImportDefinition<CombValue, CombLookups> = {
  type: 'combGoods',
  label: 'importTypeCombGoods',
  columns: [
    { key: 'combBarCode', header: 'colCombBarCode', required: true, width: 18, note: 'noteCombBarCode' },
    { key: 'combName', header: 'colCombName', required: true, width: 28, note: 'noteCombFirstRow' },
    priceColumn('skuReferPrice', true, 'noteCombFirstRow'),
    { key: 'partBarCode', header: 'colPartBarCode', required: true, width: 18, note: 'notePartBarCode' },
    { key: 'quantity', header: 'colQuantity', required: true, width: 10, note: 'noteQuantity' },
  ],

  async prepare(db, context) {
    const { units } = await offeredLists(db, context.tenantId);
    return {
      unit: units.includes('个') ? '个' : (units[0] ?? '个'),
      ended: new Set(),
      tainted: new Set(),
      outcome: new Map(),
    };
  },

  options: () => ({}),

  check(cells, lookups) {
    const problems = cellProblems(combGoodsImport.columns, cells, { combName: 100 }, [
      'combName',
      'skuReferPrice',
    ]);
    const comb = cells.combBarCode ?? '';
    const part = cells.partBarCode ?? '';
    const name = cells.combName ?? '';
    const price = cells.skuReferPrice ?? '';
    const quantity = cells.quantity ?? '';
    let block = lookups.block?.barCode === comb ? lookups.block : undefined;
    if (comb !== '' && !block) {
      if (lookups.block) lookups.ended.add(lookups.block.barCode);
      lookups.block = undefined;
      if (lookups.ended.has(comb)) {
        problems.push({ column: 'combBarCode', key: 'importCombNotConsecutive', params: { barCode: comb } });
      } else {
        // The first row of a combined good names it and gives its price.
        if (name === '') problems.push({ column: 'combName', key: 'importRequired' });
        if (price === '') problems.push({ column: 'skuReferPrice', key: 'importRequired' });
        block = lookups.block = { barCode: comb, name, price, parts: new Set(), rows: 0 };
      }
    } else if (block) {
      if (name !== '' && name !== block.name)
        problems.push({ column: 'combName', key: 'importCombNameDiffers', params: { name: block.name } });
      if (price !== '' && PRICE.test(price) && PRICE.test(block.price) && cents(price) !== cents(block.price))
        problems.push({
          column: 'skuReferPrice',
          key: 'importCombPriceDiffers',
          params: { price: block.price },
        });
    }
    if (block) {
      block.rows += 1;
      if (block.rows > MAX_PARTS)
        problems.push({ column: 'partBarCode', key: 'importCombTooManyParts', params: { max: MAX_PARTS } });
      if (part !== '' && block.parts.has(part))
        problems.push({ column: 'partBarCode', key: 'combSubDuplicate', params: { sku: part } });
      if (part !== '') block.parts.add(part);
    }
    if (comb !== '' && !BAR_CODE.test(comb))
      problems.push({ column: 'combBarCode', key: 'goodsBarCodeFormat' });
    if (part !== '' && !BAR_CODE.test(part))
      problems.push({ column: 'partBarCode', key: 'goodsBarCodeFormat' });
    else if (part !== '' && part === comb) problems.push({ column: 'partBarCode', key: 'combSubSelf' });
    if (price !== '' && !PRICE.test(price))
      problems.push({ column: 'skuReferPrice', key: 'importNotNumber' });
    if (
      quantity !== '' &&
      (!QUANTITY.test(quantity) || Number(quantity) < 1 || Number(quantity) > MAX_QUANTITY)
    )
      problems.push({ column: 'quantity', key: 'importQuantity', params: { max: MAX_QUANTITY } });
    if (problems.length === 0 && lookups.tainted.has(comb)) {
      // An earlier row of this combined good was refused: this one goes with it.
      const written = typeof lookups.outcome.get(comb) === 'object';
      problems.push({
        column: 'combBarCode',
        key: written ? 'importCombPartial' : 'importCombRowRefused',
        params: { barCode: comb },
      });
    }
    if (problems.length > 0 || !block) {
      // A refused row takes its combined good with it (not an earlier one that merely shares its barcode).
      if (block) lookups.tainted.add(comb);
      return { problems };
    }
    return {
      problems,
      value: {
        combBarCode: comb,
        combName: block.name,
        skuReferPrice: money(cents(block.price)),
        partBarCode: part,
        quantity: Number(quantity),
      },
    };
  },

  // A part repeated within a combined good, and a combined good's rows apart, are refused by the
  // check, which follows the rows in order (a repeated key is refused after the check, unseen by it).
  uniqueKeys: () => [],

  async write(tx, values, lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    const { tenantId } = context;
    // Barcodes are unique in the tenant across SKUs and pack rates: the goods form's lock.
    await lockTenant(tx, 'sku-barcode', tenantId);

    // The values by combined good (their rows are consecutive).
    const groups: { barCode: string; indexes: number[] }[] = [];
    values.forEach((value, index) => {
      const last = groups.at(-1);
      if (last?.barCode === value.combBarCode) last.indexes.push(index);
      else groups.push({ barCode: value.combBarCode, indexes: [index] });
    });
    const fresh = groups.filter((group) => !lookups.outcome.has(group.barCode)).map((group) => group.barCode);
    const parts = await heldCombParts(tx, tenantId, [...new Set(values.map((v) => v.partBarCode))]);
    const partOf = new Map(parts.map((row) => [row.barCode, row]));
    const used = await barCodesTaken(tx, tenantId, fresh);

    const rowProblems = (value: CombValue, isNew: boolean): RowProblem[] => {
      const found: RowProblem[] = [];
      if (isNew && used.has(value.combBarCode))
        found.push({
          column: 'combBarCode',
          key: 'importBarCodeUsed',
          params: { barCode: value.combBarCode },
        });
      const sku = partOf.get(value.partBarCode);
      if (!sku)
        found.push({ column: 'partBarCode', key: 'importUnknownRef', params: { value: value.partBarCode } });
      else if (sku.deletedAt !== null)
        found.push({
          column: 'partBarCode',
          key: 'importPartDeleted',
          params: { barCode: value.partBarCode },
        });
      else if (sku.comb !== 0)
        found.push({ column: 'partBarCode', key: 'combSubNotSingle', params: { sku: sku.skuName } });
      return found;
    };

    const created: { barCode: string; indexes: number[] }[] = [];
    const newSkus: Omit<typeof skus.$inferInsert, 'tenantId'>[] = [];
    const items: (typeof combItems.$inferInsert)[] = [];
    const continued: number[] = [];
    const itemsOf = (skuId: number, indexes: number[], from: number) =>
      indexes.map((index, n) => {
        const value = values[index] as CombValue;
        return {
          tenantId,
          combSkuId: skuId,
          subSkuId: (partOf.get(value.partBarCode) as { id: number }).id,
          quantity: value.quantity,
          sortOrder: from + n,
        };
      });
    for (const group of groups) {
      const prior = lookups.outcome.get(group.barCode);
      const found = group.indexes.map((index) =>
        rowProblems(values[index] as CombValue, prior === undefined),
      );
      const refused =
        prior === 'refused' || lookups.tainted.has(group.barCode) || found.some((list) => list.length > 0);
      if (refused) {
        // The rows with problems of their own say them; the others say why they went too.
        const other: RowProblem = {
          column: 'combBarCode',
          key: typeof prior === 'object' ? 'importCombPartial' : 'importCombRowRefused',
          params: { barCode: group.barCode },
        };
        group.indexes.forEach((index, n) => {
          const own = found[n] ?? [];
          problems.set(index, own.length > 0 ? own : [other]);
        });
        if (prior === undefined) lookups.outcome.set(group.barCode, 'refused');
        lookups.tainted.add(group.barCode);
        continue;
      }
      if (prior !== undefined) {
        // The rest of a combined good whose first rows the previous batch wrote.
        items.push(...itemsOf(prior.skuId, group.indexes, prior.parts));
        prior.parts += group.indexes.length;
        continued.push(prior.skuId);
        continue;
      }
      const first = values[group.indexes[0] as number] as CombValue;
      const draft = {
        ...skuDraftDefaults('1'),
        skuName: first.combName,
        barCode: first.combBarCode,
        skuReferPrice: first.skuReferPrice,
        meaUnit: lookups.unit,
      };
      newSkus.push({
        comb: 1,
        skuName: draft.skuName,
        barCode: draft.barCode,
        skuReferPrice: draft.skuReferPrice,
        skuPurchPrice: '0.00',
        saleMode: draft.saleMode,
        saleState: draft.saleState,
        meaUnit: draft.meaUnit,
        detail: detailOf(draft),
      });
      created.push(group);
    }

    if (newSkus.length > 0) {
      const idOf = await insertImportedSkus(tx, context, newSkus);
      for (const group of created) {
        const skuId = idOf.get(group.barCode) as number;
        items.push(...itemsOf(skuId, group.indexes, 0));
        lookups.outcome.set(group.barCode, { skuId, parts: group.indexes.length });
      }
    }
    await addCombParts(tx, context, items, continued);
    return problems;
  },
};
