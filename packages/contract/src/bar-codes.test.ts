import { describe, expect, it } from 'vitest';
import { gtinCheckMiss } from './bar-codes';

describe('gtinCheckMiss', () => {
  it('passes codes whose check digit is right (EAN-13, EAN-8, UPC-A)', () => {
    expect(gtinCheckMiss('6901234567892')).toBeNull();
    expect(gtinCheckMiss('4006381333931')).toBeNull();
    expect(gtinCheckMiss('96385074')).toBeNull();
    expect(gtinCheckMiss('036000291452')).toBeNull();
  });

  it('names the expected check digit of a wrong one', () => {
    expect(gtinCheckMiss('6901234567893')).toEqual({
      kind: 'EAN-13',
      expected: '2',
      corrected: '6901234567892',
    });
    expect(gtinCheckMiss('96385075')).toMatchObject({ kind: 'EAN-8', expected: '4' });
    expect(gtinCheckMiss('036000291459')).toMatchObject({ kind: 'UPC-A', expected: '2' });
  });

  it('leaves in-house codes of other shapes alone', () => {
    expect(gtinCheckMiss('A1001')).toBeNull();
    expect(gtinCheckMiss('12345')).toBeNull();
    expect(gtinCheckMiss('69012345678A3')).toBeNull();
    expect(gtinCheckMiss('')).toBeNull();
  });
});
