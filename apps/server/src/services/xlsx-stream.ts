import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { XlsxCell, XlsxToMain, XlsxWorkerData } from './xlsx-protocol';
import { startScript } from '../worker-script';

export type { XlsxCell, XlsxColumn } from './xlsx-protocol';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Text that a spreadsheet could read as a formula (= + - @, and the tab and carriage return some
 * tools strip) is kept as text with a leading apostrophe (OWASP "CSV injection").
 */
export const safeText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The writer thread (xlsx-worker.ts). A small heap: it holds one page of rows and the zip's buffers. */
const startWriter = (workerData: XlsxWorkerData): Worker =>
  startScript(import.meta.url, 'xlsx-worker', {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
  });

/** Until the client has taken what was written, or has gone. */
const drained = (stream: PassThrough) =>
  Promise.race([once(stream, 'drain'), once(stream, 'close')]).then(() => undefined);

/**
 * Streams an .xlsx of one sheet into `stream`: `pages` yields rows a page at a time (read from the
 * database as they are needed), a worker thread turns them into the file, and its bytes are
 * written to `stream` as they come. One page is in flight at a time and the client's pace is
 * kept (backpressure), so memory stays flat whatever the number of rows; the server's event loop
 * only reads pages and passes bytes on. Ends `stream` when the file is complete; a client that
 * goes away stops the reading. Resolves with the number of rows written.
 */
export async function streamXlsx(
  stream: PassThrough,
  sheet: XlsxWorkerData,
  pages: AsyncIterable<XlsxCell[][]>,
): Promise<number> {
  const worker = startWriter(sheet);
  let failure: Error | undefined;
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const settle = (error?: Error) => {
    const current = waiting;
    waiting = undefined;
    if (error) current?.reject(error);
    else current?.resolve();
  };
  const fail = (error: Error) => {
    failure ??= error;
    settle(failure);
  };
  worker.on('message', (message: XlsxToMain) => {
    if (message.type === 'chunk') {
      const { data } = message;
      if (!stream.destroyed) stream.write(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    } else if (message.type === 'error') fail(new Error(`xlsx writer: ${message.message}`));
    else settle();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`xlsx writer stopped (exit code ${code})`)));
  /** The writer's answer to the message about to be posted. */
  const answered = () =>
    new Promise<void>((resolve, reject) => {
      if (failure) reject(failure);
      else waiting = { resolve, reject };
    });
  const reader = pages[Symbol.asyncIterator]();
  let rows = 0;
  try {
    for (;;) {
      // One thing at a time: the database reads a page, then the writer writes it. Reading the
      // next page while the writer worked made the export ~20% quicker, but with both threads
      // busy beside the event loop on two cores, other users' reads waited 3-7x their idle p99.
      const page = await reader.next();
      if (page.done) break;
      if (stream.destroyed) return rows;
      rows += page.value.length;
      const written = answered();
      worker.postMessage({ type: 'rows', rows: page.value });
      await written;
      if (stream.writableNeedDrain) await drained(stream);
    }
    if (stream.destroyed) return rows;
    const done = answered();
    worker.postMessage({ type: 'end' });
    await done;
    stream.end();
    return rows;
  } finally {
    await reader.return?.();
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
