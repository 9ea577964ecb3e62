import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { XlsxFromMain, XlsxToMain, XlsxWorkerData } from './xlsx-protocol';
import { yieldProcessor } from '../worker-script';

/**
 * Writes one .xlsx in a worker thread, so that turning rows into zipped XML (the CPU-heavy part
 * of an export) never holds up the server's event loop. Rows arrive a page at a time; each page
 * is acknowledged once written, and the file's bytes go back to the main thread as they are made.
 */
const port = parentPort;
if (!port) throw new Error('xlsx-worker runs as a worker thread');
// An export is a download, not an answer someone waits on.
yieldProcessor('low');
const { sheetName, columns } = workerData as XlsxWorkerData;

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

port.on('message', (message: XlsxFromMain) => {
  try {
    if (message.type === 'rows') {
      for (const row of message.rows) sheet.addRow(row).commit();
      post({ type: 'ack' });
      return;
    }
    sheet.commit();
    workbook
      .commit()
      .then(() => post({ type: 'done' }))
      .catch((error: unknown) => post({ type: 'error', message: String(error) }));
  } catch (error) {
    post({ type: 'error', message: String(error) });
  }
});
