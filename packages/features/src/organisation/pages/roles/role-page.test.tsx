import { calls } from '@rcadmin/contract/wire';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { testKitWith } from '../../../shared/test-kit';
import { orgLocales } from '../../locales';
import RolePage from './role-page';

afterEach(cleanup);

const role = (id: string, name: string, grantsAll: boolean, allStores: boolean) => ({
  id,
  name,
  remark: '',
  grantsAll,
  allStores,
  resourceCount: 1,
  holderCount: 1,
});

describe('the role list', () => {
  test('[SEC-3][ORG-01] a tenant-wide role is tagged All stores; a role of all pages is tagged All pages only', async () => {
    const kit = testKitWith(orgLocales, {
      [calls.roleList.path]: () => [
        role('r-admin', 'Admin', true, false),
        role('r-area', 'Area manager', false, true),
        role('r-clerk', 'Clerk', false, false),
      ],
      [calls.roleMenuTree.path]: () => ({ tree: [] }),
    });
    render(
      <MemoryRouter initialEntries={['/organization/roleManage']}>
        <RolePage kit={kit} />
      </MemoryRouter>,
    );
    const rowOf = async (name: string) => (await screen.findByText(name, { exact: true })).closest('tr')!;
    expect(within(await rowOf('Area manager')).getByText('All stores')).toBeTruthy();
    expect(within(await rowOf('Admin')).getByText('All pages')).toBeTruthy();
    expect(within(await rowOf('Admin')).queryByText('All stores')).toBeNull();
    expect(within(await rowOf('Clerk')).queryByText('All stores')).toBeNull();
  });
});
