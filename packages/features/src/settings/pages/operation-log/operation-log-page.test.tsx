import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OperationLogRow } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { settingsLocales } from '../../locales';
import OperationLogPage from './operation-log-page';

const row = (n: number, extra: Partial<OperationLogRow> = {}): OperationLogRow => ({
  id: String(n),
  at: `2026-11-2${n}T08:00:00.000Z`,
  optTime: '',
  opt: `新增商品 ${n}`,
  client: 'pc',
  optUserCode: 'admin',
  optUserName: '系统管理员',
  menuCode: '/goods/index/list',
  menuName: '商品档案',
  addr: '10.0.0.1',
  pageOpen: false,
  ...extra,
});

function viewerKit(
  answer: (query: Record<string, unknown>) => {
    list: OperationLogRow[];
    total: number;
    totalCapped: boolean;
  },
) {
  const asked: Record<string, unknown>[] = [];
  const exported: Record<string, unknown>[] = [];
  const kit = testKitWith(settingsLocales, {
    [calls.operationLogExport.path]: (query) => {
      exported.push(query ?? {});
      return { jobId: String(exported.length) };
    },
    [calls.operationLogPageList.path]: (query) => {
      asked.push(query ?? {});
      return {
        ...answer(query ?? {}),
        pageNo: Number(query?.pageNo ?? 1),
        pageSize: Number(query?.pageSize ?? 20),
      };
    },
  });
  return { kit, asked, exported };
}

afterEach(cleanup);

describe('operation log viewer', () => {
  it('[DATA-07] lists the records, filters by user and operation, and by a row’s menu page', async () => {
    const { kit, asked, exported } = viewerKit(() => ({
      list: [
        row(5),
        row(4, {
          optUserCode: 'hr',
          optUserName: '周婷',
          menuCode: '/organization/employeeIndex',
          menuName: '员工',
        }),
      ],
      total: 2,
      totalCapped: false,
    }));
    render(
      <MemoryRouter initialEntries={['/setting/operationLog/list']}>
        <OperationLogPage kit={kit} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Operation log' })).toBeTruthy();
    await screen.findByText('新增商品 5');
    expect(screen.getByText('2 records')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ pageNo: 1, pageSize: 20 });

    fireEvent.change(screen.getByLabelText('User'), { target: { value: ' hr ' } });
    fireEvent.change(screen.getByLabelText('Operation'), { target: { value: '新增' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ optUserCode: 'hr', opt: '新增', pageNo: 1, pageSize: 20 }),
    );

    fireEvent.click(screen.getByRole('button', { name: '员工' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ menuCode: '/organization/employeeIndex' }));
    expect(screen.getByText('Only the page: 员工')).toBeTruthy();
    // The export takes the same filters: it is queued, and the download centre is named.
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(exported.at(-1)).toEqual({
        optUserCode: 'hr',
        menuCode: '/organization/employeeIndex',
        opt: '新增',
      }),
    );
    expect(await screen.findByRole('link', { name: /download centre/i })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNo: 1, pageSize: 20 }));
  });

  it('[DATA-07] shows what a record changed under its operation, and page opens only when asked for', async () => {
    const { kit, asked, exported } = viewerKit((query) => ({
      list: [
        row(3, {
          opt: 'Edited SKU “Cola”',
          changes: [
            { field: 'Retail price', from: '10.00', to: '12.00' },
            { field: 'Category', to: 'Drinks' },
            { field: 'Remark', from: 'old' },
          ],
        }),
        row(2, {
          opt: 'Edited SKU price (2 records)',
          changes: [{ field: 'Retail price', of: 'Fanta', from: '3.00', to: '3.50' }],
        }),
        ...(query.pageOpens === '1' ? [row(1, { opt: 'Opened page', pageOpen: true })] : []),
      ],
      total: query.pageOpens === '1' ? 3 : 2,
      totalCapped: false,
    }));
    render(
      <MemoryRouter initialEntries={['/setting/operationLog/list']}>
        <OperationLogPage kit={kit} />
      </MemoryRouter>,
    );
    await screen.findByText('Edited SKU “Cola”');
    const [first, second] = screen.getAllByRole('list', { name: 'What changed' });
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Retail price: 10.00 → 12.00', 'Category: Drinks', 'Remark: old → (none)']);
    expect(within(second!).getByRole('listitem').textContent).toBe('“Fanta” Retail price: 3.00 → 3.50');
    // Page opens are left out until the switch asks for them.
    expect(asked.at(-1)).toEqual({ pageNo: 1, pageSize: 20 });
    expect(screen.queryByText('Opened page')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Page opens too' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageOpens: '1', pageNo: 1, pageSize: 20 }));
    expect(await screen.findByText('Opened page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exported.at(-1)).toEqual({ pageOpens: '1' }));
  });

  it('[DATA-07] says when the count stopped at its cap, and offers Retry when the load fails', async () => {
    let fail = true;
    const { kit } = viewerKit(() => {
      if (fail) throw Object.assign(new Error('down'), { code: 'ECONNABORTED', msg: 'down' });
      return { list: [row(1)], total: 2_000, totalCapped: true };
    });
    render(
      <MemoryRouter initialEntries={['/setting/operationLog/list']}>
        <OperationLogPage kit={kit} />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The operation log could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('More than 2000 records: narrow the filters')).toBeTruthy();
  });
});
