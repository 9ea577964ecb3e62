import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenants, users } from '../../db/schema';
import { translate, type MessageKey, type Params } from '../../i18n/messages';
import { heartbeatMsOf, type Job } from '../../repositories/jobs';
import type { OperationRecord } from '../../repositories/logs';
import type { Change } from '../../domain/change-list';
import { logTime } from '../../domain/people-rules';
import { newFileKey } from '../../infra/storage';
import { XLSX_TYPE, safeText, streamXlsx, type XlsxCell } from '../xlsx-stream';
import { IMPORTS } from './imports';
import { jobChanges, languageOf, rowsInput } from './import-rows';
import { readRows } from './import-thread';
import type { ImportDefinition } from './import-types';

/** The operation log's page of imports: the bulk import screen. */
const IMPORT_SCREEN = '/batchImport/list';
/** A job that ran into this many server stops is ended rather than started again. */
const MAX_ATTEMPTS = 3;

/** A job ends with a file-level reason in its user's language. */
class JobFailed extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Params = {},
  ) {
    super(key);
  }
}

/**
 * Runs one import job, held by `server`, from where an earlier run left it. The rows are read,
 * checked with the form's rules and written a batch per transaction by importRows, in the job's
 * own thread (import-thread.ts), which also makes an all-or-nothing import's one commit; a restart
 * resumes after the last batch written. Here: the file, the heartbeat, and the end (the error
 * report, the job's outcome and the operation log).
 */
export async function runImportJob(app: FastifyInstance, job: Job, server: string): Promise<void> {
  const repo = app.repos.jobs;
  const lang = languageOf(job.lang);
  const t = (key: MessageKey, params?: Params) => translate(lang, key, params);
  const definition = IMPORTS.get(job.type);
  /** Ends the job and writes its operation log line in one transaction: one is never seen without the other. */
  const end = async (
    values: Parameters<typeof repo.finish>[2],
    outcome: { okRows: number; errorRows: number; message: string; changes?: Change[] },
  ) => {
    const record = await importRecord(app, job, t, definition, { status: values.status, ...outcome });
    await app.database.db.transaction(async (tx) => {
      await repo.finish(job.id, server, values, tx);
      if (record) await app.repos.logs.addOperation(record, tx);
    });
  };
  const fail = async (key: MessageKey, params?: Params) => {
    const message = t(key, params).slice(0, 500);
    await end({ status: 'failed', message }, { okRows: 0, errorRows: 0, message });
  };
  if (!definition || !job.inputKey) return fail('importFailed', { detail: job.type });
  if (job.attempts > MAX_ATTEMPTS) return fail('importInterrupted');

  const storage = app.storage;
  const folder = await mkdtemp(path.join(tmpdir(), 'rcadmin-import-'));
  const heartbeat = setInterval(() => {
    repo
      .heartbeat(job.id, server)
      .catch((error: unknown) => app.log.warn({ err: error }, 'job heartbeat failed'));
  }, heartbeatMsOf(app.config.jobs.leaseSeconds));
  heartbeat.unref();
  try {
    const format = job.fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
    const file = path.join(folder, `input.${format}`);
    const input = await storage.get(job.inputKey);
    if (!input) throw new JobFailed('importFailed', { detail: 'file missing' });
    await pipeline(input, createWriteStream(file));

    const outcome = await readRows(
      app,
      rowsInput(job, server, file, format, app.config.now(), app.foreground.shared),
    );
    if (outcome.kind === 'lost') return;
    if (outcome.kind === 'refused') throw new JobFailed(outcome.key, outcome.params);
    const rowsSeen = outcome.rows;

    // The job's counts as its rows left them (an all-or-nothing import's commit set okRows).
    const latest = await repo.get({ tenantId: job.tenantId }, job.id);
    if (!latest) return;
    const okRows = latest.okRows;
    const refused = outcome.all?.refused ?? 0;
    const status = refused > 0 ? 'failed' : 'done';
    const message = refused > 0 ? t('importAllRefused', { count: refused }) : '';
    const resultKey = latest.errorRows > 0 ? await writeReport(app, latest, t) : null;
    await end(
      { status, okRows, processedRows: rowsSeen, totalRows: rowsSeen, message, resultKey },
      { okRows, errorRows: latest.errorRows, message, changes: jobChanges(latest.params) },
    );
  } catch (error) {
    if (error instanceof JobFailed) await fail(error.key, error.params);
    else {
      app.log.error({ err: error, jobId: job.id }, 'import job failed');
      await fail('importFailed', {
        detail: error instanceof Error ? error.message.slice(0, 200) : String(error),
      });
    }
  } finally {
    clearInterval(heartbeat);
    await rm(folder, { recursive: true, force: true });
    // An ended job's upload is not needed any more (a job that stopped midway keeps it to resume).
    const ended = await repo.get({ tenantId: job.tenantId }, job.id).catch(() => undefined);
    if (ended && (ended.status === 'done' || ended.status === 'failed')) {
      await storage.delete(job.inputKey).catch(() => undefined);
    }
  }
}

/** The error report: the refused rows as they were in the file, with the row number and the reasons. */
async function writeReport(
  app: FastifyInstance,
  job: Job,
  t: (key: MessageKey, params?: Params) => string,
): Promise<string> {
  const header = Array.isArray(job.params.header) ? (job.params.header as string[]) : [];
  const columns = [
    { header: t('importReportRow'), width: 8 },
    ...header.map((name) => ({ header: name, width: 16 })),
    { header: t('importReportReason'), width: 50 },
  ];
  const repo = app.repos.jobs;
  async function* pages(): AsyncGenerator<XlsxCell[][]> {
    for (let after = 0; ;) {
      const rows = await repo.errorRowsAfter(job.id, after, 1_000);
      if (rows.length === 0) return;
      yield rows.map((row) => {
        const cells = row.cells ?? [];
        const reasons = (row.errors ?? []).map((error) => `${error.column}: ${error.reason}`).join('; ');
        return [row.rowNo, ...header.map((_, index) => safeText(cells[index] ?? '')), safeText(reasons)];
      });
      after = rows[rows.length - 1]?.rowNo ?? after;
    }
  }
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await streamXlsx(stream, { sheetName: t('importReportReason'), columns }, pages(), app.foreground.shared);
  await ended;
  const key = newFileKey(job.tenantId, 'import-report', 'xlsx', app.config.now());
  await app.storage.put(key, chunks, XLSX_TYPE);
  return key;
}

/**
 * The import's outcome as an operation log line, under its user, on the bulk import screen;
 * undefined when it cannot be made (the job still ends, and the reason is in the server's log).
 */
async function importRecord(
  app: FastifyInstance,
  job: Job,
  t: (key: MessageKey, params?: Params) => string,
  definition: ImportDefinition | undefined,
  outcome: {
    status: 'done' | 'failed';
    okRows: number;
    errorRows: number;
    message: string;
    /** What the import changed in records that were there before (updates by id). */
    changes?: Change[];
  },
): Promise<OperationRecord | undefined> {
  try {
    const [who] = await app.database.db
      .select({ tenantName: tenants.companyName, loginName: users.loginName })
      .from(tenants)
      .leftJoin(users, and(eq(users.tenantId, tenants.id), eq(users.id, job.userId ?? 0)))
      .where(eq(tenants.id, job.tenantId));
    if (!who) return undefined;
    const type = definition ? t(definition.label) : job.type;
    const opt =
      outcome.status === 'done'
        ? t('auditImportDone', { type, file: job.fileName, ok: outcome.okRows, errors: outcome.errorRows })
        : t('auditImportFailed', { type, file: job.fileName, reason: outcome.message });
    const now = app.config.now();
    return {
      tenantId: job.tenantId,
      userId: job.userId,
      tenantName: who.tenantName,
      opt: opt.slice(0, 500),
      client: 'rcadmin',
      optUserCode: who.loginName ?? '',
      optUserName: job.userName,
      optTime: logTime(now),
      menuCode: IMPORT_SCREEN,
      menuName: t('importScreenName'),
      addr: '',
      createdAt: now,
      ...(outcome.changes?.length ? { changes: outcome.changes } : {}),
    };
  } catch (error) {
    app.log.error({ err: error, jobId: job.id }, 'import not recorded in the operation log');
    return undefined;
  }
}
