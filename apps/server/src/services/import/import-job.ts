import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_ROWS } from '@rcadmin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenants, users, type JobRowError } from '../../db/schema';
import {
  LANGUAGES,
  messages,
  translate,
  type Language,
  type MessageKey,
  type Params,
} from '../../i18n/messages';
import type { Job } from '../../repositories/jobs';
import { logTime } from '../people-rules';
import { newFileKey, storageFor } from '../storage';
import { XLSX_TYPE, safeText, streamXlsx, type XlsxCell } from '../xlsx-stream';
import { IMPORTS } from './imports';
import type { ImportContext, ImportDefinition, RowCells, RowProblem } from './import-types';
import { SheetRefused, openSheet, type SheetProblem, type SheetRow } from './sheet-reader';

/** The operation log's page of imports: the bulk import screen. */
const IMPORT_SCREEN = '/batchImport/list';
/** A job that ran into this many server stops is ended rather than started again. */
const MAX_ATTEMPTS = 3;
/** An unzipped part of an .xlsx larger than this is refused before parsing (a zip bomb). */
const MAX_PART_BYTES = 400 * 1024 * 1024;
/** Rows per batch: each batch is checked and written in one short transaction. */
const BATCH = 50;

/** A job ends with a file-level reason in its user's language. */
class JobFailed extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Params = {},
  ) {
    super(key);
  }
}

const SHEET_MESSAGES: Record<SheetProblem['code'], MessageKey> = {
  notSpreadsheet: 'importNotSpreadsheet',
  empty: 'importEmpty',
  tooManyRows: 'importTooManyRows',
  tooLarge: 'importPartTooLarge',
  unreadable: 'importUnreadable',
};

const languageOf = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'zh';

/** A header cell's column: its header in any language (a '*' of required columns dropped) or its key. */
function headerIndex(definition: ImportDefinition, header: string[]): Map<string, number> | JobFailed {
  const known = new Map<string, string>();
  for (const column of definition.columns) {
    known.set(column.key.toLowerCase(), column.key);
    for (const lang of LANGUAGES) known.set(translate(lang, column.header).toLowerCase(), column.key);
  }
  const positions = new Map<string, number>();
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const name = cell.replace(/\*$/, '').trim().toLowerCase();
    if (name === '') return;
    const key = known.get(name);
    if (key === undefined) unknown.push(cell);
    else if (!positions.has(key)) positions.set(key, index);
  });
  const missing = definition.columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0)
    return new JobFailed('importHeaderMissing', { columns: missing.map((c) => c.key).join(', ') });
  if (unknown.length > 0)
    return new JobFailed('importHeaderUnknown', { columns: unknown.slice(0, 5).join(', ') });
  return positions;
}

/**
 * Runs one import job, held by `server`, from where an earlier run left it. Rows are read in a
 * worker thread, checked one by one with the form's rules, and written a batch per transaction,
 * with the job's counts in the same transaction: a restart resumes after the last batch written.
 * An all-or-nothing import stages its valid rows instead, and writes them all in one transaction
 * once the whole file has been checked and no row was refused.
 */
export async function runImportJob(app: FastifyInstance, job: Job, server: string): Promise<void> {
  const repo = app.repos.jobs;
  const lang = languageOf(job.lang);
  const t = (key: MessageKey, params?: Params) => translate(lang, key, params);
  const definition = IMPORTS.get(job.type);
  const fail = async (key: MessageKey, params?: Params) => {
    const message = t(key, params).slice(0, 500);
    await repo.finish(job.id, server, { status: 'failed', message });
    await recordImport(app, job, t, definition, { status: 'failed', okRows: 0, errorRows: 0, message });
  };
  if (!definition || !job.inputKey) return fail('importFailed', { detail: job.type });
  if (job.attempts > MAX_ATTEMPTS) return fail('importInterrupted');

  const storage = storageFor(app.config);
  const folder = await mkdtemp(path.join(tmpdir(), 'rcadmin-import-'));
  const heartbeat = setInterval(() => {
    repo
      .heartbeat(job.id, server)
      .catch((error: unknown) => app.log.warn({ err: error }, 'job heartbeat failed'));
  }, 10_000);
  heartbeat.unref();
  try {
    const format = job.fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
    const file = path.join(folder, `input.${format}`);
    const input = await storage.get(job.inputKey);
    if (!input) throw new JobFailed('importFailed', { detail: 'file missing' });
    await pipeline(input, createWriteStream(file));

    const context: ImportContext = { tenantId: job.tenantId, userId: job.userId, now: app.config.now(), t };
    const lookups = await definition.prepare(app.database.db, context);
    const sheet = await openSheet({
      path: file,
      format,
      skip: job.processedRows,
      maxRows: IMPORT_MAX_ROWS,
      maxPartBytes: MAX_PART_BYTES,
      batchSize: BATCH,
    });
    let positions: Map<string, number>;
    try {
      const index = headerIndex(definition, sheet.header);
      if (index instanceof JobFailed) throw index;
      positions = index;
      if (sheet.totalRows === 0 && job.processedRows === 0) throw new JobFailed('importNoRows');
      if (
        !(await repo.update(job.id, server, {
          totalRows: sheet.totalRows,
          params: { ...job.params, header: sheet.header },
        }))
      )
        return;
    } catch (error) {
      await sheet.close();
      throw error;
    }

    // Keys a row may hold once in a file, and the row that first held each. After a restart
    // the staged rows of an all-or-nothing import say which keys are taken.
    const seen = new Map<string, number>();
    if (job.mode === 'all' && job.processedRows > 0) {
      for (let after = 0; ;) {
        const staged = await repo.stagedAfter(app.database.db, job.id, after, 5_000);
        if (staged.length === 0) break;
        for (const row of staged)
          for (const key of definition.uniqueKeys(row.value)) seen.set(key, row.rowNo);
        after = staged[staged.length - 1]?.rowNo ?? after;
      }
    }

    const headerOf = (key: string) => {
      const column = definition.columns.find((c) => c.key === key);
      return column ? t(column.header) : key;
    };
    const describe = (problems: RowProblem[]): JobRowError[] =>
      problems.map((problem) => {
        // A form rule names its field by a message key (`label`): in the job's language too.
        const params = { ...problem.params };
        if (typeof params.label === 'string' && params.label in messages)
          params.label = t(params.label as MessageKey);
        return { row: 0, column: headerOf(problem.column), reason: t(problem.key, params) };
      });

    let rowsSeen = job.processedRows;
    for await (const batch of sheet.batches) {
      const checked = batch.map((row) => checkRow(definition, lookups, context, positions, row, seen));
      const valid = checked.filter((entry) => entry.value !== undefined);
      const still = await app.database.db.transaction(async (tx) => {
        let clashes = new Map<number, RowProblem[]>();
        if (job.mode === 'valid')
          clashes = await definition.write(
            tx,
            valid.map((entry) => entry.value),
            lookups,
            context,
          );
        const refused = checked.filter((entry) => entry.value === undefined);
        valid.forEach((entry, index) => {
          const problems = clashes.get(index);
          if (problems) refused.push({ ...entry, value: undefined, problems });
        });
        await repo.keepRows(tx, job.id, [
          ...refused.map((entry) => ({
            rowNo: entry.row.n,
            cells: entry.texts,
            errors: describe(entry.problems),
          })),
          ...(job.mode === 'all' ? valid.map((entry) => ({ rowNo: entry.row.n, value: entry.value })) : []),
        ]);
        return repo.advance(tx, job.id, server, {
          processed: batch.length,
          ok: job.mode === 'valid' ? valid.length - clashes.size : 0,
          errors: refused.length,
        });
      });
      if (!still) {
        // Another server took the job over: this one stops without another write.
        await sheet.close();
        return;
      }
      rowsSeen += batch.length;
    }
    if (rowsSeen === 0) throw new JobFailed('importNoRows');

    const current = await repo.get({ tenantId: job.tenantId }, job.id);
    if (!current) return;
    let okRows = current.okRows;
    let message = '';
    let status: 'done' | 'failed' = 'done';
    if (job.mode === 'all') {
      if (current.errorRows > 0) {
        status = 'failed';
        message = t('importAllRefused', { count: current.errorRows });
        // Nothing is written: the staged rows are not needed (the refused ones stay for the report).
        await repo.dropStaged(app.database.db, job.id);
      } else {
        const committed = await commitStaged(app, job, server, definition, lookups, context, describe);
        if (committed.refused > 0) {
          status = 'failed';
          message = t('importAllRefused', { count: committed.refused });
        } else okRows = committed.written;
      }
    }
    const latest = await repo.get({ tenantId: job.tenantId }, job.id);
    const resultKey = latest && latest.errorRows > 0 ? await writeReport(app, latest, t) : null;
    await repo.finish(job.id, server, {
      status,
      okRows,
      processedRows: rowsSeen,
      totalRows: rowsSeen,
      message,
      resultKey,
    });
    await recordImport(app, job, t, definition, {
      status,
      okRows,
      errorRows: latest?.errorRows ?? 0,
      message,
    });
  } catch (error) {
    if (error instanceof JobFailed) await fail(error.key, error.params);
    else if (error instanceof SheetRefused) {
      const { problem } = error;
      await fail(
        SHEET_MESSAGES[problem.code],
        'max' in problem
          ? { max: problem.max }
          : 'part' in problem
            ? { part: problem.part }
            : 'detail' in problem
              ? { detail: problem.detail }
              : {},
      );
    } else {
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

interface CheckedRow {
  row: SheetRow;
  texts: string[];
  value?: unknown;
  problems: RowProblem[];
}

/** One row against the rules that need no database, and against the rows before it in the file. */
function checkRow(
  definition: ImportDefinition,
  lookups: unknown,
  context: ImportContext,
  positions: Map<string, number>,
  row: SheetRow,
  seen: Map<string, number>,
): CheckedRow {
  const texts = row.cells.map((cell) => (typeof cell === 'string' ? cell : cell.formula));
  const cells: RowCells = {};
  const problems: RowProblem[] = [];
  for (const [key, index] of positions) {
    const cell = row.cells[index];
    if (cell === undefined) cells[key] = '';
    else if (typeof cell === 'string') cells[key] = cell;
    else {
      // A formula is never evaluated: its value is whatever the spreadsheet last computed.
      problems.push({ column: key, key: 'importFormula' });
      cells[key] = '';
    }
  }
  if (problems.length > 0) return { row, texts, problems };
  const checked = definition.check(cells, lookups, context);
  if (checked.value === undefined || checked.problems.length > 0)
    return { row, texts, problems: checked.problems };
  for (const key of definition.uniqueKeys(checked.value)) {
    const first = seen.get(key);
    if (first !== undefined) {
      const column = key.slice(0, key.indexOf(':'));
      return { row, texts, problems: [{ column, key: 'importDuplicateInFile', params: { row: first } }] };
    }
  }
  for (const key of definition.uniqueKeys(checked.value)) seen.set(key, row.n);
  return { row, texts, value: checked.value, problems: [] };
}

/**
 * An all-or-nothing import's one commit: every staged row written in one transaction. A row that
 * now clashes with the database (written meanwhile by someone else) undoes all of it; the rows
 * are then recorded as refused.
 */
async function commitStaged(
  app: FastifyInstance,
  job: Job,
  server: string,
  definition: ImportDefinition,
  lookups: unknown,
  context: ImportContext,
  describe: (problems: RowProblem[]) => JobRowError[],
): Promise<{ written: number; refused: number }> {
  const repo = app.repos.jobs;
  const clashing: { rowNo: number; errors: JobRowError[] }[] = [];
  const written = await app.database.db
    .transaction(async (tx) => {
      let count = 0;
      for (let after = 0; ;) {
        const staged = await repo.stagedAfter(tx, job.id, after, 1_000);
        if (staged.length === 0) break;
        const clashes = await definition.write(
          tx,
          staged.map((row) => row.value),
          lookups,
          context,
        );
        for (const [index, problems] of clashes) {
          const row = staged[index];
          if (row) clashing.push({ rowNo: row.rowNo, errors: describe(problems) });
        }
        count += staged.length;
        after = staged[staged.length - 1]?.rowNo ?? after;
      }
      if (clashing.length > 0) throw new RollBack();
      await repo.dropStaged(tx, job.id);
      if (!(await repo.update(job.id, server, { okRows: count }, tx))) throw new RollBack();
      return count;
    })
    .catch((error: unknown) => {
      if (error instanceof RollBack) return 0;
      throw error;
    });
  if (clashing.length > 0) {
    await app.database.db.transaction(async (tx) => {
      for (const row of clashing) {
        await tx.execute(
          // The staged row becomes a refused one: its errors set, its value kept for the report.
          sqlMarkRefused(job.id, row.rowNo, row.errors),
        );
      }
      await repo.advance(tx, job.id, server, { processed: 0, ok: 0, errors: clashing.length });
      await repo.dropStaged(tx, job.id);
    });
  }
  return { written, refused: clashing.length };
}

class RollBack extends Error {}

const sqlMarkRefused = (jobId: number, rowNo: number, errors: JobRowError[]) =>
  sql`update job_rows set errors = ${JSON.stringify(errors)}::jsonb where job_id = ${jobId} and row_no = ${rowNo}`;

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
  await streamXlsx(stream, { sheetName: t('importReportReason'), columns }, pages());
  await ended;
  const body = Buffer.concat(chunks);
  const key = newFileKey(job.tenantId, 'import-report', 'xlsx', app.config.now());
  await storageFor(app.config).put(key, body, XLSX_TYPE);
  return key;
}

/** The import's outcome in the operation log, under its user, on the bulk import screen. */
async function recordImport(
  app: FastifyInstance,
  job: Job,
  t: (key: MessageKey, params?: Params) => string,
  definition: ImportDefinition | undefined,
  outcome: { status: 'done' | 'failed'; okRows: number; errorRows: number; message: string },
): Promise<void> {
  try {
    const [who] = await app.database.db
      .select({ tenantName: tenants.companyName, loginName: users.loginName })
      .from(tenants)
      .leftJoin(users, and(eq(users.tenantId, tenants.id), eq(users.id, job.userId ?? 0)))
      .where(eq(tenants.id, job.tenantId));
    if (!who) return;
    const type = definition ? t(definition.label) : job.type;
    const opt =
      outcome.status === 'done'
        ? t('auditImportDone', { type, file: job.fileName, ok: outcome.okRows, errors: outcome.errorRows })
        : t('auditImportFailed', { type, file: job.fileName, reason: outcome.message });
    const now = app.config.now();
    await app.repos.logs.addOperation({
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
    });
  } catch (error) {
    app.log.error({ err: error, jobId: job.id }, 'import not recorded in the operation log');
  }
}
