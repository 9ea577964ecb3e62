import { describe, expect, it } from 'vitest';
import {
  changeLinesOf,
  changeText,
  changesOf,
  codeValue,
  namesValue,
  type ChangeField,
} from '../../src/domain/change-list';
import { translate, type MessageKey } from '../../src/i18n/messages';

interface Sku {
  name: string;
  price: string;
  state: number;
  stores: string[];
}
const FIELDS: ChangeField<Sku>[] = [
  { label: 'changeSkuName', value: (sku) => sku.name },
  { label: 'changeSkuReferPrice', value: (sku) => sku.price },
  { label: 'changeSaleState', value: (sku) => codeValue(sku.state, { 1: 'saleStateOn', 0: 'saleStateOff' }) },
  { label: 'changeSkuStores', value: (sku) => namesValue(sku.stores) },
];
const cola: Sku = { name: 'Cola', price: '10.00', state: 1, stores: ['East', 'West'] };

describe('change lists of the operation log', () => {
  it('[DATA-07] keeps the fields that changed, old and new, coded values as keys', () => {
    expect(changesOf(cola, { ...cola, price: '12.00', state: 0, stores: ['West', 'East'] }, FIELDS)).toEqual([
      { field: 'changeSkuReferPrice', from: '10.00', to: '12.00' },
      { field: 'changeSaleState', from: { key: 'saleStateOn' }, to: { key: 'saleStateOff' } },
    ]);
    expect(changesOf(cola, cola, FIELDS)).toEqual([]);
  });

  it('[DATA-07] a new record lists what it was given, from none; a cleared value goes to none', () => {
    expect(changesOf(undefined, { ...cola, stores: [] }, FIELDS)).toEqual([
      { field: 'changeSkuName', from: null, to: 'Cola' },
      { field: 'changeSkuReferPrice', from: null, to: '10.00' },
      { field: 'changeSaleState', from: null, to: { key: 'saleStateOn' } },
    ]);
    expect(changesOf(cola, { ...cola, stores: [] }, FIELDS)).toEqual([
      { field: 'changeSkuStores', from: 'East, West', to: null },
    ]);
  });

  it('[DATA-07] reads a kept list in the reader’s language, and skips what is not a change', () => {
    const kept = [
      { field: 'changeSkuReferPrice', of: 'Cola', from: '10.00', to: '12.00' },
      { field: 'changeSaleState', from: { key: 'saleStateOn' }, to: { key: 'saleStateOff' } },
      { field: 'changeSkuName', from: null, to: 'Cola' },
      'not a change',
      { from: 'no field' },
    ];
    const say = (lang: 'zh' | 'en' | 'es') => (key: MessageKey) => translate(lang, key);
    expect(changeLinesOf(kept, say('en'))).toEqual([
      { field: 'Retail price', of: 'Cola', from: '10.00', to: '12.00' },
      { field: 'Sale status', from: 'On sale', to: 'Off sale' },
      { field: 'Goods name', to: 'Cola' },
    ]);
    expect(changeLinesOf(kept, say('zh'))?.[0]?.field).toBe('零售价');
    expect(changeLinesOf(kept, say('es'))?.[0]?.field).toBe('Precio de venta');
    expect(changeLinesOf(null, say('en'))).toBeUndefined();
    expect(changeText({ field: 'Retail price', of: 'Cola', from: '10.00', to: '12.00' }, '(none)')).toBe(
      '“Cola” Retail price: 10.00 → 12.00',
    );
    expect(changeText({ field: 'Manager', from: 'Ann' }, '(none)')).toBe('Manager: Ann → (none)');
  });
});
