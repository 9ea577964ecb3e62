import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import Papa from 'papaparse';
import {
  SheetRefused,
  type SheetFromMain,
  type SheetProblem,
  type SheetReaderData,
  type SheetRow,
  type SheetToMain,
} from './sheet-protocol';
import { yieldProcessor } from '../worker-script';
import { countRows, entriesOf, openZip, readWorkbook, sheetRows } from './xlsx-sheet';

/**
 * Reads one import file in a worker thread, so that unzipping and parsing (the CPU-heavy part of
 * an import) never holds up the server's event loop. It first checks the file as a whole (a real
 * spreadsheet, parts that do not unzip past the limit, not too many rows), then sends the rows a
 * batch at a time, each when the server asks for it.
 */
const port = parentPort;
if (!port) throw new Error('sheet-reader-worker runs as a worker thread');
yieldProcessor('idle');
const data = workerData as SheetReaderData;
const post = (message: SheetToMain) => port.postMessage(message);

let asked = 0;
let wake: (() => void) | undefined;
port.on('message', (message: SheetFromMain) => {
  if (message.type === 'next') {
    asked += 1;
    wake?.();
  }
});
/** Until the server has asked for another batch. */
async function turn(): Promise<void> {
  while (asked === 0) await new Promise<void>((resolve) => (wake = resolve));
  asked -= 1;
}

// ---- .xlsx

async function readXlsx(): Promise<void> {
  // First a look at the zip without parsing the sheet: a real workbook, no part that unzips past
  // the limit (a bomb), not too many rows. Then the parts the sheet refers to, then its rows.
  const zip = await openZip(data.path);
  try {
    const entries = await entriesOf(zip);
    const book = await readWorkbook(zip, entries, data);
    // Counted against the bytes actually unzipped: a zip may misstate its entries' sizes.
    const fileRows = await countRows(zip, book.sheet, data.maxPartBytes);
    if (fileRows - 1 > data.maxRows) throw new SheetRefused({ code: 'tooManyRows', max: data.maxRows });

    let header: string[] | undefined;
    let batch: SheetRow[] = [];
    let index = 0;
    for await (const rows of sheetRows(zip, book, data.maxPartBytes)) {
      for (const row of rows) {
        if (!header) {
          header = row.cells.map((cell) => (typeof cell === 'string' ? cell : cell.formula));
          post({ type: 'start', header, totalRows: Math.max(0, fileRows - 1), encoding: 'xlsx' });
          continue;
        }
        index += 1;
        if (index <= data.skip) continue;
        batch.push(row);
        if (batch.length >= data.batchSize) {
          await turn();
          post({ type: 'rows', rows: batch });
          batch = [];
        }
      }
    }
    if (!header) throw new SheetRefused({ code: 'empty' });
    if (batch.length > 0) {
      await turn();
      post({ type: 'rows', rows: batch });
    }
  } finally {
    zip.close();
  }
}

// ---- .csv

/** The text of a CSV: UTF-8 (with or without its mark), UTF-16 with its mark, else GBK (GB 18030). */
function decode(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  // A NUL byte is never in a text file of these encodings: a renamed binary.
  if (bytes.subarray(0, 8192).includes(0)) throw new SheetRefused({ code: 'notSpreadsheet' });
  try {
    // UTF-8 is self-checking: text in another encoding almost never decodes as valid UTF-8.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('gb18030').decode(bytes), encoding: 'gbk' };
  }
}

async function readCsv(): Promise<void> {
  const { text, encoding } = decode(await readFile(data.path));
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  const [headerRow, ...body] = rows;
  if (!headerRow || headerRow.every((cell) => cell.trim() === '')) throw new SheetRefused({ code: 'empty' });
  if (body.length > data.maxRows) throw new SheetRefused({ code: 'tooManyRows', max: data.maxRows });
  post({ type: 'start', header: headerRow.map((cell) => cell.trim()), totalRows: body.length, encoding });
  // Papa's row numbers are lost with skipEmptyLines; blank lines are rare in exported CSV, so rows
  // are numbered as a spreadsheet would show them when the file has none.
  for (let start = data.skip; start < body.length; start += data.batchSize) {
    const batch = body.slice(start, start + data.batchSize).map((cells, index) => ({
      n: start + index + 2,
      cells: cells.map((cell) => cell.trim()),
    }));
    await turn();
    post({ type: 'rows', rows: batch });
  }
}

async function main(): Promise<void> {
  if (data.format === 'csv') await readCsv();
  else await readXlsx();
  await turn();
  post({ type: 'end' });
}

main().then(
  () => port.close(),
  (error: unknown) => {
    const problem: SheetProblem =
      error instanceof SheetRefused
        ? error.problem
        : {
            code: 'unreadable',
            detail: error instanceof Error ? error.message.slice(0, 200) : String(error),
          };
    post({ type: 'problem', problem });
    // Closing the port (not exiting) lets the messages posted so far reach the server.
    port.close();
  },
);
