import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { skuDraftDefaults } from './goods-drafts';
import { SkuDraft } from './goods-entities';

describe('SKU draft defaults, one for the server and the form', () => {
  it('[DATA-17] a fresh draft has the SKU defaults of spec §9, its prices empty to be entered, and matches the contract', () => {
    const draft = skuDraftDefaults();
    expect(draft).toMatchObject({
      comb: '0',
      // Required prices are entered, never a pre-filled 0 (a SKU went on sale at 0.00).
      skuReferPrice: '',
      skuPurchPrice: '',
      saleState: 1,
      saleMode: '1',
      yearS: '2',
      meaUnit: '个',
      barPrefixType: 1,
      currentStep: 0,
    });
    expect(Value.Check(SkuDraft, draft)).toBe(true);
    expect(skuDraftDefaults('1').comb).toBe('1');
  });

  it('[DATA-17] each call makes a draft of its own: changing one leaves the next alone', () => {
    const first = skuDraftDefaults();
    first.packRates.push({ quantity: 6, unit: '盒', barCode: '' });
    first.skuName = '可乐';
    expect(skuDraftDefaults()).toMatchObject({ packRates: [], skuName: '' });
  });
});
