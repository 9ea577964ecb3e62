import { describe, expect, it } from 'vitest';
import {
  addPackRate,
  addPicture,
  addProperty,
  addSubSku,
  clearSkuDraft,
  closeSkuDraft,
  loadSkuDraft,
  markSkuDraftSaved,
  movePackRate,
  openSkuDraft,
  removeCustomProperty,
  setCustomProperty,
  setSkuField,
  skuDraftDefaults,
  skuDraftMeta,
  skuDrafts,
  removeRow,
  updateRow,
} from './sku-draft';

const has = (fields: string[]) => {
  const draft = skuDraftDefaults();
  for (const field of fields) expect(draft, field).toHaveProperty(field);
  return draft;
};

let n = 0;
const freshKey = () => `test/${(n += 1)}`;

describe('the SKU draft', () => {
  it('[DATA-10] has the identity fields', () => {
    const draft = has([
      'edit',
      'comb',
      'erpCode',
      'skuId',
      'skuName',
      'barCode',
      'goodsNo',
      'shortName',
      'promTitle',
    ]);
    expect(draft.edit).toBe(false);
    expect(draft.skuId).toBe('');
  });

  it('[DATA-11] has the classification fields', () => {
    has([
      'categoryId',
      'categoryName',
      'brandId',
      'brandName',
      'supplierId',
      'supplierName',
      'isCategoryCode',
    ]);
  });

  it('[DATA-12] has the price and tax fields', () => {
    has(['skuReferPrice', 'skuPurchPrice', 'minPrice', 'maxPrice', 'inputTaxRate', 'outputTaxRate']);
  });

  it('[DATA-13] has the sale fields', () => {
    has([
      'isStoreSetSale',
      'saleState',
      'isDelivery',
      'saleMode',
      'sendFlag',
      'sendSupplierId',
      'sendSupplierName',
      'userCouponFlag',
    ]);
  });

  it('[DATA-14] has the attribute fields, subSuitAge a list', () => {
    const draft = has([
      'specModel',
      'origin',
      'suitAge',
      'subSuitAge',
      'babyDateStart',
      'babyDateEnd',
      'suitSex',
      'selfLife',
      'skuDurability',
      'yearS',
      'canSaleDays',
      'meaUnit',
      'grossWeight',
    ]);
    expect(draft.subSuitAge).toEqual([]);
  });

  it('[DATA-15] has the lists and structures: lists, customPropertys an object', () => {
    const draft = has([
      'packRates',
      'propertys',
      'customPropertys',
      'searchNavIds',
      'floors',
      'storeList',
      'categorys',
      'subSkus',
      'picList',
    ]);
    for (const list of [
      'packRates',
      'propertys',
      'searchNavIds',
      'floors',
      'storeList',
      'categorys',
      'subSkus',
      'picList',
    ] as const) {
      expect(draft[list], list).toEqual([]);
    }
    expect(draft.customPropertys).toEqual({});
  });

  it('[DATA-16] has the content fields detailImg1 to detailImg8, content, htmlSX and the other fields', () => {
    has([
      ...Array.from({ length: 8 }, (_, i) => `detailImg${i + 1}`),
      'content',
      'htmlSX',
      'refunded',
      'searchPowner',
      'searchMask',
      'remark',
      'currentStep',
      'barPrefixType',
    ]);
  });

  it('[DATA-18] a pack rate has quantity, unit and barCode; rows are added, changed, moved and removed', () => {
    const draft = openSkuDraft(freshKey());
    addPackRate(draft, { quantity: 6, unit: '盒', barCode: '6901234567892' });
    addPackRate(draft, { quantity: 24, unit: '箱' });
    expect(draft.packRates).toEqual([
      { quantity: 6, unit: '盒', barCode: '6901234567892' },
      { quantity: 24, unit: '箱', barCode: '' },
    ]);
    updateRow(draft, 'packRates', 1, { barCode: '6901234567908' });
    movePackRate(draft, 1, 0);
    expect(draft.packRates.map((rate) => rate.unit)).toEqual(['箱', '盒']);
    movePackRate(draft, 0, 5);
    expect(draft.packRates.map((rate) => rate.unit)).toEqual(['箱', '盒']);
    removeRow(draft, 'packRates', 0);
    expect(draft.packRates).toEqual([{ quantity: 6, unit: '盒', barCode: '6901234567892' }]);
  });

  it('[DATA-19] clearing resets every field to its default, with empty pack rates, properties, stores and sub-SKUs', () => {
    const draft = openSkuDraft(freshKey());
    setSkuField(draft, 'skuName', '可口可乐 330ml');
    setSkuField(draft, 'saleState', 0);
    setSkuField(draft, 'meaUnit', '瓶');
    addPackRate(draft, { quantity: 24, unit: '箱' });
    addProperty(draft, '口味', '原味');
    setCustomProperty(draft, '产地', '上海');
    draft.storeList.push({ storeId: '1', storeCode: 'S001', storeName: '一号店' });
    addSubSku(draft, { skuId: '7', skuName: '雪碧', barCode: '690', quantity: 2 });
    addPicture(draft, 'sku/a.png', 9);

    clearSkuDraft(draft);

    expect({ ...draft }).toEqual(skuDraftDefaults());
    expect(draft.packRates).toEqual([]);
    expect(draft.propertys).toEqual([]);
    expect(draft.storeList).toEqual([]);
    expect(draft.subSkus).toEqual([]);
  });

  it('[DATA-19] clearing a combined good keeps it combined', () => {
    const draft = openSkuDraft(freshKey(), '1');
    addSubSku(draft, { skuId: '7', skuName: '雪碧', barCode: '690', quantity: 2 });
    clearSkuDraft(draft);
    expect(draft.comb).toBe('1');
    expect(draft.subSkus).toEqual([]);
  });
});

describe('drafts per form', () => {
  it('keeps one draft per form key: two tabs never share one, and reopening finds it again', () => {
    const a = openSkuDraft('edit/1');
    const b = openSkuDraft('edit/2');
    setSkuField(a, 'skuName', 'A');
    expect(b.skuName).toBe('');
    expect(openSkuDraft('edit/1').skuName).toBe('A');
    closeSkuDraft('edit/1');
    closeSkuDraft('edit/2');
    expect(skuDrafts['edit/1']).toBeUndefined();
    expect(openSkuDraft('edit/1').skuName).toBe('');
    closeSkuDraft('edit/1');
  });

  it('loads a SKU from the server: loaded and clean; an edit makes it dirty; saving makes it clean', () => {
    const key = freshKey();
    const draft = loadSkuDraft(key, {
      ...skuDraftDefaults(),
      skuId: '12',
      skuName: '农夫山泉',
      edit: true,
      version: 3,
      packRates: [{ quantity: 12, unit: '箱', barCode: '' }],
    });
    expect(skuDraftMeta[key]).toEqual({ loaded: true, dirty: false });
    expect(draft).toMatchObject({ skuId: '12', skuName: '农夫山泉', version: 3, meaUnit: '个' });
    setSkuField(draft, 'currentStep', 2);
    expect(skuDraftMeta[key]!.dirty).toBe(false);
    setSkuField(draft, 'skuName', '农夫山泉 550ml');
    expect(skuDraftMeta[key]!.dirty).toBe(true);
    markSkuDraftSaved(key, 4);
    expect(draft.version).toBe(4);
    expect(skuDraftMeta[key]!.dirty).toBe(false);
  });

  it('ignores fields the draft does not have', () => {
    const draft = loadSkuDraft(freshKey(), { skuName: 'x', nonsense: 1 } as never);
    expect(draft).not.toHaveProperty('nonsense');
  });
});

describe('lists of the draft', () => {
  it('properties and custom properties', () => {
    const draft = openSkuDraft(freshKey());
    addProperty(draft, '颜色', '红');
    addProperty(draft);
    updateRow(draft, 'propertys', 1, { name: '尺码', value: 'L' });
    removeRow(draft, 'propertys', 0);
    expect(draft.propertys).toEqual([{ name: '尺码', value: 'L' }]);
    setCustomProperty(draft, '材质', '棉');
    setCustomProperty(draft, '产地', '杭州');
    removeCustomProperty(draft, '材质');
    expect(draft.customPropertys).toEqual({ 产地: '杭州' });
  });

  it('sub SKUs: the same SKU twice adds up; quantities change and rows go by their place', () => {
    const draft = openSkuDraft(freshKey(), '1');
    addSubSku(draft, { skuId: '7', skuName: '雪碧', barCode: '690', quantity: 2 });
    addSubSku(draft, { skuId: '8', skuName: '芬达', barCode: '691', quantity: 1 });
    addSubSku(draft, { skuId: '7', skuName: '雪碧', barCode: '690', quantity: 1 });
    updateRow(draft, 'subSkus', 1, { quantity: 4 });
    expect(draft.subSkus.map((s) => [s.skuId, s.quantity])).toEqual([
      ['7', 3],
      ['8', 4],
    ]);
    removeRow(draft, 'subSkus', 0);
    expect(draft.subSkus.map((s) => s.skuId)).toEqual(['8']);
  });

  it('pictures stop at the maximum', () => {
    const draft = openSkuDraft(freshKey());
    expect(addPicture(draft, 'a', 2)).toBe(true);
    expect(addPicture(draft, 'b', 2)).toBe(true);
    expect(addPicture(draft, 'c', 2)).toBe(false);
    removeRow(draft, 'picList', 0);
    expect(draft.picList).toEqual(['b']);
  });
});
