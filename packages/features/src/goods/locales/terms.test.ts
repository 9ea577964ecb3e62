import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

const LOCALES = { zh, en, es };

/** Every text of a locale, with its key. */
const textsOf = (node: unknown, at = ''): [string, string][] =>
  typeof node === 'string'
    ? [[at, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        textsOf(value, at ? `${at}.${key}` : key),
      );

/** The one name of the retail price (skuReferPrice) and of the two sale states, per language. */
const TERMS = {
  zh: { price: '零售价', on: '在售', off: '停售', others: ['参考售价', '上架', '下架'] },
  en: { price: 'Retail price', on: 'On sale', off: 'Off sale', others: ['reference price'] },
  es: {
    price: 'Precio de venta',
    on: 'En venta',
    off: 'Fuera de venta',
    others: ['precio de referencia', 'a la venta'],
  },
} as const;

describe('the goods terms', () => {
  it.each(Object.keys(TERMS) as (keyof typeof TERMS)[])(
    '[GOODS-01] the goods screens name the retail price and the sale states one way in %s',
    (lang) => {
      const locale = LOCALES[lang];
      const terms = TERMS[lang];
      expect(locale.form.fields.skuReferPrice).toBe(terms.price);
      expect(locale.lists.columns.price).toBe(terms.price);
      expect(locale.catalogue.adjustment.referencePrice).toBe(terms.price);
      expect(locale.saleState).toEqual({ '0': terms.off, '1': terms.on });
      const others = textsOf(locale).filter(([, text]) =>
        terms.others.some((word) => text.toLowerCase().includes(word)),
      );
      expect(others).toEqual([]);
    },
  );
});
