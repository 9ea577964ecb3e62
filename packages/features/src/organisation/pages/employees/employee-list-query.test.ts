import { describe, expect, test } from 'vitest';
import { parseEmployeeListQuery, toApiQuery } from './employee-list-query';

describe('the employee list view', () => {
  test('[DATA-21] [ORG-09] a plain address is page 1, 10 a page, no filters; the call says so', () => {
    const view = parseEmployeeListQuery('');
    expect(view).toEqual({ rawInfo: '', status: '', isStrict: false, page: 1, limit: 10 });
    expect(toApiQuery(view)).toEqual({ page: 1, limit: 10 });
  });

  test('[DATA-21] rawInfo, status, isStrict and the page of the address are what the call asks', () => {
    const view = parseEmployeeListQuery('rawInfo=%20王%20&status=0&isStrict=1&page=3');
    expect(view).toEqual({ rawInfo: '王', status: '0', isStrict: true, page: 3, limit: 10 });
    expect(toApiQuery(view)).toEqual({ page: 3, limit: 10, rawInfo: '王', status: '0', isStrict: '1' });
  });

  test('[ORG-09] a hand-edited address falls back to the defaults instead of failing', () => {
    expect(parseEmployeeListQuery('page=x&limit=7&status=9&isStrict=yes')).toEqual(
      parseEmployeeListQuery(''),
    );
    expect(parseEmployeeListQuery('page=0').page).toBe(1);
    expect(parseEmployeeListQuery('limit=50').limit).toBe(50);
    expect(parseEmployeeListQuery(`rawInfo=${'a'.repeat(80)}`).rawInfo).toHaveLength(64);
  });

  test('[DATA-21] exact match without anything to match asks for no exact match', () => {
    expect(toApiQuery(parseEmployeeListQuery('status=1&isStrict=1'))).toEqual({
      page: 1,
      limit: 10,
      status: '1',
    });
  });
});
