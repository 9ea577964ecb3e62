import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { api } from '@rcadmin/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recordFigures } from '../reliability-figures';
import { signIn, startServer } from '../server-process';

const ROWS = 20_000;

/** A goods .xlsx of `rows` rows whose barcodes start with `prefix`. */
async function goodsFile(prefix: string, rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  sheet.addRow(['商品名称*', '条码*', '参考售价*']);
  for (let n = 1; n <= rows; n += 1)
    sheet.addRow([`断电导入 ${prefix} ${n}`, `${prefix}${String(n).padStart(6, '0')}`, 1.5]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

type Session = Awaited<ReturnType<typeof signIn>>;

async function upload(
  address: string,
  session: Session,
  mode: 'all' | 'valid',
  file: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('type', 'goods');
  form.append('mode', mode);
  form.append('file', new Blob([file]), 'goods.xlsx');
  const response = await fetch(`${address}/api${api.batchImportUpload.path}`, {
    method: 'POST',
    headers: session.headers,
    body: form,
  });
  const body = (await response.json()) as { success: boolean; content: { result: { jobId: string } } };
  if (!body.success) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.content.result.jobId;
}

interface JobState {
  status: string;
  processedRows: number;
  okRows: number;
  errorRows: number;
  message: string;
}

async function job(address: string, session: Session, id: string): Promise<JobState> {
  const response = await fetch(`${address}/api${api.batchJobGet.path}?id=${id}`, {
    headers: session.headers,
  });
  return ((await response.json()) as { content: { result: JobState } }).content.result;
}

async function until(address: string, session: Session, id: string, done: (state: JobState) => boolean) {
  for (;;) {
    const state = await job(address, session, id);
    if (done(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function countSkus(dataDir: string, prefix: string): Promise<{ skus: number; distinct: number }> {
  const pg = new PGlite({ extensions: { pg_trgm }, dataDir });
  const result = await pg.query<{ skus: number; distinct: number }>(
    'select count(*)::int as skus, count(distinct bar_code)::int as "distinct" from skus where bar_code like $1',
    [`${prefix}%`],
  );
  await pg.close();
  return result.rows[0]!;
}

describe('kill -9 during an import', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-kill-import-'));
  const dataDir = path.join(root, 'data');

  beforeAll(async () => {
    const pg = new PGlite({
      extensions: { pg_trgm },
      dataDir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await pg.waitReady;
    await pg.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(`an import of ${ROWS} rows killed midway resumes after a restart: every row once, an all-or-nothing one never half-applied`, async () => {
    const figures: Record<string, number> = {};
    for (const mode of ['valid', 'all'] as const) {
      const prefix = mode === 'valid' ? '9901' : '9902';
      const file = await goodsFile(prefix, ROWS);
      let server = startServer(dataDir);
      let address = await server.address;
      let session = await signIn(address);
      const id = await upload(address, session, mode, file);
      // Midway through reading the file, the server dies.
      const before = await until(address, session, id, (state) => state.processedRows >= ROWS / 4);
      server.child.kill('SIGKILL');
      await server.exit;
      const atKill = await countSkus(dataDir, prefix);
      // Rows written so far are whole batches (valid) or none at all (all or nothing).
      if (mode === 'all') expect(atKill.skus).toBe(0);
      else expect(atKill.skus).toBeGreaterThan(0);
      expect(atKill.skus).toBe(atKill.distinct);

      server = startServer(dataDir);
      address = await server.address;
      session = await signIn(address);
      const ended = await until(
        address,
        session,
        id,
        (state) => state.status === 'done' || state.status === 'failed',
      );
      server.child.kill('SIGTERM');
      await server.exit;
      expect(ended).toMatchObject({ status: 'done', okRows: ROWS, errorRows: 0 });
      const after = await countSkus(dataDir, prefix);
      expect(after).toEqual({ skus: ROWS, distinct: ROWS });
      figures[`${mode}ProcessedAtKill`] = before.processedRows;
      figures[`${mode}WrittenAtKill`] = atKill.skus;
      figures[`${mode}WrittenAfterResume`] = after.skus;
    }
    recordFigures('kill-9-import', { rows: ROWS, ...figures });
  }, 600_000);
});
