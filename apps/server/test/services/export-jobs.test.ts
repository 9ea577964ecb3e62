import { Code } from '@rcadmin/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobRows, jobs, tenants } from '../../src/db/schema';
import { rowsOf } from '../../src/db/sql-helpers';
import { translate, type MessageKey } from '../../src/i18n/messages';
import { newFileKey } from '../../src/infra/storage';
import { runExportJob } from '../../src/services/export-jobs';
import { goodsExport } from '../../src/services/goods-export';
import { XLSX_TYPE } from '../../src/services/xlsx-stream';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  jobEnded,
  signedIn,
  useTestApp,
  type Agent,
  type TestApp,
} from '../helpers';
import { recordFigures } from '../reliability-figures';
import { tenantIdOf } from '../routes/catalogue/fixtures';

const PASSWORD = 'Admin@2026';

/** The rows of the first sheet of an .xlsx. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const download = (agent: Agent, id: string, range?: string) =>
  agent.call('batchJobDownload', { query: { id }, headers: range ? { range } : {} });

describe.each(TEST_DATABASES)('export jobs on %s', (kind) => {
  const t: TestApp = useTestApp(kind, { jobs: { exportsPerServer: 2, perTenant: 1, leaseSeconds: 60 } });
  let admin: Agent;
  let demoId: number;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    demoId = await tenantIdOf(t.database, DEMO);
  });

  /** A goods export job of every SKU of `tenantId`, queued as the list's export button queues it. */
  const queueGoods = (tenantId: number, status: 'queued' | 'running' = 'queued', extra = {}) => {
    const words = (key: MessageKey) => translate('en', key);
    const { sheet, params } = goodsExport(tenantId, {}, words, { zone: 'Asia/Shanghai' });
    return t.app.repos.jobs.create({
      tenantId,
      userId: null,
      userName: 'test',
      kind: 'export',
      type: 'goodsExport',
      status,
      lang: 'en',
      fileName: 'Goods export.xlsx',
      params: { file: 'goods-export.xlsx', sheet, source: { name: 'goods', params } },
      ...extra,
    });
  };

  it('[SET-04] an export is queued at once, runs as a job whose progress reaches its count, and its file downloads whole', async () => {
    const list = expectOk(await admin.call('goodsQueryList', { query: { pageSize: 10 } }), 'goodsQueryList');
    const queued = expectOk(await admin.call('goodsBatchExport', { query: {} }), 'goodsBatchExport');
    expect(queued.jobId).toMatch(/^\d+$/);
    const job = await jobEnded(admin, queued.jobId);
    expect(job).toMatchObject({ kind: 'export', type: 'goodsExport', status: 'done', hasFile: true });
    expect(job.totalRows).toBe(list.total);
    expect(job.processedRows).toBe(list.total);
    expect(job.fileName).toMatch(/\.xlsx$/);

    const answer = await download(admin, queued.jobId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX_TYPE);
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="goods-export-\d{8}-\d{6}\.xlsx"/,
    );
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0]?.[0]).toBe('Goods ID');
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids).toHaveLength(list.total);
    expect(new Set(ids).size).toBe(list.total);

    // In the download centre's list, with its progress.
    const history = expectOk(
      await admin.call('batchJobList', { query: { kind: 'export', pageSize: 10 } }),
      'batchJobList',
    );
    expect(history.rows.find((row) => row.id === queued.jobId)?.status).toBe('done');
  });

  it('[SET-04] a download resumes: a Range gets 206 with those bytes, one past the end 416 with the size', async () => {
    const { jobId } = expectOk(await admin.call('batchExportDept', { query: {} }), 'batchExportDept');
    await jobEnded(admin, jobId);
    const whole = await download(admin, jobId);
    expect(whole.statusCode).toBe(200);
    const bytes = whole.rawPayload;
    expect(Number(whole.headers['content-length'])).toBe(bytes.length);

    const tail = await download(admin, jobId, 'bytes=100-');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.compare(tail.rawPayload, bytes.subarray(100))).toBe(0);

    const middle = await download(admin, jobId, 'bytes=10-19');
    expect(middle.statusCode).toBe(206);
    expect(Buffer.compare(middle.rawPayload, bytes.subarray(10, 20))).toBe(0);

    const past = await download(admin, jobId, `bytes=${bytes.length}-`);
    expect(past.statusCode, JSON.stringify(past.headers)).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('[SET-04] an export’s filters are checked when it is queued: a bad one is refused then, and no job is made', async () => {
    const before = (await t.app.repos.jobs.page({ tenantId: demoId }, 'export', 1, 100)).total;
    const refused = await admin.call('operationLogExport', {
      query: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    });
    expectFail(refused, Code.invalidValues, 422);
    expect((await t.app.repos.jobs.page({ tenantId: demoId }, 'export', 1, 100)).total).toBe(before);
  });

  it('[SET-04] a cancelled export ends cancelled, keeps no part of its file and cannot be downloaded or cancelled again', async () => {
    // Held by a server of this test, so that it runs here, when the test says.
    const job = await queueGoods(demoId, 'running', { lockedBy: 'test-server', heartbeatAt: new Date() });
    const run = runExportJob(t.app, job, 'test-server', new AbortController().signal);
    expectOk(await admin.call('batchJobCancel', { body: { id: String(job.id) } }), 'batchJobCancel');
    await run;
    const ended = expectOk(await admin.call('batchJobGet', { query: { id: String(job.id) } }), 'batchJobGet');
    expect(ended).toMatchObject({ status: 'cancelled', hasFile: false });
    expect(await t.app.repos.jobs.parts(job.id)).toEqual([]);
    expectFail(await download(admin, String(job.id)), Code.notFound, 404);
    expectFail(
      await admin.call('batchJobCancel', { body: { id: String(job.id) } }),
      Code.invalidRequest,
      400,
    );
    // Nothing of the file stays in storage: every key the run made is gone.
    const keys = rowsOf<{ key: string }>(
      await t.database.db.execute(sql`select value->>'key' as key from job_rows where job_id = ${job.id}`),
    );
    expect(keys).toEqual([]);
  });

  it('[SET-04] another user’s export cannot be cancelled by a user who is no admin', async () => {
    const job = await queueGoods(demoId, 'running', { lockedBy: 'test-server-2', heartbeatAt: new Date() });
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expectFail(await strict.call('batchJobCancel', { body: { id: String(job.id) } }), Code.notFound, 404);
    await t.database.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, job.id));
  });

  it('[SET-04] an export whose server stopped reporting is taken over: started again from its first row, its file whole with every row once', async () => {
    const { storage } = t.app;
    const list = expectOk(await admin.call('goodsQueryList', { query: { pageSize: 10 } }), 'goodsQueryList');
    // A server died mid-job: its job still "running", its heartbeat two minutes old, one part stored.
    // Made stale only once its part is kept: no runner takes it before.
    const job = await queueGoods(demoId, 'running', {
      lockedBy: 'dead-server',
      heartbeatAt: new Date(),
      startedAt: new Date(Date.now() - 130_000),
      attempts: 1,
      processedRows: 5,
    });
    const stale = newFileKey(demoId, 'export', 'part', new Date());
    await storage.put(stale, Buffer.from('half a file'), XLSX_TYPE);
    await t.database.db.insert(jobRows).values({ jobId: job.id, rowNo: 1, value: { key: stale, bytes: 11 } });
    await t.database.db
      .update(jobs)
      .set({ heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(jobs.id, job.id));

    t.app.jobRunner.kick();
    const ended = await jobEnded(admin, String(job.id));
    expect(ended.status).toBe('done');
    expect(ended.processedRows).toBe(list.total);
    const rows = await sheetRows((await download(admin, String(job.id))).rawPayload);
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids).toHaveLength(list.total);
    expect(new Set(ids).size).toBe(list.total);
    // The dead server's part is gone, bytes and all.
    expect(await storage.get(stale)).toBeUndefined();
    const [row] = await t.database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(row?.attempts).toBe(2);
  });

  it('[SET-04] a burst of 20 exports by 5 tenants: never more than one running per tenant or two on the server, within the connection budget, all done and whole', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const [tenant] = await t.database.db
          .insert(tenants)
          .values({ platformNum: `9${n}${Date.now().toString().slice(-7)}`, companyName: `burst ${n}` })
          .returning({ id: tenants.id });
        return tenant!.id;
      }),
    );
    const tenantIds = [demoId, await tenantIdOf(t.database, STRICT), ...others];
    const queued = [];
    for (let round = 0; round < 4; round += 1) {
      for (const tenantId of tenantIds) queued.push(await queueGoods(tenantId));
    }
    const ids = queued.map((job) => job.id);
    const database = t.app.database;
    const link = database.link?.bind(database);
    let links = 0;
    if (link) {
      database.link = async () => {
        links += 1;
        return link();
      };
    }
    t.app.jobRunner.kick();

    let mostPerTenant = 0;
    let mostRunning = 0;
    // PostgreSQL's own count of this server's connections (the test database is the app's alone).
    let mostConnections = 0;
    for (;;) {
      if (kind === 'postgres') {
        const [seen] = rowsOf<{ n: number }>(
          await t.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
          ),
        );
        mostConnections = Math.max(mostConnections, seen?.n ?? 0);
      }
      const running = rowsOf<{ tenant_id: number; n: number }>(
        await t.database.db.execute(sql`select tenant_id, count(*)::int as n from jobs
          where id in ${sql.raw(`(${ids.join(',')})`)} and status = 'running' group by tenant_id`),
      );
      mostPerTenant = Math.max(mostPerTenant, ...running.map((row) => row.n), 0);
      mostRunning = Math.max(
        mostRunning,
        running.reduce((sum, row) => sum + row.n, 0),
      );
      mostRunning = Math.max(mostRunning, t.app.jobRunner.exportsRunning);
      const left = await t.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.id, ids), inArray(jobs.status, ['queued', 'running'])));
      if (left.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mostPerTenant).toBeLessThanOrEqual(1);
    expect(mostRunning).toBeLessThanOrEqual(2);
    // No export opened a connection of its own: each ran its reads, reports and parts one at a time
    // through the server's pool, which bounds the server's connections whatever the exports.
    expect(links).toBe(0);
    // The budget the deployment notes size for: the main pool (10) and the two listeners.
    if (kind === 'postgres') {
      expect(mostConnections).toBeGreaterThan(0);
      expect(mostConnections).toBeLessThanOrEqual(12);
    }
    recordFigures(`export-burst.${kind}`, {
      exports: ids.length,
      tenants: tenantIds.length,
      mostRunningPerTenant: mostPerTenant,
      mostRunningOnServer: mostRunning,
      ...(kind === 'postgres' ? { mostConnections, connectionBudget: 12 } : {}),
    });
    const done = await t.database.db
      .select({ id: jobs.id, status: jobs.status, rows: jobs.okRows, tenantId: jobs.tenantId })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    expect(done.map((job) => job.status)).toEqual(ids.map(() => 'done'));
    const demoRows = done.find((job) => job.tenantId === demoId)!.rows;
    const file = await sheetRows((await download(admin, String(queued[0]!.id))).rawPayload);
    expect(file).toHaveLength(demoRows + 1);
  }, 300_000);
});

describe.each(TEST_DATABASES)('job claims with a per-tenant cap on %s', (kind_) => {
  const t = useTestApp(kind_);

  it('[SEC-10] a tenant with a job running waits for it to end; another tenant’s job goes first', async () => {
    const kind = `cap-test-${kind_}`;
    const [first, second] = [await tenantIdOf(t.database, DEMO), await tenantIdOf(t.database, STRICT)];
    const queue = (tenantId: number) =>
      t.app.repos.jobs.create({ tenantId, userId: null, userName: 'test', kind, type: 'goods' });
    const a1 = await queue(first);
    const a2 = await queue(first);
    const b1 = await queue(second);

    expect((await t.app.repos.jobs.claim('server-1', kind, 1))?.id).toBe(a1.id);
    // Another server: the first tenant is at its cap, the second is not.
    expect((await t.app.repos.jobs.claim('server-2', kind, 1))?.id).toBe(b1.id);
    expect(await t.app.repos.jobs.claim('server-2', kind, 1)).toBeUndefined();
    // With a cap of two it would have started.
    await t.app.repos.jobs.finish(a1.id, 'server-1', { status: 'done' });
    expect((await t.app.repos.jobs.claim('server-2', kind, 1))?.id).toBe(a2.id);
  });
});
