import { describe, expect, it } from 'vitest';
import { idList, rowId, wireId } from './ids';

describe('wire ids, one reading for every call', () => {
  it('a row id is the digits String(id) writes, within an integer column', () => {
    expect(rowId('12')).toBe(12);
    expect(rowId('2147483647')).toBe(2_147_483_647);
    for (const nothing of [
      undefined,
      null,
      '',
      '0',
      '007',
      '-1',
      '1.5',
      ' 12',
      '1e3',
      '2147483648',
      '99999999999',
    ])
      expect(rowId(nothing), String(nothing)).toBeUndefined();
  });

  it('a list names each id once; an id that names nothing is 0', () => {
    expect(idList('3,3,4,99999999999')).toEqual([3, 4, 0]);
    expect(idList(['1', '2'])).toEqual([1, 2]);
  });

  it('a missing row is the empty id on the wire', () => {
    expect(wireId(42)).toBe('42');
    expect(wireId(null)).toBe('');
    expect(wireId(undefined)).toBe('');
  });
});
