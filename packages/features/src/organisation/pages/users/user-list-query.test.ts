import { describe, expect, test } from 'vitest';
import { parseAccountListQuery, toAccountApiQuery } from './user-list-query';

describe('the sign-in accounts list view', () => {
  test('a plain address is page 1, 10 a page, any status; the call says so', () => {
    const view = parseAccountListQuery('');
    expect(view).toEqual({ rawInfo: '', status: '', page: 1, limit: 10 });
    expect(toAccountApiQuery(view)).toEqual({ page: 1, limit: 10 });
  });

  test('locked accounts on page 2 of the address are what the call asks; a hand-edited address falls back', () => {
    const view = parseAccountListQuery('rawInfo=wang&status=2&page=2&limit=20');
    expect(view).toEqual({ rawInfo: 'wang', status: '2', page: 2, limit: 20 });
    expect(toAccountApiQuery(view)).toEqual({ page: 2, limit: 20, rawInfo: 'wang', status: '2' });
    expect(parseAccountListQuery('status=7&page=-1&limit=9')).toEqual(parseAccountListQuery(''));
  });
});
