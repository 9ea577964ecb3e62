import { describe, expect, it } from 'vitest';
import { matchesPattern } from './partial-match';

const openRoute = {
  type: 'rcadmin:openRoute',
  v: 1,
  id: 'a-1',
  payload: { path: '/goods/index/list', query: { from: 'vendor' }, title: 'Goods' },
};

describe('matchesPattern', () => {
  it('takes the fields a pattern names, nested ones too, and nothing else', () => {
    expect(matchesPattern(openRoute, { type: 'rcadmin:openRoute' })).toBe(true);
    expect(matchesPattern(openRoute, { payload: { query: { from: 'vendor' } } })).toBe(true);
    expect(matchesPattern(openRoute, { payload: { path: '/other' } })).toBe(false);
    expect(matchesPattern(openRoute, { payload: { missing: undefined } })).toBe(true);
    expect(matchesPattern(openRoute, { payload: { missing: null } })).toBe(false);
  });

  it('tests strings with a RegExp and defers to asymmetric matchers', () => {
    expect(matchesPattern(openRoute, { type: /openRoute$/ })).toBe(true);
    expect(matchesPattern(openRoute, { v: /1/ })).toBe(false);
    expect(matchesPattern(openRoute, { id: expect.any(String) })).toBe(true);
    expect(matchesPattern(openRoute, { payload: expect.objectContaining({ title: 'Goods' }) })).toBe(true);
  });

  it('matches arrays item for item, and values by identity', () => {
    expect(matchesPattern({ list: [1, { a: 2, b: 3 }] }, { list: [1, { a: 2 }] })).toBe(true);
    expect(matchesPattern({ list: [1, 2] }, { list: [1] })).toBe(false);
    expect(matchesPattern({ n: Number.NaN }, { n: Number.NaN })).toBe(true);
    expect(matchesPattern('text', { length: 4 })).toBe(false);
  });
});
