import { describe, expect, it } from 'vitest';
import { skuDraftDefaults } from '../../stores/sku-draft';
import { SKU_STEPS, locateFieldError, stepsFor } from './sku-fields';

const stepKey = (field: string, comb = '0') => stepsFor(comb)[locateFieldError(field, comb).step]?.key;

describe('the goods form field definition', () => {
  it('shows every field of the draft somewhere (a field or a section of a step)', () => {
    const inSections = [
      'packRates',
      'propertys',
      'customPropertys',
      'searchNavIds',
      'storeList',
      'picList',
      'subSkus',
      'content',
      'htmlSX',
      ...Array.from({ length: 8 }, (_, i) => `detailImg${i + 1}`),
    ];
    // Kept by the draft but not typed in: set by the server or by other controls.
    const implied = [
      'edit',
      'comb',
      'skuId',
      'categoryName',
      'brandName',
      'supplierName',
      'sendSupplierName',
    ];
    const bookkeeping = ['categorys', 'floors', 'currentStep', 'version'];
    const shown = new Set([
      ...SKU_STEPS.flatMap((step) => step.fields.map((field) => field.name)),
      ...inSections,
    ]);
    const missing = Object.keys(skuDraftDefaults()).filter(
      (field) => !shown.has(field as never) && !implied.includes(field) && !bookkeeping.includes(field),
    );
    expect(missing).toEqual([]);
  });

  it('has the sub-SKU step for combined goods only', () => {
    expect(stepsFor('0').map((step) => step.key)).not.toContain('subSkus');
    expect(stepsFor('1').map((step) => step.key)).toContain('subSkus');
  });

  it("puts a server field error on the step that shows the field, nested fields on their section's step", () => {
    expect(stepKey('skuName')).toBe('identity');
    expect(stepKey('maxPrice')).toBe('prices');
    expect(stepKey('packRates.1.barCode')).toBe('packRates');
    expect(stepKey('detailImg3')).toBe('pictures');
    expect(stepKey('subSkus.0.skuId', '1')).toBe('subSkus');
    expect(stepKey('origin', '1')).toBe('attributes');
    expect(locateFieldError('categoryId', '0')).toEqual({ name: 'categorys', step: 1 });
  });
});
