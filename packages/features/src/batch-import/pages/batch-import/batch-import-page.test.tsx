import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchJob } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { batchImportLocales } from '../../locales';
import BatchImportPage from './batch-import-page';

const TYPES = [
  {
    id: 1,
    type: 'goods',
    columns: [
      { key: 'skuName', label: 'Goods name', required: true },
      { key: 'barCode', label: 'Barcode', required: true },
      { key: 'meaUnit', label: 'Unit', required: false, options: ['个', '瓶'] },
    ],
  },
  { id: 4, type: 'stores', columns: [{ key: 'storeName', label: 'Store name', required: true }] },
];

const job = (extra: Partial<BatchJob>): BatchJob => ({
  id: '7',
  kind: 'import',
  type: 'goods',
  mode: 'valid',
  status: 'done',
  fileName: 'goods.xlsx',
  totalRows: 1000,
  processedRows: 1000,
  okRows: 995,
  errorRows: 5,
  message: '',
  userName: 'System admin',
  createdAt: '2026-11-26T08:00:00.000Z',
  finishedAt: '2026-11-26T08:00:09.000Z',
  hasFile: true,
  ...extra,
});

function screenKit(states: BatchJob[] = []) {
  let asked = 0;
  const kit = testKitWith(batchImportLocales, {
    [calls.batchImportTypes.path]: () => TYPES,
    [calls.batchJobGet.path]: () => states[Math.min(asked++, states.length - 1)],
    [calls.batchJobErrors.path]: () => ({
      total: 5,
      rows: [{ row: 12, problems: [{ column: 'Barcode', reason: 'Repeats row 3.' }] }],
    }),
    [calls.batchJobList.path]: (query) => ({
      total: 2,
      rows: [
        job({}),
        job({
          id: '8',
          kind: 'export',
          type: 'goodsExport',
          mode: '',
          errorRows: 0,
          fileName: 'goods-export.xlsx',
        }),
      ].filter((entry) => !query?.kind || entry.kind === query.kind),
    }),
  });
  kit.http.upload.mockResolvedValue({ jobId: '7' });
  return kit;
}

const at = (path: string, kit: ReturnType<typeof screenKit>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {['/batchImport/list/:id?/:tab?', '/batchImporte', '/batchExcel'].map((route) => (
          <Route key={route} path={route} element={<BatchImportPage kit={kit} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('bulk import screen', () => {
  it('[SET-04] opens on the import tab and import type 1 by default, and on the type and tab an address names', async () => {
    const kit = screenKit();
    at('/batchImport/list', kit);
    expect(await screen.findByRole('tab', { name: 'Import', selected: true })).toBeTruthy();
    expect((await screen.findByRole('radio', { name: 'Goods' })) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('Required columns: Goods name, Barcode')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the Goods template' }).getAttribute('href')).toBe(
      `/api${calls.batchImportTemplate.path}?type=goods`,
    );
    cleanup();

    at('/batchImport/list/4/importTab', screenKit());
    expect(((await screen.findByRole('radio', { name: 'Stores' })) as HTMLInputElement).checked).toBe(true);
    cleanup();

    at('/batchImport/list/1/exportTab', screenKit());
    expect(await screen.findByRole('tab', { name: 'Imports and exports', selected: true })).toBeTruthy();
    expect(await screen.findByText('goods-export.xlsx')).toBeTruthy();
  });

  it('[SET-04] /batchExcel opens on the history and /batchImporte on importing', async () => {
    at('/batchExcel', screenKit());
    expect(await screen.findByRole('tab', { name: 'Imports and exports', selected: true })).toBeTruthy();
    const history = await screen.findByRole('table');
    expect(within(history).getByText('Goods export')).toBeTruthy();
    expect(within(history).getByRole('link', { name: 'Error report' }).getAttribute('href')).toBe(
      `/api${calls.batchJobReport.path}?id=7`,
    );
    expect(within(history).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api${calls.batchJobDownload.path}?id=8`,
    );
    cleanup();
    at('/batchImporte', screenKit());
    expect(await screen.findByRole('tab', { name: 'Import', selected: true })).toBeTruthy();
  });

  it('uploads the file with the chosen type and mode, follows the job and shows the refused rows', async () => {
    const kit = screenKit([job({ status: 'running', processedRows: 500, okRows: 0, errorRows: 0 }), job({})]);
    at('/batchImport/list/1/importTab', kit);
    fireEvent.click(
      await screen.findByRole('radio', { name: 'All or nothing (import nothing if any row has an error)' }),
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], 'goods.xlsx', { type: 'application/octet-stream' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(kit.http.upload).toHaveBeenCalled());
    const form = kit.http.upload.mock.calls[0]![1] as FormData;
    expect([form.get('type'), form.get('mode'), (form.get('file') as File).name]).toEqual([
      'goods',
      'all',
      'goods.xlsx',
    ]);
    expect(await screen.findByText('500 of 1,000 rows processed', {}, { timeout: 3_000 })).toBeTruthy();
    expect(
      await screen.findByText(
        'Import finished: 995 rows imported, 5 rows not imported',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    // The refused rows are a call of their own, made once the job has ended.
    const refused = await screen.findByRole('region', { name: 'Rows not imported' });
    expect(await within(refused).findByText('Repeats row 3.')).toBeTruthy();
    expect(
      within(refused).getByRole('link', { name: 'Download the error report' }).getAttribute('href'),
    ).toBe(`/api${calls.batchJobReport.path}?id=7`);
  });

  it('refuses another kind of file before sending it', async () => {
    const kit = screenKit();
    at('/batchImport/list', kit);
    await screen.findByRole('radio', { name: 'Goods' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'goods.pdf')] } });
    expect(await screen.findByText('Only .xlsx and .csv files can be uploaded.')).toBeTruthy();
    expect(kit.http.upload).not.toHaveBeenCalled();
  });
});
