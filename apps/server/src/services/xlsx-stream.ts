import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { afterForeground } from '../infra/foreground';
import type { XlsxCell, XlsxFromMain, XlsxSheet, XlsxToMain, XlsxWorkerData } from '../infra/xlsx-protocol';
import { startScript } from '../worker-script';

export type { XlsxCell, XlsxColumn, XlsxSheet } from '../infra/xlsx-protocol';
export { safeText } from '../infra/xlsx-text';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Until the client has taken what was written, or has gone. */
const drained = (stream: PassThrough) =>
  Promise.race([once(stream, 'drain'), once(stream, 'close')]).then(() => undefined);

type Answer = Extract<XlsxToMain, { type: 'ack' | 'done' }>;

/**
 * The writer thread (xlsx-worker.ts) for one file, its bytes written to `stream` as they come:
 * `ask` posts a message and resolves with the writer's answer to it (one at a time).
 */
function startWriter(stream: PassThrough, workerData: XlsxWorkerData) {
  const worker: Worker = startScript(import.meta.url, 'xlsx-worker', {
    workerData,
    resourceLimits: {
      // A small old generation: it holds one page of rows and the zip's buffers.
      maxOldGenerationSizeMb: 96,
      // A roomy young one: reading the rows makes garbage fast, and V8 collects it on helper threads
      // at the server's priority, not the writer's. At 8 MB those took ~20-45% of a core during an
      // export of 100,000 SKUs on PostgreSQL; at 48 MB, ~15%.
      maxYoungGenerationSizeMb: 48,
    },
  });
  let failure: Error | undefined;
  let waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;
  /** The caller waiting for an answer, if any; it waits no more. */
  const waiter = () => {
    const current = waiting;
    waiting = undefined;
    return current;
  };
  const fail = (error: Error) => {
    failure ??= error;
    waiter()?.reject(failure);
  };
  worker.on('message', (message: XlsxToMain) => {
    if (message.type === 'chunk') {
      const { data } = message;
      if (!stream.destroyed) stream.write(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    } else if (message.type === 'error') fail(new Error(`xlsx writer: ${message.message}`));
    else waiter()?.resolve(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`xlsx writer stopped (exit code ${code})`)));
  return {
    ask(message: XlsxFromMain): Promise<Answer> {
      const answered = new Promise<Answer>((resolve, reject) => {
        if (failure) reject(failure);
        else waiting = { resolve, reject };
      });
      if (!failure) worker.postMessage(message);
      return answered;
    },
    async close(): Promise<void> {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/** Waits while the client has not taken what was written; answers whether it is still there. */
async function keptUp(stream: PassThrough): Promise<boolean> {
  if (stream.writableNeedDrain) await drained(stream);
  return !stream.destroyed;
}

/**
 * Streams an .xlsx of one sheet into `stream`: `pages` yields rows a page at a time (read from the
 * database as they are needed), a worker thread turns them into the file, and its bytes are
 * written to `stream` as they come. One page is in flight at a time and the client's pace is
 * kept (backpressure), so memory stays flat whatever the number of rows. Ends `stream` when the
 * file is complete; a client that goes away stops the reading. Resolves with the number of rows
 * written. With `giveWayTo` (Foreground.shared), each page waits while other requests are in
 * flight (infra/foreground.ts).
 */
export async function streamXlsx(
  stream: PassThrough,
  sheet: XlsxSheet,
  pages: AsyncIterable<XlsxCell[][]>,
  giveWayTo?: SharedArrayBuffer,
): Promise<number> {
  const writer = startWriter(stream, sheet);
  const reader = pages[Symbol.asyncIterator]();
  let rows = 0;
  try {
    for (;;) {
      // One thing at a time: the database reads a page, then the writer writes it. Reading the
      // next page while the writer worked made the export ~20% quicker, but with both threads
      // busy beside the event loop on two cores, other users' reads waited 3-7x their idle p99.
      await afterForeground(giveWayTo);
      const page = await reader.next();
      if (page.done) break;
      if (stream.destroyed) return rows;
      rows += page.value.length;
      await writer.ask({ type: 'rows', rows: page.value });
      if (!(await keptUp(stream))) return rows;
    }
    if (stream.destroyed) return rows;
    await writer.ask({ type: 'end' });
    stream.end();
    return rows;
  } finally {
    await reader.return?.();
    await writer.close();
  }
}
