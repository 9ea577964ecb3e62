import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ACCOUNT_VIEW,
  parseAccountListQuery,
  toAccountAddressQuery,
  toAccountApiQuery,
} from './user-list-query';

describe('the sign-in accounts list view', () => {
  test('a plain address is page 1, 10 a page, any status; the call says so', () => {
    expect(parseAccountListQuery('')).toEqual(DEFAULT_ACCOUNT_VIEW);
    expect(toAccountApiQuery(DEFAULT_ACCOUNT_VIEW)).toEqual({ page: 1, limit: 10 });
    expect(Object.values(toAccountAddressQuery(DEFAULT_ACCOUNT_VIEW)).filter(Boolean)).toEqual([]);
  });

  test('locked accounts on page 2 survive a reload; a hand-edited address falls back', () => {
    const view = { rawInfo: 'wang', status: '2' as const, page: 2, limit: 20 as const };
    const query = Object.entries(toAccountAddressQuery(view)).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    expect(parseAccountListQuery(new URLSearchParams(query).toString())).toEqual(view);
    expect(toAccountApiQuery(view)).toEqual({ page: 2, limit: 20, rawInfo: 'wang', status: '2' });
    expect(parseAccountListQuery('status=7&page=-1&limit=9')).toEqual(DEFAULT_ACCOUNT_VIEW);
  });
});
