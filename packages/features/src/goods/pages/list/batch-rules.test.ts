import { describe, expect, test } from 'vitest';
import {
  batchActionsOf,
  checkPriceChange,
  deleteCallFor,
  exportQueryOf,
  isActionEnabled,
  previewPrice,
} from './batch-rules';
import { LIST_DEFAULTS } from './list-query';

describe('the batch actions of the goods list', () => {
  test('[GOODS-05] [GOODS-06] the list deletes and changes; the recycle bin only restores and exports', () => {
    expect(batchActionsOf({ deleted: false })).toEqual(['delete', 'saleMode', 'price', 'nav', 'export']);
    expect(batchActionsOf({ deleted: true })).toEqual(['restore', 'export']);
  });

  test('[GOODS-05] [GOODS-06] every action but export needs a selection', () => {
    for (const action of ['delete', 'restore', 'saleMode', 'price', 'nav'] as const) {
      expect(isActionEnabled(action, 0), action).toBe(false);
      expect(isActionEnabled(action, 1), action).toBe(true);
    }
    expect(isActionEnabled('export', 0)).toBe(true);
  });

  test('[GOODS-05] one SKU is deleted with delSku, several with delBatchSku', () => {
    expect(deleteCallFor(['7'])).toEqual({ call: 'goodsDelSku', query: { skuId: '7' } });
    expect(deleteCallFor(['7', '8', '9'])).toEqual({ call: 'goodsDelBatchSku', query: { skuIds: '7,8,9' } });
    expect(() => deleteCallFor([])).toThrow();
  });

  test('[GOODS-06] a batch price change: set a price, a percentage within -100..1000, or an amount', () => {
    expect(checkPriceChange('set', '')).toBe('empty');
    expect(checkPriceChange('set', '  ')).toBe('empty');
    expect(checkPriceChange('set', '12.345')).toBe('format');
    expect(checkPriceChange('set', '1e3')).toBe('format');
    expect(checkPriceChange('set', '-1')).toBe('negative');
    expect(checkPriceChange('set', '19.90')).toBeNull();
    expect(checkPriceChange('percent', '-100')).toBeNull();
    expect(checkPriceChange('percent', '-101')).toBe('percentRange');
    expect(checkPriceChange('percent', '1000.5')).toBe('percentRange');
    expect(checkPriceChange('add', '-5')).toBeNull();
  });

  test('[GOODS-06] the preview of a price change rounds to cents and never goes below 0', () => {
    expect(previewPrice('10.00', 'set', '8.5')).toBe('8.50');
    expect(previewPrice('10.00', 'percent', '10')).toBe('11.00');
    expect(previewPrice('9.99', 'percent', '-33')).toBe('6.69');
    expect(previewPrice('3.00', 'add', '-5')).toBe('0.00');
  });

  test('[GOODS-06] an export covers the selection, or else every SKU the filters select', () => {
    const view = { ...LIST_DEFAULTS, skuName: '茶', brandId: '4' };
    expect(exportQueryOf(view, '0', ['3', '5'])).toEqual({ skuIds: '3,5', comb: '0', deleted: '0' });
    expect(exportQueryOf(view, '0', [])).toEqual({ comb: '0', deleted: '0', skuName: '茶', brandId: '4' });
    expect(exportQueryOf({ ...LIST_DEFAULTS, deleted: '1' }, '1', [])).toEqual({ comb: '1', deleted: '1' });
  });
});
