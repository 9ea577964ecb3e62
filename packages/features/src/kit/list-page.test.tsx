import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Franchisee } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../host-kit';
import { testKitWith, type Handler } from '../shared/test-kit';
import { ListPage, useList } from './list-page';

const locales = {
  en: {
    list: {
      search: 'Search',
      reset: 'Reset',
      total: '{{total}} in all',
      loadFailed: 'Could not load',
      retry: 'Retry',
      selected: '{{count}} selected',
    },
  },
};
const TEXTS = {
  search: 'list.search',
  reset: 'list.reset',
  total: 'list.total',
  loadFailed: 'list.loadFailed',
  retry: 'list.retry',
  selected: 'list.selected',
};
const DEFAULTS = { keyword: '', status: '', pageNo: '1', pageSize: '20' } as const;
/** A list whose view has a sort too. */
const SORTED = { ...DEFAULTS, sortField: '', sortOrder: '' } as const;

const franchisee = (n: number) => ({ id: String(n), name: `Franchisee ${n}` }) as Franchisee;

/** The address the list writes, shown for the test to read. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function Things({
  kit,
  done,
  sortable,
}: {
  kit: HostKit;
  done: (ids: readonly string[]) => void;
  sortable: boolean;
}) {
  const list = useList(
    kit,
    'franchiseePageList',
    sortable ? SORTED : DEFAULTS,
    (query, at) => ({
      keyword: query.keyword,
      franchiseeType: '' as const,
      status: query.status as '' | '0' | '1',
      pageNo: at.no,
      pageSize: at.size,
    }),
    { silent: true },
  );
  return (
    <ListPage
      kit={kit}
      list={list}
      title="Franchisees"
      onCreate={() => done(['new'])}
      createLabel="New franchisee"
      name="thingFilter"
      texts={TEXTS}
      filters={[
        { key: 'keyword', label: 'Keyword' },
        {
          key: 'status',
          label: 'Status',
          options: [
            { value: '', label: 'Any' },
            { value: '1', label: 'Active' },
          ],
        },
      ]}
      columns={[{ title: 'Name', dataIndex: 'name', sorter: sortable }]}
      rowKey="id"
      empty="No franchisees"
      selection={{
        label: (row) => `Select ${row.name}`,
        pageLabel: 'Select the page',
        actions: (ids, clear) => (
          <button
            type="button"
            onClick={() => {
              done(ids);
              clear();
            }}
          >
            Disable
          </button>
        ),
      }}
    />
  );
}

function renderList(answer: Handler, at = '/things', sortable = false) {
  const asked: Record<string, unknown>[] = [];
  const batches: (readonly string[])[] = [];
  const kit = testKitWith(locales, {
    [calls.franchiseePageList.path]: (query) => {
      asked.push(query ?? {});
      return answer(query);
    },
  });
  render(
    <MemoryRouter initialEntries={[at]}>
      <Things kit={kit} done={(ids) => batches.push(ids)} sortable={sortable} />
      <Address />
    </MemoryRouter>,
  );
  const address = () => screen.getByTestId('address').textContent;
  return { asked, batches, address };
}

afterEach(cleanup);

/** A wait that allows for a busy machine: antd's first render of a table and a select is slow. */
const eventually = (check: () => void) => waitFor(check, { timeout: 5000 });

describe('list scaffold', () => {
  it('loads the view in the address; typed filters wait for Search, choices apply at once, each from page 1', async () => {
    const { asked, address } = renderList(
      () => ({
        list: [franchisee(21), franchisee(22)],
        total: 45,
      }),
      '/things?keyword=east&pageNo=2',
    );
    expect(await screen.findByText('Franchisee 21', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('45 in all')).toBeTruthy();
    expect(asked.at(-1)).toEqual({
      keyword: 'east',
      franchiseeType: '' as const,
      status: '',
      pageNo: 2,
      pageSize: 20,
    });
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('east');

    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' west ' } });
    expect(address()).toBe('?keyword=east&pageNo=2');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await eventually(() => expect(address()).toBe('?keyword=west'));
    await eventually(() => expect(asked.at(-1)).toMatchObject({ keyword: 'west', pageNo: 1 }));

    fireEvent.click(screen.getByTitle('3'));
    await eventually(() => expect(address()).toBe('?keyword=west&pageNo=3'));

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Active', undefined, { timeout: 5000 }));
    await eventually(() => expect(address()).toBe('?keyword=west&status=1'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await eventually(() => expect(address()).toBe(''));
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('');
    await eventually(() => expect(asked.at(-1)).toMatchObject({ keyword: '', status: '', pageNo: 1 }));
  });

  it('selects rows one by one or the whole page, and runs a batch action on the ids selected', async () => {
    const { batches } = renderList(() => ({ list: [franchisee(1), franchisee(2), franchisee(3)], total: 3 }));
    fireEvent.click(await screen.findByLabelText('Select Franchisee 2'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select the page'));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(batches).toEqual([['2', '1', '3']]);
    expect(screen.queryByText(/selected/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New franchisee' }));
    expect(batches.at(-1)).toEqual(['new']);
  });

  it('keeps the sort in the address: a sorted column shows it, a click changes it from page 1', async () => {
    const { address } = renderList(
      () => ({ list: [franchisee(1)], total: 1 }),
      '/things?pageNo=2&sortField=name&sortOrder=desc',
      true,
    );
    const name = (await screen.findByText('Name', { selector: '.ant-table-column-title' })).closest('th')!;
    expect(name.getAttribute('aria-sort')).toBe('descending');
    // Descending, then none, then ascending: each a new view from page 1.
    fireEvent.click(name);
    await eventually(() => expect(address()).toBe(''));
    expect(name.getAttribute('aria-sort')).toBeNull();
    fireEvent.click(name);
    await eventually(() => expect(address()).toBe('?sortField=name&sortOrder=asc'));
    expect(name.getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows its empty words, and a failed load with the reason and Retry', async () => {
    let fail = true;
    renderList(() => {
      if (fail) throw Object.assign(new Error('down'), { code: '5000', msg: 'The server is down' });
      return { list: [], total: 0 };
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('The server is down');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No franchisees')).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
