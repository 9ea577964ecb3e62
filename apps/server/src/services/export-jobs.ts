import { PassThrough } from 'node:stream';
import type { ExportType, SkuListQuery, StoreExportQuery, StoreListQuery } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_STORES, type StoreScope } from '../domain/authorisation';
import { translate, type MessageKey } from '../i18n/messages';
import { languageOf } from './import/import-rows';
import { newFileKey } from '../infra/storage';
import type { XlsxCell, XlsxSheet } from '../infra/xlsx-protocol';
import { heartbeatMsOf, type Job } from '../repositories/jobs';
import type { OrgStoresRepository } from '../repositories/org-stores';
import type { OperationLogFilters } from '../repositories/logs';
import { exportPages, type ExportSource } from './export-sources';
import { writeDeliveryExport, writeStoreExport } from './store-export';
import { XLSX_TYPE, streamXlsx } from './xlsx-stream';

/**
 * What an export job makes, as its params keep it (plain data: any server runs it): the sheet and
 * source of a paged export (goods, operation log), or the query and scope of a store export.
 */
export type ExportJobParams =
  | { file: string; sheet: XlsxSheet; source: ExportSource }
  | { file: string; stores: 'stores' | 'delivery'; query: StoreExportQuery; scope: StoreScope };

/** A file part is stored once this many bytes of the file have been made (memory stays flat). */
export const PART_BYTES = 1024 * 1024;
/** Rows written between two reports of progress (which also say the job is alive). */
const PROGRESS_ROWS = 1_000;
/** An export that ran into this many server stops (not closes) is ended rather than started again. */
const MAX_ATTEMPTS = 3;

/**
 * Queues an export as a job of the caller (the filters were checked by the caller, against the
 * user's store scope among others), named `<localName>-<stamp>.xlsx` in the caller's language,
 * and wakes the runner: any server's runner takes it (services/import/job-runner.ts).
 */
export async function queueExport(
  app: FastifyInstance,
  request: FastifyRequest,
  names: { localName: MessageKey; history: ExportType },
  params: ExportJobParams,
): Promise<{ jobId: string }> {
  const session = request.auth;
  if (!session) throw new Error('an export is queued by a signed-in user');
  const stamp = app.config.now().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const job = await app.repos.jobs.create({
    tenantId: session.tenant.id,
    userId: session.user.id,
    userName: session.user.name,
    kind: 'export',
    type: names.history,
    status: 'queued',
    lang: request.lang,
    fileName: `${request.t(names.localName)}-${stamp}.xlsx`,
    params: { ...params, file: `${params.file}-${stamp}.xlsx` } as unknown as Record<string, unknown>,
  });
  app.jobRunner.kick();
  return { jobId: String(job.id) };
}

/** One at a time: an export's reads, reports and stored parts never use two connections at once. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
}

/** The operation log's filters as they come back from JSON (times as text). */
function revived(filters: OperationLogFilters): OperationLogFilters {
  const at = (value: Date | string | undefined) => (value === undefined ? undefined : new Date(value));
  return { ...filters, from: at(filters.from), to: at(filters.to) };
}

/** A paged source whose page reads take their turn, counting the rows as they go by. */
async function* turnTaking(
  pages: AsyncGenerator<XlsxCell[][]>,
  inTurn: ReturnType<typeof oneAtATime>,
  onRows: (rows: number) => Promise<void>,
): AsyncGenerator<XlsxCell[][]> {
  try {
    for (;;) {
      const page = await inTurn(() => pages.next());
      if (page.done) return;
      await onRows(page.value.length);
      yield page.value;
    }
  } finally {
    await inTurn(async () => pages.return(undefined));
  }
}

/** What an export job reads and writes: its count first, then its file into a stream. */
function exportOf(app: FastifyInstance, job: Job, inTurn: ReturnType<typeof oneAtATime>) {
  const params = job.params as unknown as ExportJobParams;
  const db = app.database.db;
  if ('source' in params) {
    const source: ExportSource =
      params.source.name === 'operationLog'
        ? {
            ...params.source,
            params: { ...params.source.params, filters: revived(params.source.params.filters) },
          }
        : params.source;
    return {
      async count(): Promise<number> {
        if (source.name === 'goods') {
          const { tenantId, query } = source.params;
          // The list's count of the same filters (and chosen ids): the goods are the tenant's catalogue.
          const query_ = { ...query, pageNo: 1, pageSize: 10 } as SkuListQuery;
          return (await app.repos.goods.list(tenantId, query_, ALL_STORES)).total;
        }
        const { tenantId, filters, lang } = source.params;
        const reader = { lang, t: (key: MessageKey) => translate(lang, key) };
        // Counted up to the log's cap: past it the total grows with the rows written.
        return (await app.repos.logs.operationPage(tenantId, filters, 1, 1, reader)).total;
      },
      write(stream: PassThrough, onRows: (rows: number) => Promise<void>) {
        return streamXlsx(
          stream,
          params.sheet,
          turnTaking(exportPages(db, source), inTurn, onRows),
          app.foreground.shared,
        );
      },
    };
  }
  const lang = languageOf(job.lang);
  const t = (key: MessageKey) => translate(lang, key);
  const { query, scope } = params;
  return {
    async count(): Promise<number> {
      const query_ = { ...query, pageNo: 1, pageSize: 10 } as StoreListQuery;
      return (await app.repos.orgStores.list(job.tenantId, query_, scope)).total;
    },
    write(stream: PassThrough, onRows: (rows: number) => Promise<void>) {
      const stores = app.repos.orgStores;
      // The delivery export reads the stores twice (its second sheet): rows counted once.
      let firstPass = true;
      const repo: OrgStoresRepository = {
        ...stores,
        exportPage: async (...args: Parameters<OrgStoresRepository['exportPage']>) => {
          const rows = await inTurn(() => stores.exportPage(...args));
          if (firstPass) await onRows(rows.length);
          if (rows.length < args[4]) firstPass = false;
          return rows;
        },
      };
      const run = { stream, repo, tenantId: job.tenantId, scope, query, t };
      return params.stores === 'delivery' ? writeDeliveryExport(run) : writeStoreExport(run);
    },
  };
}

/**
 * Runs an export job held by `server`: counts its rows, then writes its file into storage a part
 * at a time (PART_BYTES each, kept as job_rows once stored), reporting the rows written, and ends
 * it done with its file. It starts from the first row whatever an earlier attempt did (a server
 * killed mid-job): that attempt's parts are removed first, so the file holds every row once.
 * Cancelled (or taken over) meanwhile, it stops at its next batch and removes what it stored;
 * `signal` (the server closing) gives it back to the queue.
 */
export async function runExportJob(
  app: FastifyInstance,
  job: Job,
  server: string,
  signal: AbortSignal,
): Promise<void> {
  const jobs = app.repos.jobs;
  const { storage } = app;
  const log = app.log.child({ jobId: job.id });
  const remove = async (keys: readonly string[]) => {
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'a part was not removed'));
    }
  };
  const earlier = await jobs.restartExport(job.id, server);
  if (earlier === undefined) return;
  await remove(earlier);
  if (job.attempts > MAX_ATTEMPTS) {
    await jobs.finish(job.id, server, {
      status: 'failed',
      message: translate(languageOf(job.lang), 'exportInterrupted'),
    });
    return;
  }

  const inTurn = oneAtATime();
  const source = exportOf(app, job, inTurn);
  // A page of rows that takes long still says the job is alive.
  const heartbeatMs = heartbeatMsOf(app.config.jobs.leaseSeconds);
  const stored: string[] = [];
  let lost = false;
  let processed = 0;
  let reported = 0;
  let reportedAt = Date.now();
  const stream = new PassThrough({ highWaterMark: PART_BYTES });
  // Stopped (cancelled, taken over, the server closing): the writer sees a destroyed stream and
  // reads no further page. Never with an error: nobody may be listening for it by then.
  const stop = () => {
    lost = true;
    stream.destroy();
  };
  const closing = () => stream.destroy();
  signal.addEventListener('abort', closing, { once: true });

  try {
    const total = await inTurn(() => source.count());
    if (!(await inTurn(() => jobs.update(job.id, server, { totalRows: total })))) return stop();

    const onRows = async (rows: number) => {
      processed += rows;
      if (processed - reported < PROGRESS_ROWS && Date.now() - reportedAt < heartbeatMs) return;
      reported = processed;
      reportedAt = Date.now();
      const held = await inTurn(() =>
        jobs.update(job.id, server, { processedRows: processed, totalRows: Math.max(total, processed) }),
      );
      if (!held) stop();
    };

    // The file's bytes, a part at a time into storage, while the rows are written.
    const keep = async () => {
      let chunks: Buffer[] = [];
      let bytes = 0;
      let no = 0;
      const flush = async () => {
        if (bytes === 0 || lost) return;
        const key = newFileKey(job.tenantId, 'export', 'part', app.config.now());
        const body = chunks;
        const size = bytes;
        chunks = [];
        bytes = 0;
        no += 1;
        stored.push(key);
        await inTurn(() => storage.put(key, body, XLSX_TYPE));
        const held = await inTurn(() => jobs.addPart(job.id, server, no, { key, bytes: size }, processed));
        if (!held) stop();
      };
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          bytes += chunk.length;
          if (bytes >= PART_BYTES) await flush();
          if (lost) return;
        }
      } catch (error) {
        // A stream destroyed before its end (a stop) ends the reading early: nothing more to keep.
        if (stream.destroyed) return;
        throw error;
      }
      // Read to its end: the last part.
      await flush();
    };
    const kept = keep();
    let rows: number;
    try {
      rows = await source.write(stream, onRows);
    } catch (error) {
      stream.destroy();
      await kept.catch(() => undefined);
      throw error;
    }
    await kept;
    if (lost) return;
    if (signal.aborted) {
      await jobs.release(job.id, server);
      return;
    }
    const parts = await jobs.parts(job.id);
    const finished = await jobs.finish(job.id, server, {
      status: 'done',
      resultKey: parts[0]?.key ?? null,
      totalRows: rows,
      processedRows: rows,
      okRows: rows,
    });
    if (!finished) lost = true;
  } catch (error) {
    if (signal.aborted) {
      await jobs.release(job.id, server);
      return;
    }
    log.error({ err: error }, 'export failed');
    const lang = languageOf(job.lang);
    const detail = error instanceof Error ? error.message : String(error);
    const keys = (await jobs.parts(job.id)).map((part) => part.key);
    await jobs.finish(job.id, server, {
      status: 'failed',
      resultKey: null,
      message: translate(lang, 'exportJobFailed', { detail }),
    });
    await remove([...new Set([...keys, ...stored])]);
  } finally {
    signal.removeEventListener('abort', closing);
    if (lost) {
      // Cancelled: its parts go (the rows and the bytes). Taken over: the new holder has its own.
      const dropped = await jobs.dropCancelledParts(job.id).catch(() => []);
      await remove([...new Set([...dropped, ...stored])]);
    }
  }
}
