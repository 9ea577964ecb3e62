import type { SkuDraft } from '../../stores/sku-draft';

/**
 * The one field definition of the goods form: create, edit and view (read-only) all render it.
 * Each step of the stepped form (the draft's currentStep) is a §3 group; a field's kind says
 * which control shows it, `options` which reference list feeds a select.
 */
export type FieldKind =
  | 'text'
  | 'money'
  | 'digits'
  | 'date'
  | 'select'
  | 'multiSelect'
  | 'flag'
  | 'textarea'
  | 'barCode'
  | 'category'
  | 'brand'
  | 'supplier'
  | 'sendSupplier'
  | 'origin';

/** Reference lists a select reads (getCommodityBase, getSysParams). */
export type OptionSource =
  | 'units'
  | 'saleModes'
  | 'saleStates'
  | 'suitAges'
  | 'suitSexes'
  | 'yearSeasons'
  | 'barPrefixTypes'
  | 'taxRates';

export interface SkuField {
  name: keyof SkuDraft;
  kind: FieldKind;
  required?: boolean;
  options?: OptionSource;
  max?: number;
}

/** Sections that are not plain fields: lists edited row by row. */
export type SkuSection =
  'subSkus' | 'packRates' | 'propertys' | 'navigation' | 'stores' | 'pictures' | 'content';

export interface SkuStep {
  key: string;
  fields: SkuField[];
  sections?: SkuSection[];
  /** Shown for combined goods only (comb '1'). */
  combOnly?: boolean;
}

export const SKU_STEPS: SkuStep[] = [
  {
    key: 'identity',
    fields: [
      { name: 'skuName', kind: 'text', required: true, max: 200 },
      { name: 'barCode', kind: 'barCode', required: true, max: 32 },
      { name: 'goodsNo', kind: 'text', max: 64 },
      { name: 'shortName', kind: 'text', max: 100 },
      { name: 'promTitle', kind: 'text', max: 200 },
      { name: 'erpCode', kind: 'text', max: 64 },
    ],
  },
  { key: 'subSkus', fields: [], sections: ['subSkus'], combOnly: true },
  {
    key: 'classification',
    fields: [
      { name: 'categoryId', kind: 'category' },
      { name: 'brandId', kind: 'brand' },
      { name: 'supplierId', kind: 'supplier' },
      { name: 'isCategoryCode', kind: 'text', max: 64 },
    ],
  },
  {
    key: 'prices',
    fields: [
      { name: 'skuReferPrice', kind: 'money', required: true },
      { name: 'skuPurchPrice', kind: 'money', required: true },
      { name: 'minPrice', kind: 'money' },
      { name: 'maxPrice', kind: 'money' },
      { name: 'inputTaxRate', kind: 'select', options: 'taxRates' },
      { name: 'outputTaxRate', kind: 'select', options: 'taxRates' },
    ],
  },
  {
    key: 'sale',
    fields: [
      { name: 'saleState', kind: 'select', options: 'saleStates' },
      { name: 'saleMode', kind: 'select', options: 'saleModes' },
      { name: 'isStoreSetSale', kind: 'flag' },
      { name: 'isDelivery', kind: 'flag' },
      { name: 'sendFlag', kind: 'flag' },
      { name: 'sendSupplierId', kind: 'sendSupplier' },
      { name: 'userCouponFlag', kind: 'flag' },
      { name: 'refunded', kind: 'flag' },
    ],
  },
  {
    key: 'attributes',
    fields: [
      { name: 'specModel', kind: 'text', max: 100 },
      { name: 'origin', kind: 'origin' },
      { name: 'meaUnit', kind: 'select', options: 'units', required: true },
      { name: 'suitAge', kind: 'select', options: 'suitAges' },
      { name: 'subSuitAge', kind: 'multiSelect', options: 'suitAges' },
      { name: 'suitSex', kind: 'select', options: 'suitSexes' },
      { name: 'babyDateStart', kind: 'date' },
      { name: 'babyDateEnd', kind: 'date' },
      { name: 'selfLife', kind: 'digits' },
      { name: 'skuDurability', kind: 'text', max: 50 },
      { name: 'yearS', kind: 'select', options: 'yearSeasons' },
      { name: 'canSaleDays', kind: 'digits' },
      { name: 'grossWeight', kind: 'text', max: 12 },
      { name: 'barPrefixType', kind: 'select', options: 'barPrefixTypes' },
    ],
  },
  { key: 'packRates', fields: [], sections: ['packRates'] },
  { key: 'properties', fields: [], sections: ['propertys'] },
  { key: 'stores', fields: [], sections: ['navigation', 'stores'] },
  { key: 'pictures', fields: [], sections: ['pictures'] },
  {
    key: 'content',
    fields: [
      { name: 'searchPowner', kind: 'text', max: 50 },
      { name: 'searchMask', kind: 'text', max: 50 },
      { name: 'remark', kind: 'textarea', max: 500 },
    ],
    sections: ['content'],
  },
];

/**
 * The short form's fields (a new single good on one page): what a SKU needs to be sold, each the
 * steps' own definition. The rest waits in the steps ("More details"), kept in the same draft.
 */
const QUICK_NAMES: (keyof SkuDraft)[] = [
  'skuName',
  'barCode',
  'categoryId',
  'skuReferPrice',
  'skuPurchPrice',
  'meaUnit',
  'saleState',
  'saleMode',
];
export const QUICK_FIELDS: SkuField[] = QUICK_NAMES.map((name) =>
  SKU_STEPS.flatMap((step) => step.fields).find((field) => field.name === name)!,
);

/** The steps of a form: combined goods have the sub-SKU step, single goods do not. */
export const stepsFor = (comb: string): SkuStep[] =>
  SKU_STEPS.filter((step) => !step.combOnly || comb === '1');

/** Server field names that a control of another name shows (the category cascader holds the path). */
const FIELD_OF_ERROR: Record<string, string> = { categoryId: 'categorys' };

/** Where a server field error lands: the form field's name and the step that shows it. */
export function locateFieldError(field: string, comb: string): { name: string; step: number } {
  const root = field.split(/[.[]/)[0] ?? field;
  const steps = stepsFor(comb);
  const sectionOf: Record<string, SkuSection> = {
    packRates: 'packRates',
    propertys: 'propertys',
    customPropertys: 'propertys',
    subSkus: 'subSkus',
    searchNavIds: 'navigation',
    storeList: 'stores',
    picList: 'pictures',
    content: 'content',
    htmlSX: 'content',
  };
  const imgSection = /^detailImg[1-8]$/.test(root) ? 'pictures' : undefined;
  const section = sectionOf[root] ?? imgSection;
  const step = steps.findIndex((candidate) =>
    section
      ? candidate.sections?.includes(section)
      : candidate.fields.some((item) => item.name === root || FIELD_OF_ERROR[item.name] === root),
  );
  return { name: FIELD_OF_ERROR[root] ?? root, step: Math.max(step, 0) };
}
