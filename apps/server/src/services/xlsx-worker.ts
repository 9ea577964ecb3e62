import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { Database } from '../db/database';
import type { ExportSource } from './export-sources';
import type { XlsxCell, XlsxFromMain, XlsxToMain, XlsxWorkerData } from './xlsx-protocol';
import { yieldProcessor } from '../worker-script';

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

const out = new Writable({
  write(chunk: Buffer, _encoding, done) {
    // A copy of its own: the chunk may share a pooled buffer, which cannot be transferred.
    const data = new Uint8Array(chunk.length);
    data.set(chunk);
    post({ type: 'chunk', data }, [data.buffer]);
    done();
  },
});

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
  stream: out,
  useStyles: false,
  useSharedStrings: false,
});
const sheet = workbook.addWorksheet(sheetName);
sheet.columns = columns.map((column, index) => ({
  key: String(index),
  header: column.header,
  width: column.width,
}));

function write(rows: XlsxCell[][]): void {
  for (const row of rows) sheet.addRow(row).commit();
  post({ type: 'ack', rows: rows.length });
}

async function finish(): Promise<void> {
  sheet.commit();
  await workbook.commit();
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
    database = await openLinked(reads.link);
    pages = exportPages(database.db, reads.source);
  }
  const page = await pages.next();
  if (!page.done) return write(page.value);
  await database?.close();
  database = undefined;
  await finish();
  post({ type: 'done' });
}

async function handle(message: XlsxFromMain): Promise<void> {
  if (message.type === 'rows') write(message.rows);
  else if (message.type === 'next') await nextPage();
  else {
    await finish();
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
