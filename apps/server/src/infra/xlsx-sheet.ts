import path from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import { SheetRefused, type SheetCell, type SheetRow } from './sheet-protocol';

/**
 * Reads the first sheet of an .xlsx as it unzips, for the import's reader thread. The parts a
 * sheet's cells refer to (the workbook, its relationships, the shared strings, the number formats)
 * are read first, wherever the zip keeps them: Excel stores the shared strings after the sheets,
 * and a streaming reader that meets the sheet first must hold it back until it has them. With the
 * zip's directory at hand, the sheet's rows come as soon as they unzip.
 *
 * Nothing is evaluated: a formula stays a formula (the row check refuses it). A cell of a date
 * format is a date, as its user typed it (YYYY-MM-DD, or with the time when it has one).
 */

export interface XlsxLimits {
  /** The most bytes any part may unzip to (a zip bomb is refused before it is read). */
  maxPartBytes: number;
  /** The most bytes the shared strings may unzip to: they are all held while the sheet is read. */
  maxStringsBytes: number;
}

/** What the sheet's cells refer to, and where the sheet is. */
export interface Workbook {
  sheet: yauzl.Entry;
  strings: SharedStrings;
  /** The cell styles (indexes into cellXfs) whose number format shows a date or a time. */
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

export function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(new SheetRefused({ code: 'notSpreadsheet' })) : resolve(zip),
    ),
  );
}

/** The zip's entries, by name, without unzipping anything. */
export async function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new SheetRefused({ code: 'notSpreadsheet' })));
    zip.readEntry();
  });
  return entries;
}

/** A part's bytes as they unzip, refused past `limit` (counted, not taken from the zip's word). */
export async function* partBytes(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limit: number,
): AsyncGenerator<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream & { destroy(): void }>((resolve, reject) =>
    zip.openReadStream(entry, (error, readable) =>
      error || !readable
        ? reject(new SheetRefused({ code: 'notSpreadsheet' }))
        : resolve(readable as NodeJS.ReadableStream & { destroy(): void }),
    ),
  );
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) throw new SheetRefused({ code: 'tooLarge', part: entry.fileName });
      yield chunk;
    }
  } finally {
    stream.destroy();
  }
}

/** A part's text as it unzips (UTF-8, a character split between chunks kept whole). */
async function* partText(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of partBytes(zip, entry, limit)) yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The rows of a sheet's XML, counted as it unzips (no XML is parsed: `<row` opens each). */
export async function countRows(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<number> {
  const opening = /<(?:\w{1,10}:)?row[\s>]/g;
  let rows = 0;
  let tail = '';
  for await (const chunk of partBytes(zip, entry, limit)) {
    const text = tail + chunk.toString('latin1');
    let counted = 0;
    opening.lastIndex = 0;
    while (opening.exec(text)) {
      rows += 1;
      counted = opening.lastIndex;
    }
    // What may begin a tag the next chunk completes, never a part of one already counted.
    tail = text.slice(Math.max(counted, text.length - 16));
  }
  return rows;
}

/** A tag's name without its namespace prefix (`x:row` → `row`). */
const local = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const newParser = () => new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });

/** Parses a part as it unzips; `open` and `close` see each element, `text` the text inside. */
async function parsePart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limit: number,
  handlers: {
    open(name: string, attributes: Record<string, string>): void;
    close?(name: string): void;
    text?(text: string): void;
  },
): Promise<void> {
  const parser = newParser();
  parser.on('opentag', (tag: SaxesTagPlain) => handlers.open(local(tag.name), tag.attributes));
  const { close, text } = handlers;
  if (close) parser.on('closetag', (tag: SaxesTagPlain) => close(local(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  for await (const chunk of partText(zip, entry, limit)) parser.write(chunk);
  parser.close();
}

/** An attribute by its local name, whatever prefix its namespace has (`r:id`). */
function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (local(key) === name) return value;
  return undefined;
}

/** Built-in number formats that show a date or a time (ECMA-376 18.8.30, with the East Asian ones). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/**
 * Whether a number format code shows a date or a time: a d, m, y, h or s outside quoted text,
 * escapes and brackets ([Red], [$-409]; an elapsed [h] is a duration, not a date).
 */
export function isDateFormat(code: string): boolean {
  const bare = code
    .split(';')[0]!
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '')
    .replace(/\*./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^General$/i.test(bare.trim());
}

const DAY_MS = 86_400_000;
/** Day 0 of each date system: 1899-12-30 (Excel's day 60 is 1900-02-29, which never was), 1904-01-01. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31, Excel's last day. */
const LAST_SERIAL = 2_958_465;

/** A date cell's serial as a person reads it: YYYY-MM-DD, with the time when it has one. */
export function serialText(serial: number, date1904: boolean): string | undefined {
  if (!(serial >= 0 && serial <= LAST_SERIAL)) return undefined;
  const total = Math.round(serial * 86_400);
  const days = Math.floor(total / 86_400);
  const seconds = total % 86_400;
  // A time of day alone.
  if (days === 0 && seconds !== 0) return new Date(seconds * 1000).toISOString().slice(11, 19);
  const epoch = date1904 ? EPOCH_1904 : days < 61 ? EPOCH_1900 + DAY_MS : EPOCH_1900;
  const iso = new Date(epoch + days * DAY_MS + seconds * 1000).toISOString();
  return seconds === 0 ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/** A cell of type d (an ISO 8601 date, as some writers store dates). */
function isoText(value: string): string {
  const text = value.trim();
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2}))?/.exec(text);
  if (!match) return text;
  return !match[2] || match[2] === '00:00:00' ? match[1]! : `${match[1]} ${match[2]}`;
}

/** Where a relationship's target lies in the zip (targets are relative to xl/ unless absolute). */
const partName = (target: string): string =>
  target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join('xl', target));

/**
 * A workbook's shared strings, kept as UTF-8 in one buffer outside the JS heap. Held as strings,
 * each would keep alive the whole chunk of XML it was cut from: a 62 MB part of 1.4 million
 * strings did not fit the reader's heap so.
 */
export class SharedStrings {
  private bytes = Buffer.alloc(1 << 16);
  private ends = new Uint32Array(1 << 12);
  private used = 0;
  count = 0;

  add(text: string): void {
    const length = Buffer.byteLength(text);
    if (this.used + length > this.bytes.length) {
      const bigger = Buffer.alloc(Math.max(this.bytes.length * 2, this.used + length));
      this.bytes.copy(bigger, 0, 0, this.used);
      this.bytes = bigger;
    }
    this.used += this.bytes.write(text, this.used);
    if (this.count === this.ends.length) {
      const bigger = new Uint32Array(this.ends.length * 2);
      bigger.set(this.ends);
      this.ends = bigger;
    }
    this.ends[this.count] = this.used;
    this.count += 1;
  }

  /** The string at `index`; '' for an index the part does not have. */
  get(index: number): string {
    if (!(index >= 0 && index < this.count)) return '';
    const start = index === 0 ? 0 : this.ends[index - 1]!;
    return this.bytes.toString('utf8', start, this.ends[index]);
  }
}

async function sharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<SharedStrings> {
  const strings = new SharedStrings();
  let current = '';
  let inText = false;
  // A phonetic guide (rPh) is furigana over the text, not part of it.
  let phonetic = 0;
  await parsePart(zip, entry, limit, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't') inText = phonetic === 0;
      else if (name === 'rPh') phonetic += 1;
    },
    close(name) {
      if (name === 'si') strings.add(current);
      else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
    },
    text(text) {
      if (inText) current += text;
    },
  });
  return strings;
}

async function dateStylesOf(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Set<number>> {
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, entry, limit, {
    open(name, attributes) {
      if (name === 'numFmt') formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styles.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const dates = new Set<number>();
  styles.forEach((format, index) => {
    const code = formats.get(format);
    if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(format)) dates.add(index);
  });
  return dates;
}

/**
 * The workbook's first sheet and what its cells refer to. The zip must look like a workbook, and
 * no part of it may unzip past the limit (its directory says so first; the bytes are counted too).
 */
export async function readWorkbook(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  limits: XlsxLimits,
): Promise<Workbook> {
  const workbook = entries.get('xl/workbook.xml');
  if (!entries.has('[Content_Types].xml') || !workbook) throw new SheetRefused({ code: 'notSpreadsheet' });
  for (const [name, entry] of entries) {
    if (name.startsWith('xl/') && entry.uncompressedSize > limits.maxPartBytes) {
      throw new SheetRefused({ code: 'tooLarge', part: name });
    }
  }
  let date1904 = false;
  let firstSheet: string | undefined;
  await parsePart(zip, workbook, limits.maxPartBytes, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      else if (name === 'sheet' && firstSheet === undefined) firstSheet = attribute(attributes, 'id') ?? '';
    },
  });
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    await parsePart(zip, rels, limits.maxPartBytes, {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Target || attributes.TargetMode === 'External') return;
        const part = partName(attributes.Target);
        if (attributes.Id) targets.set(attributes.Id, part);
        const type = attributes.Type?.split('/').pop();
        if (type && !byType.has(type)) byType.set(type, part);
      },
    });
  }
  const sheet =
    entries.get(targets.get(firstSheet ?? '') ?? '') ??
    entries.get('xl/worksheets/sheet1.xml') ??
    [...entries.values()].find((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.fileName));
  if (!sheet) throw new SheetRefused({ code: 'empty' });

  const stylesPart = entries.get(byType.get('styles') ?? 'xl/styles.xml');
  const stringsPart = entries.get(byType.get('sharedStrings') ?? 'xl/sharedStrings.xml');
  if (stringsPart && stringsPart.uncompressedSize > limits.maxStringsBytes) {
    throw new SheetRefused({ code: 'tooLarge', part: stringsPart.fileName });
  }
  return {
    sheet,
    date1904,
    dateStyles: stylesPart ? await dateStylesOf(zip, stylesPart, limits.maxPartBytes) : new Set(),
    strings: stringsPart
      ? await sharedStrings(zip, stringsPart, limits.maxStringsBytes)
      : new SharedStrings(),
  };
}

/** A cell reference's column, from 0 (`C12` → 2); -1 when it has none. */
export function columnOf(reference: string): number {
  let column = 0;
  let index = 0;
  for (; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
  }
  return index === 0 ? -1 : column - 1;
}

/**
 * The sheet's non-blank rows as they unzip: at each step, the rows its latest bytes completed.
 * Cells are text as a person typed it (trimmed); formulas are kept apart, never evaluated.
 */
export async function* sheetRows(
  zip: yauzl.ZipFile,
  book: Workbook,
  limit: number,
): AsyncGenerator<SheetRow[]> {
  const parser = newParser();
  const done: SheetRow[] = [];
  let cells: SheetCell[] = [];
  let rowNo = 0;
  let column = -1;
  // The cell being read.
  let type = 'n';
  let style = 0;
  let value = '';
  let formula: string | undefined;
  let inline = '';
  let capture: 'v' | 'f' | 't' | undefined;
  let inInline = false;
  let phonetic = 0;
  let sharedIndex: string | undefined;
  // Shared formulas by their index: a cell that shares one names only the index.
  const shared = new Map<string, string>();

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const { attributes } = tag;
    switch (local(tag.name)) {
      case 'row':
        rowNo = attributes.r ? Number(attributes.r) : rowNo + 1;
        cells = [];
        column = -1;
        break;
      case 'c': {
        const at = attributes.r ? columnOf(attributes.r) : -1;
        column = at >= 0 ? at : column + 1;
        type = attributes.t ?? 'n';
        style = attributes.s ? Number(attributes.s) : 0;
        value = '';
        formula = undefined;
        inline = '';
        break;
      }
      case 'v':
        capture = 'v';
        break;
      case 'f':
        formula = '';
        sharedIndex = attributes.t === 'shared' ? attributes.si : undefined;
        capture = 'f';
        break;
      case 'is':
        inInline = true;
        break;
      case 't':
        if (inInline && phonetic === 0) capture = 't';
        break;
      case 'rPh':
        phonetic += 1;
        break;
    }
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        capture = undefined;
        break;
      case 'f':
        capture = undefined;
        if (sharedIndex !== undefined) {
          if (formula) shared.set(sharedIndex, formula);
          else formula = shared.get(sharedIndex) ?? '';
        }
        break;
      case 'is':
        inInline = false;
        break;
      case 'rPh':
        phonetic -= 1;
        break;
      case 'c':
        if (column >= 0 && column < 16_384) cells[column] = cellOf(book, type, style, value, formula, inline);
        break;
      case 'row': {
        // A blank row (or one of empty cells) is skipped, as a person reading the sheet would.
        const row = Array.from(cells, (cell) => cell ?? '');
        if (row.some((cell) => cell !== '')) done.push({ n: rowNo, cells: row });
        break;
      }
    }
  });
  const text = (chunk: string) => {
    if (capture === 'v') value += chunk;
    else if (capture === 'f') formula += chunk;
    else if (capture === 't') inline += chunk;
  };
  parser.on('text', text);
  parser.on('cdata', text);

  for await (const chunk of partText(zip, book.sheet, limit)) {
    parser.write(chunk);
    if (done.length > 0) yield done.splice(0);
  }
  parser.close();
  if (done.length > 0) yield done.splice(0);
}

function cellOf(
  book: Workbook,
  type: string,
  style: number,
  value: string,
  formula: string | undefined,
  inline: string,
): SheetCell {
  if (formula !== undefined) return { formula: `=${formula}` };
  switch (type) {
    case 's':
      return book.strings.get(Number(value)).trim();
    case 'inlineStr':
      return inline.trim();
    case 'str':
      return value.trim();
    case 'b':
      return value === '1' || value === 'true' ? 'TRUE' : 'FALSE';
    case 'e':
      return value;
    case 'd':
      return isoText(value);
    default: {
      const text = value.trim();
      if (text === '') return '';
      const number = Number(text);
      if (!Number.isFinite(number)) return text;
      if (book.dateStyles.has(style)) return serialText(number, book.date1904) ?? String(number);
      return String(number);
    }
  }
}
