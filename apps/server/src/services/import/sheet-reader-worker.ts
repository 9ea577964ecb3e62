import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import yauzl from 'yauzl';
import type {
  SheetCell,
  SheetFromMain,
  SheetProblem,
  SheetReaderData,
  SheetRow,
  SheetToMain,
} from './sheet-protocol';
import { yieldProcessor } from '../../worker-script';

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

class Refused extends Error {
  constructor(readonly problem: SheetProblem) {
    super(problem.code);
  }
}

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

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(new Refused({ code: 'notSpreadsheet' })) : resolve(zip),
    ),
  );
}

/** The zip's entries, by name, without unzipping anything. */
async function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new Refused({ code: 'notSpreadsheet' })));
    zip.readEntry();
  });
  return entries;
}

/** The rows of a sheet's XML, counted as it unzips (no XML is parsed: `<row` opens each). */
async function countRows(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<number> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, readable) =>
      error || !readable ? reject(new Refused({ code: 'notSpreadsheet' })) : resolve(readable),
    ),
  );
  let rows = 0;
  let tail = '';
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limit) {
      (stream as unknown as { destroy(): void }).destroy();
      throw new Refused({ code: 'tooLarge', part: entry.fileName });
    }
    const text = tail + chunk.toString('latin1');
    const matches = text.match(/<row[\s>]/g);
    rows += matches ? matches.length : 0;
    tail = text.slice(-4);
  }
  return rows;
}

/** A cell's text as a user typed it: numbers as written, dates as YYYY-MM-DD, formulas kept apart. */
function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return { formula: `=${String(formula ?? '')}` };
  }
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return String(value.error);
  return '';
}

async function readXlsx(): Promise<void> {
  // First a look at the zip without parsing: a real workbook, no part that unzips past the limit
  // (a bomb), not too many rows. Only then is the sheet parsed.
  const zip = await openZip(data.path);
  let fileRows: number;
  try {
    const entries = await entriesOf(zip);
    if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) {
      throw new Refused({ code: 'notSpreadsheet' });
    }
    for (const [name, entry] of entries) {
      if (name.startsWith('xl/') && entry.uncompressedSize > data.maxPartBytes) {
        throw new Refused({ code: 'tooLarge', part: name });
      }
    }
    // The first sheet of the workbook (the one the template holds the rows in).
    const sheetEntry =
      entries.get('xl/worksheets/sheet1.xml') ??
      [...entries.values()].find((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.fileName));
    if (!sheetEntry) throw new Refused({ code: 'empty' });
    // Counted against the bytes actually unzipped: a zip may misstate its entries' sizes.
    fileRows = await countRows(zip, sheetEntry, data.maxPartBytes);
    if (fileRows - 1 > data.maxRows) throw new Refused({ code: 'tooManyRows', max: data.maxRows });
  } finally {
    zip.close();
  }

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(data.path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let header: string[] | undefined;
  let batch: SheetRow[] = [];
  let index = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
      if (values.every((cell) => cell === '')) continue;
      if (!header) {
        header = values.map((cell) => (typeof cell === 'string' ? cell : cell.formula));
        post({ type: 'start', header, totalRows: Math.max(0, fileRows - 1), encoding: 'xlsx' });
        continue;
      }
      index += 1;
      if (index <= data.skip) continue;
      batch.push({ n: row.number, cells: values });
      if (batch.length >= data.batchSize) {
        await turn();
        post({ type: 'rows', rows: batch });
        batch = [];
      }
    }
    break;
  }
  if (!header) throw new Refused({ code: 'empty' });
  if (batch.length > 0) {
    await turn();
    post({ type: 'rows', rows: batch });
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
  if (bytes.subarray(0, 8192).includes(0)) throw new Refused({ code: 'notSpreadsheet' });
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
  if (!headerRow || headerRow.every((cell) => cell.trim() === '')) throw new Refused({ code: 'empty' });
  if (body.length > data.maxRows) throw new Refused({ code: 'tooManyRows', max: data.maxRows });
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
      error instanceof Refused
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
