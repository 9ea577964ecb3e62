import { parentPort, workerData } from 'node:worker_threads';
import type { Database } from '../db/database';
import type { ExportSource } from './export-sources';
import type { XlsxCell, XlsxFromMain, XlsxToMain, XlsxWorkerData } from '../infra/xlsx-protocol';
import { yieldProcessor } from '../worker-script';
import { xlsxWriter } from '../infra/xlsx-writer';

/**
 * Writes one .xlsx in a worker thread, so that turning rows into zipped XML (the CPU-heavy part
 * of an export) never holds up the server's event loop. Rows arrive a page at a time from the
 * server, or, when the thread was given a link to the database, it reads each page itself when
 * asked for the next one (the rows' decoding and mapping then stay off the event loop too). Each
 * page is acknowledged once written, and the file's bytes go back to the main thread as they are
 * made.
 */
const port = parentPort;
if (!port) throw new Error('xlsx-worker runs as a worker thread');
// An export is a download, not an answer someone waits on.
yieldProcessor('idle');
const { sheetName, columns, reads } = workerData as XlsxWorkerData<ExportSource>;

const post = (message: XlsxToMain, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

/** The file's bytes since the last post: sent to the server a page at a time, not a piece at a time. */
let pending: Uint8Array[] = [];
let pendingBytes = 0;
const writer = xlsxWriter([{ sheetName, columns }], (bytes) => {
  pending.push(bytes);
  pendingBytes += bytes.length;
});

function flush(): void {
  if (pendingBytes === 0) return;
  // A buffer of its own, to transfer: Buffer.concat may return a slice of a shared pool.
  const data = new Uint8Array(pendingBytes);
  let offset = 0;
  for (const bytes of pending) {
    data.set(bytes, offset);
    offset += bytes.length;
  }
  pending = [];
  pendingBytes = 0;
  post({ type: 'chunk', data }, [data.buffer]);
}

function write(rows: XlsxCell[][]): void {
  writer.addRows(rows);
  flush();
  post({ type: 'ack', rows: rows.length });
}

function finish(): void {
  writer.end();
  flush();
}

/** The thread's own reads, opened on the first call for a page. */
let pages: AsyncGenerator<XlsxCell[][]> | undefined;
let database: Database | undefined;

async function nextPage(): Promise<void> {
  if (!reads) throw new Error('this writer was given no database to read from');
  if (!pages) {
    const [{ openLinked }, { exportPages }] = await Promise.all([
      import('../db/database'),
      import('./export-sources'),
    ]);
    database = await openLinked(reads.link, { genericPlans: true });
    pages = exportPages(database.db, reads.source);
  }
  const page = await pages.next();
  if (!page.done) return write(page.value);
  await database?.close();
  database = undefined;
  finish();
  post({ type: 'done' });
}

async function handle(message: XlsxFromMain): Promise<void> {
  if (message.type === 'rows') write(message.rows);
  else if (message.type === 'next') await nextPage();
  else {
    finish();
    post({ type: 'done' });
  }
}

/** A failure as the server logs it: with its cause (the database's own words under drizzle's). */
const describe = (error: unknown): string =>
  error instanceof Error && error.cause !== undefined
    ? `${String(error)} (${String(error.cause)})`
    : String(error);

// One message at a time: the server waits for each answer before it sends the next.
port.on('message', (message: XlsxFromMain) => {
  handle(message).catch((error: unknown) => post({ type: 'error', message: describe(error) }));
});
