import { skuDraftDefaults, type SkuDraft } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { cents, checkDraft, detailOf, money, taxRateText } from '../../src/domain/goods-rules';

const valid = () => ({
  ...skuDraftDefaults(),
  skuName: '可乐',
  barCode: '6901234567892',
  skuReferPrice: '3.5',
  skuPurchPrice: '2.1',
});
const fields = (draft: SkuDraft) => checkDraft(draft).map((problem) => problem.field);

describe('goods rules', () => {
  it('[DATA-10] [DATA-11] [DATA-12] [DATA-13] [DATA-14] [DATA-15] [DATA-16] the detail keeps the draft values that are not columns', () => {
    const marked = Object.fromEntries(
      Object.keys(skuDraftDefaults()).map((field) => [field, `value of ${field}`]),
    ) as unknown as SkuDraft;
    const detail = Object.entries(detailOf(marked));
    expect(detail.length).toBeGreaterThan(0);
    // Each kept field carries the draft's own value, so a read gives back what was saved.
    for (const [field, value] of detail) expect(value).toBe(`value of ${field}`);
    // What has a column (or is read from another table) is not kept a second time.
    const kept = detail.map(([field]) => field);
    for (const column of [
      'skuName',
      'barCode',
      'skuReferPrice',
      'categoryId',
      'brandId',
      'storeList',
      'version',
    ])
      expect(kept).not.toContain(column);
    expect(kept).toContain('specModel');
    expect(kept).toContain('remark');
  });

  it('money is handled in cents, never as floats', () => {
    expect(cents('12.5')).toBe(1250);
    expect(cents('0.07')).toBe(7);
    expect(cents('-3')).toBe(-300);
    expect(cents('-0.5')).toBe(-50);
    expect(money(1250)).toBe('12.50');
    expect(money(-5)).toBe('-0.05');
    expect(taxRateText('13.00')).toBe('13');
    expect(taxRateText(null)).toBe('');
  });

  it('a valid draft has no problems; each broken rule names its field', () => {
    expect(checkDraft(valid())).toEqual([]);
    // Prices are entered, not pre-filled: an empty one is a problem of its field.
    expect(fields({ ...valid(), skuPurchPrice: '' })).toEqual(['skuPurchPrice']);
    expect(fields({ ...valid(), skuReferPrice: '' })).toEqual(['skuReferPrice']);
    expect(fields({ ...valid(), skuName: '  ' })).toEqual(['skuName']);
    expect(fields({ ...valid(), barCode: '' })).toEqual(['barCode']);
    expect(fields({ ...valid(), barCode: 'x'.repeat(33) })).toEqual(['barCode']);
    expect(fields({ ...valid(), skuPurchPrice: '-0.01' })).toEqual(['skuPurchPrice']);
    expect(fields({ ...valid(), minPrice: '4' })).toEqual(['minPrice']);
    expect(fields({ ...valid(), maxPrice: '3' })).toEqual(['maxPrice']);
    expect(fields({ ...valid(), minPrice: '3.5', maxPrice: '3.5' })).toEqual([]);
    expect(fields({ ...valid(), outputTaxRate: '8' })).toEqual(['outputTaxRate']);
    expect(fields({ ...valid(), packRates: [{ quantity: 6, unit: '', barCode: '1-2' }] })).toEqual([
      'packRates.0.unit',
      'packRates.0.barCode',
    ]);
    expect(
      fields({
        ...valid(),
        packRates: [
          { quantity: 6, unit: '箱', barCode: 'A1' },
          { quantity: 12, unit: '箱', barCode: 'A1' },
        ],
      }),
    ).toEqual(['packRates.1.barCode']);
  });

  it('[GOODS-09] a combined good needs parts, each once, never itself', () => {
    const comb = { ...valid(), comb: '1' as const, skuId: '9' };
    expect(fields(comb)).toEqual(['subSkus']);
    const part = { skuId: '5', skuName: 'a', barCode: '1', quantity: 1 };
    expect(fields({ ...comb, subSkus: [part] })).toEqual([]);
    expect(fields({ ...comb, subSkus: [part, part] })).toEqual(['subSkus.1.skuId']);
    expect(fields({ ...comb, subSkus: [{ ...part, skuId: '9' }] })).toEqual(['subSkus.0.skuId']);
  });
});
