import { describe, expect, test } from 'vitest';
import {
  DEFAULT_VIEW,
  parseEmployeeListQuery,
  toAddressQuery,
  toApiQuery,
  withFilters,
  withPage,
} from './employee-list-query';

describe('the employee list view', () => {
  test('[DATA-21] [ORG-09] a plain address is page 1, 10 a page, no filters; the call says so', () => {
    expect(parseEmployeeListQuery('')).toEqual({
      rawInfo: '',
      status: '',
      isStrict: false,
      page: 1,
      limit: 10,
    });
    expect(toAddressQuery(DEFAULT_VIEW)).toEqual({});
    expect(toApiQuery(DEFAULT_VIEW)).toEqual({ page: 1, limit: 10 });
  });

  test('[DATA-21] rawInfo, status and isStrict survive a reload (view → address → view)', () => {
    const view = withPage(withFilters(DEFAULT_VIEW, { rawInfo: ' 王 ', status: '0', isStrict: true }), 3, 10);
    const address = new URLSearchParams(toAddressQuery(view) as Record<string, string>).toString();
    expect(parseEmployeeListQuery(address)).toEqual(view);
    expect(toAddressQuery(view)).toEqual({ rawInfo: '王', status: '0', isStrict: '1', page: '3' });
    expect(toApiQuery(view)).toEqual({ page: 3, limit: 10, rawInfo: '王', status: '0', isStrict: '1' });
  });

  test('[ORG-09] a hand-edited address falls back to the defaults instead of failing', () => {
    expect(parseEmployeeListQuery('page=x&limit=7&status=9&isStrict=yes')).toEqual(DEFAULT_VIEW);
    expect(parseEmployeeListQuery('page=0').page).toBe(1);
    expect(parseEmployeeListQuery('limit=50').limit).toBe(50);
    expect(parseEmployeeListQuery(`rawInfo=${'a'.repeat(80)}`).rawInfo).toHaveLength(64);
  });

  test('[ORG-09] new filters and a new page size start again at page 1', () => {
    const onPage4 = withPage(DEFAULT_VIEW, 4, 10);
    expect(onPage4.page).toBe(4);
    expect(withFilters(onPage4, { rawInfo: 'E100', status: '', isStrict: false }).page).toBe(1);
    expect(withPage(onPage4, 4, 20)).toMatchObject({ page: 1, limit: 20 });
    // A size the server does not take keeps the one there was.
    expect(withPage(onPage4, 2, 33)).toMatchObject({ page: 2, limit: 10 });
  });

  test('[DATA-21] exact match without anything to match asks for no exact match', () => {
    const view = withFilters(DEFAULT_VIEW, { rawInfo: '', status: '1', isStrict: true });
    expect(toApiQuery(view)).toEqual({ page: 1, limit: 10, status: '1' });
  });
});
