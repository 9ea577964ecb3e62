// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { DEPT_LIST_QUERY, filtersQuery } from './dept-list-query';

describe('the store list filters', () => {
  test('[API-04] the list and export queries carry only the filters that are set', () => {
    expect(filtersQuery({ ...DEPT_LIST_QUERY, keyword: ' West ', city: '440300' })).toEqual({
      keyword: 'West',
    });
    expect(filtersQuery({ ...DEPT_LIST_QUERY, status: '1', province: '440000', city: '440300' })).toEqual({
      status: '1',
      province: '440000',
      city: '440300',
    });
  });

  test('a hand-edited address falls back to no filter instead of failing', () => {
    expect(
      filtersQuery({ ...DEPT_LIST_QUERY, type: '9', status: 'yes', province: 'abc', franchiseeType: 'x' }),
    ).toEqual({});
  });
});
