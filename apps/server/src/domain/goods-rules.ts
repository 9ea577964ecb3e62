import {
  gtinCheckMiss,
  type FieldError,
  type GoodsConfSetting,
  type SkuDraft,
  type SysParams,
} from '@rcadmin/contract';
import type { MessageKey, Params } from '../i18n/messages';

/** At most this many SKUs per batch call (delete, restore, sale mode, price, navigation, export by ids). */
export const MAX_BATCH_SKUS = 10_000;

/** Tax rates offered on the goods form, in percent (VAT rates of the PRC). */
export const TAX_RATES = ['0', '1', '3', '5', '6', '9', '13'] as const;

export const SYS_PARAMS: SysParams = { taxRates: [...TAX_RATES], priceDecimals: 2 };

export const CONF_SETTING: GoodsConfSetting = {
  barCodeRequired: true,
  goodsNoAuto: false,
  maxPictures: 9,
  maxPictureSize: 2 * 1024 * 1024,
  maxPackRates: 20,
  maxSubSkus: 50,
};

/** The code lists of getCommodityBase: code → message key of its label. */
export const COMMODITY_BASE: Record<string, [string, MessageKey][]> = {
  units: [
    ['个', 'unitPiece'],
    ['盒', 'unitBox'],
    ['瓶', 'unitBottle'],
    ['袋', 'unitBag'],
    ['箱', 'unitCase'],
    ['罐', 'unitCan'],
    ['包', 'unitPack'],
    ['千克', 'unitKg'],
    ['克', 'unitG'],
    ['双', 'unitPair'],
    ['套', 'unitSet'],
    ['桶', 'unitBarrel'],
    ['条', 'unitStrip'],
  ],
  saleModes: [
    ['1', 'saleModePiece'],
    ['2', 'saleModeWeight'],
  ],
  saleStates: [
    ['1', 'saleStateOn'],
    ['0', 'saleStateOff'],
  ],
  suitAges: [
    ['0', 'suitAgeAll'],
    ['1', 'suitAgeBaby'],
    ['2', 'suitAgeToddler'],
    ['3', 'suitAgeChild'],
    ['4', 'suitAgeTeen'],
    ['5', 'suitAgeAdult'],
    ['6', 'suitAgeSenior'],
  ],
  suitSexes: [
    ['0', 'suitSexAll'],
    ['1', 'suitSexMale'],
    ['2', 'suitSexFemale'],
  ],
  yearSeasons: [
    ['1', 'yearSpring'],
    ['2', 'yearAll'],
    ['3', 'yearSummer'],
    ['4', 'yearAutumn'],
    ['5', 'yearWinter'],
  ],
  barPrefixTypes: [
    ['1', 'barPrefixStandard'],
    ['2', 'barPrefixStore'],
    ['3', 'barPrefixWeight'],
  ],
};

/**
 * The draft fields kept in skus.detail (jsonb): everything of §3 that is neither a column nor
 * derived from other tables on read.
 */
export const DETAIL_FIELDS = [
  'edit',
  'isCategoryCode',
  'isStoreSetSale',
  'isDelivery',
  'sendFlag',
  'sendSupplierId',
  'sendSupplierName',
  'userCouponFlag',
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
  'grossWeight',
  'propertys',
  'customPropertys',
  'floors',
  'picList',
  'detailImg1',
  'detailImg2',
  'detailImg3',
  'detailImg4',
  'detailImg5',
  'detailImg6',
  'detailImg7',
  'detailImg8',
  'content',
  'htmlSX',
  'refunded',
  'searchPowner',
  'searchMask',
  'remark',
  'currentStep',
  'barPrefixType',
] as const satisfies readonly (keyof SkuDraft)[];

export type SkuDetail = Pick<SkuDraft, (typeof DETAIL_FIELDS)[number]>;

export function detailOf(draft: SkuDraft): SkuDetail {
  const detail: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) detail[field] = draft[field];
  return detail as SkuDetail;
}

/** Money in cents (an integer), from a wire string such as '12.5' or '-3'. */
export const cents = (value: string): number => {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const result = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -result : result;
};

/** '12.50' from cents. */
export const money = (value: number): string => {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** '13' from a stored rate ('13.00'), '' for none. */
export const taxRateText = (value: string | null): string => (value === null ? '' : String(Number(value)));

export const BAR_CODE = /^[0-9A-Za-z]{1,32}$/;

/** A field error to translate: the field, the message key and its parameters. */
export interface DraftProblem {
  field: string;
  key: MessageKey;
  params?: Params;
}

/**
 * Translate problems into the fieldErrors of the failure envelope. A `label` parameter holds the
 * message key of the field's name, translated too.
 */
export const fieldErrors = (problems: DraftProblem[], t: (key: MessageKey, params?: Params) => string) =>
  problems.map((problem): FieldError => {
    const params = { ...problem.params };
    if (typeof params.label === 'string') params.label = t(params.label as MessageKey);
    return { field: problem.field, msg: t(problem.key, params) };
  });

/** What the goods form offers a SKU: the tenant's units and tax rates (goods settings). */
export interface OfferedLists {
  units: readonly string[];
  taxRates: readonly string[];
}

/** The built-in lists, offered to a tenant that keeps none of its own. */
export const BUILT_IN_OFFERED: OfferedLists = {
  units: (COMMODITY_BASE.units ?? []).map(([code]) => code),
  taxRates: TAX_RATES,
};

/** The draft's unit and tax rates must be ones offered. */
export function offeredProblems(
  draft: Pick<SkuDraft, 'meaUnit' | 'inputTaxRate' | 'outputTaxRate'>,
  offered: OfferedLists,
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!offered.units.includes(draft.meaUnit)) {
    problems.push({ field: 'meaUnit', key: 'goodsUnitInvalid', params: { value: draft.meaUnit } });
  }
  for (const field of ['inputTaxRate', 'outputTaxRate'] as const) {
    const value = draft[field];
    if (value !== '' && !offered.taxRates.includes(value)) {
      problems.push({
        field,
        key: 'goodsTaxRateInvalid',
        params: { value, allowed: offered.taxRates.join(', ') },
      });
    }
  }
  return problems;
}

/**
 * The rules of a draft that need no database: required fields, barcode formats, prices, the unit
 * and tax rates among those `offered` (the tenant's: goodsSettings.offered), dates, pack rates and
 * the parts of a combined good.
 */
export function checkDraft(draft: SkuDraft, offered: OfferedLists = BUILT_IN_OFFERED): DraftProblem[] {
  const label = (key: MessageKey) => key;
  const problems: DraftProblem[] = [];
  if (draft.skuName.trim() === '') {
    problems.push({ field: 'skuName', key: 'goodsFieldRequired', params: { label: label('labelSkuName') } });
  }
  if (!BAR_CODE.test(draft.barCode)) problems.push({ field: 'barCode', key: 'goodsBarCodeFormat' });

  const prices = [
    ['skuReferPrice', 'labelSkuReferPrice'],
    ['skuPurchPrice', 'labelSkuPurchPrice'],
    ['minPrice', 'labelMinPrice'],
    ['maxPrice', 'labelMaxPrice'],
  ] as const;
  let pricesValid = true;
  // Required means entered: no price is taken as 0.
  for (const [field, key] of prices.slice(0, 2)) {
    if (draft[field].trim() === '') {
      problems.push({ field, key: 'goodsFieldRequired', params: { label: label(key) } });
      pricesValid = false;
    }
  }
  for (const [field, key] of prices) {
    if (draft[field].startsWith('-') && cents(draft[field]) < 0) {
      problems.push({ field, key: 'goodsPriceNegative', params: { label: label(key) } });
      pricesValid = false;
    }
  }
  if (pricesValid) {
    const refer = cents(draft.skuReferPrice);
    const min = draft.minPrice === '' ? undefined : cents(draft.minPrice);
    const max = draft.maxPrice === '' ? undefined : cents(draft.maxPrice);
    if (min !== undefined && min > refer) problems.push({ field: 'minPrice', key: 'goodsPriceRange' });
    if (max !== undefined && refer > max) problems.push({ field: 'maxPrice', key: 'goodsPriceRange' });
    if (min !== undefined && max !== undefined && min > max && refer >= min && refer <= max) {
      problems.push({ field: 'maxPrice', key: 'goodsPriceRange' });
    }
  }
  problems.push(...offeredProblems(draft, offered));
  if (draft.babyDateStart !== '' && draft.babyDateEnd !== '' && draft.babyDateStart > draft.babyDateEnd) {
    problems.push({ field: 'babyDateEnd', key: 'goodsDateOrder' });
  }

  // Barcodes of the draft: its own and its pack rates', each once.
  const seen = new Set<string>([draft.barCode]);
  draft.packRates.forEach((rate, index) => {
    const field = `packRates.${index}.barCode`;
    if (rate.unit.trim() === '') {
      problems.push({
        field: `packRates.${index}.unit`,
        key: 'goodsFieldRequired',
        params: { label: label('labelPackUnit') },
      });
    }
    if (!BAR_CODE.test(rate.barCode)) problems.push({ field, key: 'goodsBarCodeFormat' });
    else if (seen.has(rate.barCode)) {
      problems.push({ field, key: 'barCodeUsedInDraft', params: { barCode: rate.barCode } });
    }
    seen.add(rate.barCode);
  });

  if (draft.comb === '1') {
    if (draft.subSkus.length === 0) problems.push({ field: 'subSkus', key: 'combNeedsSubSkus' });
    const parts = new Set<string>();
    draft.subSkus.forEach((sub, index) => {
      if (draft.skuId !== '' && sub.skuId === draft.skuId) {
        problems.push({ field: `subSkus.${index}.skuId`, key: 'combSubSelf' });
      } else if (parts.has(sub.skuId)) {
        problems.push({
          field: `subSkus.${index}.skuId`,
          key: 'combSubDuplicate',
          params: { sku: sub.skuName || sub.skuId },
        });
      }
      parts.add(sub.skuId);
    });
  }
  return problems;
}

/**
 * What a SKU on sale (saleState 1) needs: a retail price above 0 and a category. An entered
 * price that is not valid is left to checkDraft.
 */
export function onSaleProblems(
  draft: Pick<SkuDraft, 'saleState' | 'skuReferPrice' | 'categoryId'>,
): DraftProblem[] {
  if (draft.saleState !== 1) return [];
  const problems: DraftProblem[] = [];
  if (
    draft.skuReferPrice !== '' &&
    /^[0-9.]+$/.test(draft.skuReferPrice) &&
    cents(draft.skuReferPrice) === 0
  ) {
    problems.push({ field: 'skuReferPrice', key: 'goodsOnSaleNeedsPrice' });
  }
  if (draft.categoryId === '') problems.push({ field: 'categoryId', key: 'goodsOnSaleNeedsCategory' });
  return problems;
}

/**
 * An EAN-8, UPC-A or EAN-13 barcode whose check digit is wrong, unless the user said the code is
 * meant (`override`: an in-house code that only looks like one).
 */
export function barCodeCheckProblems(barCode: string, override: boolean): DraftProblem[] {
  const miss = override ? null : gtinCheckMiss(barCode);
  if (!miss) return [];
  return [
    {
      field: 'barCode',
      key: 'goodsBarCodeCheckDigit',
      params: { kind: miss.kind, expected: miss.expected, corrected: miss.corrected },
    },
  ];
}

/** '1, 2, 3 …' for messages: at most `max` items. */
export const listForMessage = (items: readonly (string | number)[], max = 5): string =>
  items.length > max ? `${items.slice(0, max).join(', ')} …` : items.join(', ');
