import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchJob } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { batchImportLocales } from '../../locales';
import BatchImportPage from './batch-import-page';

const exportJob = (extra: Partial<BatchJob>): BatchJob => ({
  id: '21',
  kind: 'export',
  type: 'goodsExport',
  mode: '',
  status: 'running',
  fileName: 'goods-export-20261129.xlsx',
  totalRows: 200,
  processedRows: 50,
  okRows: 0,
  errorRows: 0,
  message: '',
  userName: 'System admin',
  createdAt: '2026-11-29T08:00:00.000Z',
  finishedAt: '',
  hasFile: false,
  ...extra,
});

afterEach(cleanup);

describe('download centre', () => {
  it('[SET-04] lists a running export with its progress and a Cancel that cancels it; a done one offers its download', async () => {
    let cancelled = false;
    const kit = testKitWith(batchImportLocales, {
      [calls.batchJobList.path]: () => ({
        total: 2,
        rows: [
          exportJob(cancelled ? { status: 'cancelled' } : {}),
          exportJob({ id: '20', status: 'done', processedRows: 200, okRows: 200, hasFile: true }),
        ],
      }),
      [calls.batchJobCancel.path]: () => {
        cancelled = true;
        return { status: 'cancelled' };
      },
    });
    render(
      <MemoryRouter initialEntries={['/batchExcel']}>
        <Routes>
          <Route path="/batchExcel" element={<BatchImportPage kit={kit} />} />
        </Routes>
      </MemoryRouter>,
    );
    const progress = await screen.findByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Exporting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api${calls.batchJobDownload.path}?id=20`,
    );

    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(kit.http.post).toHaveBeenCalledWith(calls.batchJobCancel.path, { id: '21' }, expect.anything()),
    );
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
