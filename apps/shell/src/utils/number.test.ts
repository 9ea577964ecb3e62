import { expect, test } from 'vitest';
import { shortenNumber, toThousands } from './number';

test('[CONST-06] numbers shorten with k, M, G, T, P, E', () => {
  expect(shortenNumber(999)).toBe('999');
  expect(shortenNumber(1000)).toBe('1k');
  expect(shortenNumber(1234)).toBe('1.2k');
  expect(shortenNumber(2_500_000)).toBe('2.5M');
  expect(shortenNumber(3e9)).toBe('3G');
  expect(shortenNumber(4.56e12, 2)).toBe('4.56T');
  expect(shortenNumber(1e15)).toBe('1P');
  expect(shortenNumber(7e18)).toBe('7E');
});

test('[CONST-06] thousands separators are commas', () => {
  expect(toThousands(1234567)).toBe('1,234,567');
  expect(toThousands('9876543.21')).toBe('9,876,543.21');
  expect(toThousands(-1000)).toBe('-1,000');
  expect(toThousands('abc')).toBe('0');
});
