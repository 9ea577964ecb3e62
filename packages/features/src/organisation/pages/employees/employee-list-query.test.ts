import { describe, expect, test } from 'vitest';
import { accountListInput, employeeListInput } from './employee-list-query';

const first = { no: 1, size: 10 } as const;
const none = { rawInfo: '', status: '', isStrict: '' };

describe('the people lists’ calls', () => {
  test('[DATA-21] [ORG-09] a plain address asks for page 1, 10 a page, no filters', () => {
    expect(employeeListInput(none, first)).toEqual({ page: 1, limit: 10 });
    expect(accountListInput(none, first)).toEqual({ page: 1, limit: 10 });
  });

  test('[DATA-21] rawInfo, status, isStrict and the page of the address are what the call asks', () => {
    const view = { rawInfo: ' 王 ', status: '0', isStrict: '1' };
    expect(employeeListInput(view, { no: 3, size: 10 })).toEqual({
      page: 3,
      limit: 10,
      rawInfo: '王',
      status: '0',
      isStrict: '1',
    });
    expect(accountListInput({ rawInfo: 'wang', status: '2' }, { no: 2, size: 20 })).toEqual({
      page: 2,
      limit: 20,
      rawInfo: 'wang',
      status: '2',
    });
  });

  test('[ORG-09] a hand-edited address asks as if the value were not set', () => {
    expect(employeeListInput({ rawInfo: '', status: '9', isStrict: 'yes' }, first)).toEqual({
      page: 1,
      limit: 10,
    });
    expect(employeeListInput({ ...none, status: '2' }, first)).toEqual({ page: 1, limit: 10 });
    expect(accountListInput({ rawInfo: '', status: '7' }, first)).toEqual({ page: 1, limit: 10 });
    expect(employeeListInput({ ...none, rawInfo: 'a'.repeat(80) }, first).rawInfo).toHaveLength(64);
  });

  test('[DATA-21] exact match without anything to match asks for no exact match', () => {
    expect(employeeListInput({ rawInfo: '', status: '1', isStrict: '1' }, first)).toEqual({
      page: 1,
      limit: 10,
      status: '1',
    });
  });
});
