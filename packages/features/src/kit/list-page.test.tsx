import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableColumnsType } from 'antd';
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
    expect(screen.getByLabelText('Select Franchisee 2').closest('tr')!.className).toContain(
      'ant-table-row-selected',
    );
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

/** Each render of a row's name cell: a page turn of a held list renders its rows once. */
let cellRenders = 0;
const HELD_COLUMNS: TableColumnsType<Franchisee> = [
  {
    title: 'Name',
    dataIndex: 'name',
    render: (name: string) => {
      cellRenders += 1;
      return name;
    },
  },
];
const HELD_SELECTION = {
  label: (row: Franchisee) => `Select ${row.name}`,
  pageLabel: 'Select the page',
  always: true,
  actions: (ids: readonly string[]) => (
    <button type="button" disabled={ids.length === 0}>
      Disable {ids.length}
    </button>
  ),
};
const HELD_FILTERS = [{ key: 'keyword' as const, label: 'Keyword' }];
const KEEP = ['status'] as const;

/** A list that keeps its own view (written into the address in place) and holds its last answer. */
function HeldThings({ kit }: { kit: HostKit }) {
  const list = useList(
    kit,
    'franchiseePageList',
    DEFAULTS,
    (query, at) => ({
      keyword: query.keyword,
      franchiseeType: '' as const,
      status: query.status as '' | '0' | '1',
      pageNo: at.no,
      pageSize: at.size,
    }),
    {
      silent: true,
      inPlace: true,
      clean: (query) => ({ ...query, keyword: query.keyword.trim() }),
      hold: true,
      countOnce: true,
      rowKey: 'id',
    },
  );
  return (
    <ListPage
      kit={kit}
      list={list}
      texts={TEXTS}
      filters={HELD_FILTERS}
      keep={KEEP}
      tools={<button type="button">Tool</button>}
      columns={HELD_COLUMNS}
      rowKey="id"
      keyByPlace
      pager="apart"
      selection={HELD_SELECTION}
    >
      <output data-testid="seen">{list.rowOf('21')?.id}</output>
      <button type="button" onClick={list.loaded.reload}>
        Reload
      </button>
    </ListPage>
  );
}

describe('a list holding its last answer', () => {
  it('keeps the view itself, holds the rows on show until the next page is in, counts a view once', async () => {
    const asked: Record<string, unknown>[] = [];
    let answer: (() => void) | null = null;
    const kit = testKitWith(locales, {
      [calls.franchiseePageList.path]: (query = {}) => {
        asked.push(query);
        const no = Number(query.pageNo);
        const page = {
          list: [franchisee(no * 10 + 1), franchisee(no * 10 + 2)],
          total: query.withTotal ? -1 : 45,
        };
        // Page 3 waits for the test to answer it the first time.
        return no === 3 && !answer ? new Promise((resolve) => (answer = () => resolve(page))) : page;
      },
    });
    render(
      <MemoryRouter initialEntries={['/things?keyword=%20east%20&pageNo=2&status=1&other=x']}>
        <HeldThings kit={kit} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Franchisee 21', undefined, { timeout: 5000 })).toBeTruthy();
    expect(asked).toEqual([{ keyword: 'east', franchiseeType: '', status: '1', pageNo: 2, pageSize: 20 }]);
    // The address is written in place, as the view is: only what differs from the defaults.
    expect(kit.replaceQuery).toHaveBeenLastCalledWith({ keyword: 'east', pageNo: '2', status: '1' });
    // The batch actions show with nothing selected, beside the page's tools.
    expect(screen.getByRole('button', { name: 'Tool' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Disable 0' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select Franchisee 21'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByTestId('seen').textContent).toBe('21');

    // Page 3: asked without a count; page 2's rows stay on show, with no spinner at first.
    const before = cellRenders;
    fireEvent.click(within(document.querySelector('.ant-pagination')!).getByTitle('3'));
    await eventually(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ pageNo: 3, withTotal: '0' });
    expect(kit.replaceQuery).toHaveBeenLastCalledWith({ keyword: 'east', pageNo: '3', status: '1' });
    expect(screen.getByText('Franchisee 21')).toBeTruthy();
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    expect(cellRenders).toBe(before);
    // A slow answer: the spinner shows after a moment, the rows still there.
    await eventually(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.getByText('Franchisee 21')).toBeTruthy();
    act(() => answer!());
    expect(await screen.findByText('Franchisee 31')).toBeTruthy();
    // The count kept; the selection kept across pages; the row seen on page 2 still known.
    expect(screen.getByText('45 in all')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByTestId('seen').textContent).toBe('21');
    await eventually(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());

    // The same page loaded again is counted again.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await eventually(() => expect(asked).toHaveLength(3));
    expect(asked[2]).not.toHaveProperty('withTotal');
    await eventually(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());

    // A page turn answered at once renders its rows once.
    const turned = cellRenders;
    fireEvent.click(within(document.querySelector('.ant-pagination')!).getByTitle('1'));
    expect(await screen.findByText('Franchisee 11')).toBeTruthy();
    expect(cellRenders - turned).toBe(2);

    // Search is a new view: from page 1, the selection emptied; Reset keeps the keys kept.
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'west' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await eventually(() => expect(asked.at(-1)).toMatchObject({ keyword: 'west', pageNo: 1, status: '1' }));
    expect(asked.at(-1)).not.toHaveProperty('withTotal');
    expect(screen.queryByText('1 selected')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await eventually(() => expect(kit.replaceQuery).toHaveBeenLastCalledWith({ status: '1' }));
  });
});
