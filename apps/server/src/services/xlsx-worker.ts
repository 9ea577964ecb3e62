import { parentPort, workerData } from 'node:worker_threads';
import type { XlsxCell, XlsxFromMain, XlsxToMain, XlsxWorkerData } from '../infra/xlsx-protocol';
import { yieldProcessor } from '../worker-script';
import { xlsxWriter } from '../infra/xlsx-writer';

/**
 * Writes one .xlsx in a worker thread, so that turning rows into zipped XML (the CPU-heavy part
 * of an export) never holds up the server's event loop. Rows arrive a page at a time from the
 * server; each page is acknowledged once written, and the file's bytes go back to the main thread
 * as they are made.
 */
const port = parentPort;
if (!port) throw new Error('xlsx-worker runs as a worker thread');
// An export is a download, not an answer someone waits on.
yieldProcessor('idle');
const { sheetName, columns } = workerData as XlsxWorkerData;

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

function handle(message: XlsxFromMain): void {
  if (message.type === 'rows') write(message.rows);
  else {
    finish();
    post({ type: 'done' });
  }
}

// One message at a time: the server waits for each answer before it sends the next.
port.on('message', (message: XlsxFromMain) => {
  try {
    handle(message);
  } catch (error) {
    post({ type: 'error', message: String(error) });
  }
});
