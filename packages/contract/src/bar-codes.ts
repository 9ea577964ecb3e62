/** The retail GTINs whose last digit is a check digit: EAN-8, UPC-A (12 digits), EAN-13. */
export type GtinKind = 'EAN-8' | 'UPC-A' | 'EAN-13';

const GTIN_KINDS: Record<number, GtinKind> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13' };

/** A barcode whose check digit is not the one its other digits give. */
export interface GtinCheckMiss {
  kind: GtinKind;
  /** The check digit the code's other digits give. */
  expected: string;
  /** The code with that check digit. */
  corrected: string;
}

/**
 * The GS1 check of a barcode of 8, 12 or 13 digits (the mod-10 rule: weights 3 and 1 from the
 * right, the check digit excluded). null when the code passes or is of no such shape (an in-house
 * code of other length or with letters has no check digit to verify).
 */
export function gtinCheckMiss(barCode: string): GtinCheckMiss | null {
  const kind = GTIN_KINDS[barCode.length];
  if (!kind || !/^[0-9]+$/.test(barCode)) return null;
  const body = barCode.slice(0, -1);
  const expected = gtinCheckDigit(body);
  return barCode.endsWith(expected) ? null : { kind, expected, corrected: body + expected };
}

/** The GS1 check digit of a code's other digits (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const weight = (body.length - index) % 2 === 1 ? 3 : 1;
    sum += Number(body[index]) * weight;
  }
  return String((10 - (sum % 10)) % 10);
}
