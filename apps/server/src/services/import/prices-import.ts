import { heldSkuPrices, setSkuPrices } from '../../repositories/goods-write';
import { BAR_CODE, cents, money } from '../../domain/goods-rules';
import { cellProblems, priceColumn } from './import-cells';
import type { ImportDefinition, RowProblem } from './import-types';

/** A price row as checked: the SKU's barcode and its prices ('12.50'; '' = keep the SKU's own). */
export interface PriceValue {
  barCode: string;
  skuReferPrice: string;
  minPrice: string;
  maxPrice: string;
  skuPurchPrice: string;
}

/** Money as the goods form takes it: at most 10 digits and 2 decimals, never below 0. */
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const PRICES = ['skuReferPrice', 'minPrice', 'maxPrice', 'skuPurchPrice'] as const;
/** How a missing bound reads in a message. */
const NO_BOUND = '—';

/** The goods form's price rule: minimum ≤ reference ≤ maximum (a bound left empty does not count). */
function rangeProblem(refer: string, min: string | null, max: string | null, column: string) {
  const ok = (min === null || cents(min) <= cents(refer)) && (max === null || cents(refer) <= cents(max));
  return ok
    ? undefined
    : ({
        column,
        key: 'importPriceRange',
        params: { min: min ?? NO_BOUND, max: max ?? NO_BOUND },
      } satisfies RowProblem);
}

/**
 * Prices of existing SKUs, by barcode: the reference price and, when given, the minimum, maximum
 * and purchase prices (an empty cell keeps the SKU's). The goods form's rules; each change is
 * recorded in the price history (source 'import') and bumps the SKU's version, as a save does.
 */
export const pricesImport: ImportDefinition<PriceValue, null> = {
  type: 'prices',
  label: 'importTypePrices',
  columns: [
    { key: 'barCode', header: 'colBarCode', required: true, width: 18, note: 'notePriceBarCode' },
    priceColumn('skuReferPrice', true, 'notePrice'),
    priceColumn('minPrice', false, 'notePriceKeep'),
    priceColumn('maxPrice', false, 'notePriceKeep'),
    priceColumn('skuPurchPrice', false, 'notePriceKeep'),
  ],

  prepare: async () => null,
  options: () => ({}),

  check(cells) {
    const problems = cellProblems(pricesImport.columns, cells, {});
    const barCode = cells.barCode ?? '';
    if (barCode !== '' && !BAR_CODE.test(barCode))
      problems.push({ column: 'barCode', key: 'goodsBarCodeFormat' });
    const value = { barCode } as PriceValue;
    for (const key of PRICES) {
      const text = cells[key] ?? '';
      if (text !== '' && !PRICE.test(text)) problems.push({ column: key, key: 'importNotNumber' });
      value[key] = text === '' || !PRICE.test(text) ? '' : money(cents(text));
    }
    if (problems.length > 0) return { problems };
    // The bounds the row gives; those it leaves empty are the SKU's, checked when it is written.
    const min = value.minPrice || null;
    const max = value.maxPrice || null;
    const column = min !== null && cents(min) > cents(value.skuReferPrice) ? 'minPrice' : 'maxPrice';
    const range = rangeProblem(value.skuReferPrice, min, max, column);
    if (range) return { problems: [range] };
    return { problems, value };
  },

  uniqueKeys: (value) => [`barCode:${value.barCode}`],

  async write(tx, values, _lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    const { tenantId } = context;
    const rows = await heldSkuPrices(
      tx,
      tenantId,
      values.map((value) => value.barCode),
    );
    const byCode = new Map(rows.map((row) => [row.barCode, row]));
    const changes: Parameters<typeof setSkuPrices>[3] = [];
    const history: Parameters<typeof setSkuPrices>[4] = [];
    values.forEach((value, index) => {
      const sku = byCode.get(value.barCode);
      const refuse = (problem: RowProblem) => problems.set(index, [problem]);
      if (!sku)
        return refuse({ column: 'barCode', key: 'importSkuUnknown', params: { barCode: value.barCode } });
      if (sku.deletedAt !== null)
        return refuse({ column: 'barCode', key: 'importSkuDeleted', params: { barCode: value.barCode } });
      const min = value.minPrice || sku.min;
      const max = value.maxPrice || sku.max;
      const range = rangeProblem(value.skuReferPrice, min, max, 'skuReferPrice');
      if (range) return refuse(range);
      const purch = value.skuPurchPrice || sku.purch;
      const same = (a: string | null, b: string | null) =>
        a === null || b === null ? a === b : cents(a) === cents(b);
      const referChanged = !same(value.skuReferPrice, sku.refer);
      if (!referChanged && same(min, sku.min) && same(max, sku.max) && same(purch, sku.purch)) return;
      changes.push({ id: sku.id, refer: value.skuReferPrice, min, max, purch });
      if (referChanged) {
        history.push({
          tenantId,
          skuId: sku.id,
          oldPrice: sku.refer,
          newPrice: value.skuReferPrice,
          source: 'import',
          changedBy: context.userId,
          changedAt: context.now,
        });
      }
    });
    if (changes.length === 0) return problems;
    await setSkuPrices(tx, tenantId, context.now, changes, history);
    return problems;
  },
};
