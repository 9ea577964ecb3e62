import { cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Franchisee } from '@rcadmin/contract';
import { PAGES, calls, type PageAction } from '@rcadmin/contract/wire';
import type { HostKit } from '../host-kit';
import { testKitWith } from '../shared/test-kit';
import { ListPage, useList } from './list-page';
import { Can, useCan } from './rights';

afterEach(cleanup);

const PAGE = PAGES.franchiseeIndex.path;
const locales = { en: { common: { create: 'New' } } };

/** A kit whose menu grants these actions on the franchisee page, and nothing elsewhere. */
function kitGranting(actions: readonly PageAction[]) {
  const kit = testKitWith(locales, {
    [calls.franchiseePageList.path]: () => ({ list: [{ id: '1', name: 'North' } as Franchisee], total: 1 }),
  });
  return Object.assign(kit, {
    can: (path: string, action: PageAction) => path === PAGE && actions.includes(action),
  });
}

function Franchisees({ kit }: { kit: HostKit }) {
  const list = useList(kit, 'franchiseePageList', { pageNo: '1', pageSize: '20' }, (_, at) => ({
    keyword: '',
    franchiseeType: '' as const,
    status: '' as const,
    pageNo: at.no,
    pageSize: at.size,
  }));
  return (
    <ListPage
      kit={kit}
      page={PAGE}
      list={list}
      title="Franchisees"
      onCreate={() => undefined}
      rowKey="id"
      columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]}
      actions={{
        of: () => [
          { label: 'Open', onClick: () => undefined },
          { label: 'Change', needs: 'edit', onClick: () => undefined },
          { label: 'Remove', needs: 'delete', danger: true, onClick: () => undefined },
        ],
      }}
    />
  );
}

describe('rights per action in the kit', () => {
  it("useCan answers the menu's actions of the page; a host that knows none answers the page's grant", () => {
    const kit = kitGranting(['view', 'edit']);
    const { result } = renderHook(() => useCan(kit, PAGE));
    expect(result.current('view')).toBe(true);
    expect(result.current('edit')).toBe(true);
    expect(result.current('delete')).toBe(false);
    expect(renderHook(() => useCan(kit, PAGES.goodsList.path)).result.current('view')).toBe(false);

    const older = testKitWith(locales, {});
    expect(renderHook(() => useCan(older, PAGE)).result.current('changePrice')).toBe(true);
    const none = Object.assign(testKitWith(locales, {}), { hasResource: () => false });
    expect(renderHook(() => useCan(none, PAGE)).result.current('view')).toBe(false);
  });

  it('<Can> shows its children only to a user who may do the action', () => {
    const kit = kitGranting(['view']);
    render(
      <>
        <Can kit={kit} path={PAGE} action="view">
          <span>seen</span>
        </Can>
        <Can kit={kit} path={PAGE} action="create">
          <span>made</span>
        </Can>
      </>,
    );
    expect(screen.getByText('seen')).toBeTruthy();
    expect(screen.queryByText('made')).toBeNull();
  });

  it("the list scaffold shows New and a row's actions only to a user who may do them", async () => {
    render(
      <MemoryRouter>
        <Franchisees kit={kitGranting(['view', 'edit'])} />
      </MemoryRouter>,
    );
    const row = (await screen.findByText('North')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    cleanup();

    render(
      <MemoryRouter>
        <Franchisees kit={kitGranting(['view', 'create', 'edit', 'delete'])} />
      </MemoryRouter>,
    );
    const again = (await screen.findByText('North')).closest('tr')!;
    expect(within(again).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
  });
});
