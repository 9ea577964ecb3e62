import { IMPORT_MAX_ROWS } from '@rcadmin/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobRowError } from '../../db/schema';
import {
  LANGUAGES,
  messages,
  translate,
  type Language,
  type MessageKey,
  type Params,
} from '../../i18n/messages';
import type { Job, JobsRepository } from '../../repositories/jobs';
import { afterForeground } from '../../infra/foreground';
import { CHANGES_MAX, type Change } from '../../domain/change-list';
import { IMPORTS } from './imports';
import type { ImportContext, ImportDefinition, RowCells, RowProblem } from './import-types';
import type { SheetReaderData } from '../../infra/sheet-protocol';
import {
  SheetRefused,
  openSheet,
  type OpenSheet,
  type SheetProblem,
  type SheetRow,
} from '../../infra/sheet-reader';

/** An unzipped part of an .xlsx larger than this is refused before parsing (a zip bomb). */
const MAX_PART_BYTES = 400 * 1024 * 1024;
/**
 * Shared strings unzipping past this are refused before they are read: the reader holds them all
 * (as UTF-8, outside its heap). 100,000 rows of goods with shared strings have about 10 MB of them.
 */
const MAX_STRINGS_BYTES = 64 * 1024 * 1024;
/** Rows per batch: each batch is checked and written in one short transaction. */
const BATCH = 50;

const SHEET_MESSAGES: Record<SheetProblem['code'], MessageKey> = {
  notSpreadsheet: 'importNotSpreadsheet',
  empty: 'importEmpty',
  tooManyRows: 'importTooManyRows',
  tooLarge: 'importPartTooLarge',
  unreadable: 'importUnreadable',
};

export const languageOf = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'zh';

/** What the rows of one run of a job need; all of it crosses to the job's thread as is. */
export interface RowsInput {
  job: Job;
  /** The server that holds the job: every write names it. */
  server: string;
  /** How to read the file (a local copy of the upload), from where an earlier run left it. */
  sheet: SheetReaderData;
  /** The job's clock (the server's `now()` when the run began), in ms. */
  now: number;
  /** Foreground.shared: each batch waits while requests are in flight (infra/foreground.ts). */
  giveWayTo?: SharedArrayBuffer | undefined;
}

/**
 * How reading and writing the rows ended: every row read (`rows` counts those of earlier runs
 * too), and an all-or-nothing import committed or not; the job held by another server now; or the
 * file refused as a whole, with why.
 */
export type RowsOutcome =
  | {
      kind: 'read';
      rows: number;
      /** An all-or-nothing import: rows written by its one commit, or refused (then none written). */
      all?: { written: number; refused: number };
    }
  | { kind: 'lost' }
  | { kind: 'refused'; key: MessageKey; params: Params };

const refused = (key: MessageKey, params: Params = {}): RowsOutcome => ({ kind: 'refused', key, params });

function sheetRefusal({ problem }: SheetRefused): RowsOutcome {
  return refused(
    SHEET_MESSAGES[problem.code],
    'max' in problem
      ? { max: problem.max }
      : 'part' in problem
        ? { part: problem.part }
        : 'detail' in problem
          ? { detail: problem.detail }
          : {},
  );
}

/** What a run of `job` reads: its file (a local copy), from where an earlier run left it. */
export function rowsInput(
  job: Job,
  server: string,
  file: string,
  format: 'xlsx' | 'csv',
  now: Date,
  giveWayTo?: SharedArrayBuffer,
): RowsInput {
  const sheet = {
    path: file,
    format,
    skip: job.processedRows,
    maxRows: IMPORT_MAX_ROWS,
    maxPartBytes: MAX_PART_BYTES,
    maxStringsBytes: MAX_STRINGS_BYTES,
    batchSize: BATCH,
  };
  return { job, server, sheet, now: now.getTime(), giveWayTo };
}

/**
 * Headers every import reads past: the row number and reasons columns of its own error report, so
 * that a report, its rows fixed, can be uploaded as it is.
 */
const REPORT_HEADERS: readonly MessageKey[] = ['importReportRow', 'importReportReason'];

/** A header as compared: no '*' of a required column, no ' (Asia/Shanghai)' of a zoned time column. */
const headerName = (cell: string) =>
  cell
    .trim()
    .replace(/\*$/, '')
    .replace(/\s*\([^()]*\)$/, '')
    .trim()
    .toLowerCase();

/**
 * A header cell's column: its header in any language (a '*' of required columns dropped) or its
 * key. The error report's own columns and the type's read-only export columns are read past; any
 * other header is refused.
 */
function headerIndex(definition: ImportDefinition, header: string[]): Map<string, number> | RowsOutcome {
  const known = new Map<string, string>();
  for (const column of definition.columns) {
    known.set(column.key.toLowerCase(), column.key);
    for (const header of [column.header, ...(column.formerHeaders ?? [])])
      for (const lang of LANGUAGES) known.set(translate(lang, header).toLowerCase(), column.key);
  }
  const ignored = new Set<string>();
  for (const key of [...REPORT_HEADERS, ...(definition.ignoredHeaders ?? [])])
    for (const lang of LANGUAGES) ignored.add(translate(lang, key).toLowerCase());
  const positions = new Map<string, number>();
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const name = cell.replace(/\*$/, '').trim().toLowerCase();
    if (name === '') return;
    const key = known.get(name);
    if (key !== undefined) {
      if (!positions.has(key)) positions.set(key, index);
    } else if (!ignored.has(headerName(cell))) unknown.push(cell);
  });
  // A file that names records by id may leave required columns out: its rows without one are refused.
  const byId = definition.idColumn !== undefined && positions.has(definition.idColumn);
  const missing = definition.columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0 && !byId)
    return refused('importHeaderMissing', { columns: missing.map((c) => c.key).join(', ') });
  if (unknown.length > 0) return refused('importHeaderUnknown', { columns: unknown.slice(0, 5).join(', ') });
  return positions;
}

/** The job's problems of a row as the report shows them: the column's header and the reason, in its language. */
function describer(
  definition: ImportDefinition,
  t: ImportContext['t'],
): (problems: RowProblem[]) => JobRowError[] {
  const headerOf = (key: string) => {
    const column = definition.columns.find((c) => c.key === key);
    return column ? t(column.header) : key;
  };
  return (problems) =>
    problems.map((problem) => {
      // A form rule names its field by a message key (`label`): in the job's language too.
      const params = { ...problem.params };
      if (typeof params.label === 'string' && params.label in messages)
        params.label = t(params.label as MessageKey);
      return { row: 0, column: headerOf(problem.column), reason: t(problem.key, params) };
    });
}

/** What a job's writes changed, as kept with it (params.changes): at most CHANGES_MAX. */
export function jobChanges(params: Record<string, unknown>): Change[] {
  const kept = params.changes;
  return Array.isArray(kept) ? (kept as Change[]).slice(0, CHANGES_MAX) : [];
}

/** The uploader's store scope kept with the job (params.storeCodes); null: every store. */
export function jobStoreCodes(params: Record<string, unknown>): readonly string[] | null {
  const codes = params.storeCodes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : null;
}

/**
 * Reads a job's file from where an earlier run left it, checks each row with the form's rules and
 * writes a batch per transaction, with the job's counts in the same transaction: a restart resumes
 * after the last batch written. An all-or-nothing import stages its valid rows instead, and writes
 * them all in one transaction once the whole file has been checked and no row was refused. Runs in
 * the job's own thread when the database reaches there, so none of this holds up the server's
 * requests.
 */
export async function importRows(
  { db, jobs }: { db: Db; jobs: JobsRepository },
  input: RowsInput,
  /** The file, opening since the run began (its reader's start and checks take longest). */
  opening: Promise<OpenSheet> = openSheet(input.sheet),
): Promise<RowsOutcome> {
  const { job, server } = input;
  const definition = IMPORTS.get(job.type);
  const lang = languageOf(job.lang);
  const t = (key: MessageKey, params?: Params) => translate(lang, key, params);
  const context: ImportContext = {
    tenantId: job.tenantId,
    userId: job.userId,
    storeCodes: jobStoreCodes(job.params),
    now: new Date(input.now),
    t,
    // What earlier runs' batches changed, kept with the job.
    changes: jobChanges(job.params),
  };
  // What ends the run before the rows are read closes the file's reader, opened or not.
  const abandon = () => opening.then((sheet) => sheet.close()).catch(() => undefined);
  if (!definition) {
    await abandon();
    return refused('importFailed', { detail: job.type });
  }
  let lookups: unknown;
  try {
    lookups = await definition.prepare(db, context);
  } catch (error) {
    await abandon();
    throw error;
  }
  let sheet: OpenSheet;
  try {
    sheet = await opening;
  } catch (error) {
    if (error instanceof SheetRefused) return sheetRefusal(error);
    throw error;
  }
  let positions: Map<string, number>;
  let params = job.params;
  try {
    const index = headerIndex(definition, sheet.header);
    if (!(index instanceof Map)) {
      await sheet.close();
      return index;
    }
    positions = index;
    if (sheet.totalRows === 0 && job.processedRows === 0) {
      await sheet.close();
      return refused('importNoRows');
    }
    params = { ...job.params, header: sheet.header };
    const held = await jobs.update(job.id, server, { totalRows: sheet.totalRows, params });
    if (!held) {
      await sheet.close();
      return { kind: 'lost' };
    }
  } catch (error) {
    await sheet.close();
    throw error;
  }

  // Keys a row may hold once in a file, and the row that first held each. After a restart the
  // staged rows of an all-or-nothing import say which keys are taken.
  const seen = new Map<string, number>();
  if (job.mode === 'all' && job.processedRows > 0) {
    for (let after = 0; ;) {
      const staged = await jobs.stagedAfter(db, job.id, after, 5_000);
      if (staged.length === 0) break;
      for (const row of staged) for (const key of definition.uniqueKeys(row.value)) seen.set(key, row.rowNo);
      after = staged[staged.length - 1]?.rowNo ?? after;
    }
  }

  const describe = describer(definition, t);
  let rows = job.processedRows;
  try {
    for await (const batch of sheet.batches) {
      const checked = batch.map((row) => checkRow(definition, lookups, context, positions, row, seen));
      const valid = checked.filter((entry) => entry.value !== undefined);
      // Between transactions, never inside one: on PGlite an open one holds every other query.
      await afterForeground(input.giveWayTo);
      const still = await db.transaction(async (tx) => {
        let clashes = new Map<number, RowProblem[]>();
        const changed = context.changes?.length ?? 0;
        if (job.mode === 'valid')
          clashes = await definition.write(
            tx,
            valid.map((entry) => entry.value),
            lookups,
            context,
          );
        // What the batch changed is kept with the job, as its rows are: a restart has it.
        if ((context.changes?.length ?? 0) !== changed) {
          params = { ...params, changes: context.changes };
          if (!(await jobs.update(job.id, server, { params }, tx))) return false;
        }
        const refusedRows = checked.filter((entry) => entry.value === undefined);
        valid.forEach((entry, index) => {
          const problems = clashes.get(index);
          if (problems) refusedRows.push({ ...entry, value: undefined, problems });
        });
        await jobs.keepRows(tx, job.id, [
          ...refusedRows.map((entry) => ({
            rowNo: entry.row.n,
            cells: entry.texts,
            errors: describe(entry.problems),
          })),
          ...(job.mode === 'all' ? valid.map((entry) => ({ rowNo: entry.row.n, value: entry.value })) : []),
        ]);
        return jobs.advance(tx, job.id, server, {
          processed: batch.length,
          ok: job.mode === 'valid' ? valid.length - clashes.size : 0,
          errors: refusedRows.length,
        });
      });
      // Another server took the job over: this one stops without another write.
      if (!still) return { kind: 'lost' };
      rows += batch.length;
    }
  } catch (error) {
    if (error instanceof SheetRefused) return sheetRefusal(error);
    throw error;
  } finally {
    await sheet.close();
  }
  if (rows === 0) return refused('importNoRows');
  if (job.mode !== 'all') return { kind: 'read', rows };
  const current = await jobs.get({ tenantId: job.tenantId }, job.id);
  if (!current) return { kind: 'lost' };
  if (current.errorRows > 0) {
    // Nothing is written: the staged rows are not needed (the refused ones stay for the report).
    await jobs.dropStaged(db, job.id);
    return { kind: 'read', rows, all: { written: 0, refused: current.errorRows } };
  }
  const all = await commitStaged({ db, jobs }, job, server, definition, lookups, context, describe, params);
  return { kind: 'read', rows, all };
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
  { db, jobs: repo }: { db: Db; jobs: JobsRepository },
  job: Job,
  server: string,
  definition: ImportDefinition,
  lookups: unknown,
  context: ImportContext,
  describe: (problems: RowProblem[]) => JobRowError[],
  params: Record<string, unknown>,
): Promise<{ written: number; refused: number }> {
  const clashing: { rowNo: number; errors: JobRowError[] }[] = [];
  const written = await db
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
      const changes = context.changes?.length ? { params: { ...params, changes: context.changes } } : {};
      if (!(await repo.update(job.id, server, { okRows: count, ...changes }, tx))) throw new RollBack();
      return count;
    })
    .catch((error: unknown) => {
      if (error instanceof RollBack) return 0;
      throw error;
    });
  if (clashing.length > 0) {
    await db.transaction(async (tx) => {
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
