// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_STATE,
  filtersQuery,
  parseDeptListQuery,
  toApiQuery,
  toDeptListAddress,
  withFilters,
  withPage,
} from './dept-list-query';

describe('the store list view and its address', () => {
  test('[ORG-02] filters and page survive a round trip through the address; defaults stay out of it', () => {
    const view = {
      keyword: 'West',
      type: '1' as const,
      status: '0' as const,
      province: '440000',
      city: '440300',
      franchiseeType: '2' as const,
      pageNo: 3,
      pageSize: 50 as const,
    };
    const address = toDeptListAddress(view);
    const search = new URLSearchParams(
      Object.entries(address).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(parseDeptListQuery(search)).toEqual(view);
    expect(Object.values(toDeptListAddress(DEFAULT_STATE)).every((value) => value === undefined)).toBe(true);
  });

  test('a hand-edited address falls back to defaults instead of failing', () => {
    expect(parseDeptListQuery('?pageNo=x&pageSize=7&type=9&status=yes&province=abc&city=440300')).toEqual(
      DEFAULT_STATE,
    );
  });

  test('[API-04] the list query carries the page and only the filters that are set', () => {
    expect(toApiQuery({ ...DEFAULT_STATE, keyword: ' West ', city: '' })).toEqual({
      pageNo: 1,
      pageSize: 10,
      keyword: 'West',
    });
    expect(filtersQuery({ ...DEFAULT_STATE, status: '1', province: '440000' })).toEqual({
      status: '1',
      province: '440000',
    });
  });

  test('new filters go back to page 1; a new page size too', () => {
    const onPage3 = { ...DEFAULT_STATE, pageNo: 3 };
    expect(withFilters(onPage3, { ...DEFAULT_STATE, keyword: 'A' }).pageNo).toBe(1);
    expect(withPage(onPage3, 4, 10)).toMatchObject({ pageNo: 4, pageSize: 10 });
    expect(withPage(onPage3, 3, 20)).toMatchObject({ pageNo: 1, pageSize: 20 });
  });
});
