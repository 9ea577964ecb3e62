import { Zip, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { XlsxCell, XlsxSheet } from './xlsx-protocol';

/**
 * The server's one .xlsx writer: a streamed file of one sheet or several, written in the calling
 * thread from start to end. The rows become each sheet's XML, which is deflated by zlib
 * synchronously, here, and zipped by fflate's streaming Zip; a sheet ends before the next begins,
 * so only the piece being filled is held, whatever the number of rows. Made for the export's writer
 * thread (xlsx-worker.ts), which runs at idle priority: ExcelJS's streaming writer made several
 * objects per cell and deflated in libuv's thread pool, so its garbage collection and its deflate
 * ran at the server's priority beside the requests. Measured on 100,000 goods-like rows of 15
 * columns: ExcelJS 2.7 s of processor, 0.8 s of it on other threads; this writer 1.1 s, almost all
 * of it in its own thread, and a file an eighth smaller.
 * Besides plain rows it writes what the import templates need: a hidden sheet, and a column's
 * drop-down of the values in a column of another sheet (a list data validation). Text cells are
 * inline strings (no shared-string table), styles are the bold header only.
 */

/** Excel's last row: a sheet holds no more (the header included). */
export const XLSX_MAX_ROWS = 1_048_576;

/** The most characters a cell holds: Excel calls a file with a longer text damaged. */
export const XLSX_MAX_CELL_TEXT = 32_767;

/** The sheet's XML is deflated in pieces of this many bytes. */
const PIECE = 256 * 1024;
/** The custom number format of date cells (ids from 164 are a workbook's own). */
const DATE_FORMAT_ID = 164;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** What XML 1.0 cannot hold (control characters, lone surrogates, U+FFFE/U+FFFF) or must escape. */
// eslint-disable-next-line no-control-regex -- these are the control characters XML 1.0 cannot hold
const SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/;
const SPECIAL_ALL =
  // eslint-disable-next-line no-control-regex -- as above
  /[&<>"]|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data: escaped, and what XML cannot hold left out (as ExcelJS does). */
export function xmlText(value: string): string {
  if (!SPECIAL.test(value)) return value;
  // A surrogate pair is kept whole; anything else matched but not escaped is dropped.
  return value.replace(SPECIAL_ALL, (match) => ENTITY[match] ?? (match.length === 2 ? match : ''));
}

/** The column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A sheet name Excel accepts: none of : \ / ? * [ ], at most 31 characters, never empty. */
const sheetTitle = (name: string) =>
  [...name.replace(/[:\\/?*[\]]/g, ' ').trim()].slice(0, 31).join('') || 'Sheet1';

/** The sheets' names as Excel accepts them, each once (Excel compares them ignoring case). */
function sheetTitles(sheets: readonly XlsxSheet[]): string[] {
  const taken = new Set<string>();
  return sheets.map((sheet) => {
    const title = sheetTitle(sheet.sheetName);
    let unique = title;
    for (let n = 2; taken.has(unique.toLowerCase()); n++)
      unique = `${[...title].slice(0, 31 - ` (${n})`.length).join('')} (${n})`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}

/** A sheet's name in a formula: quoted unless it is a plain name (lists!$A$1, 'Sheet 2'!$A$1). */
const sheetRef = (title: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(title) && !/^[A-Za-z]{1,3}[0-9]+$/.test(title)
    ? title
    : `'${title.replace(/'/g, "''")}'`;

/**
 * One part of the zip, deflated by zlib in the calling thread: each piece pushed is deflated at once
 * and flushed to a byte boundary (Z_SYNC_FLUSH), the last one ends the stream. fflate's own
 * ZipDeflate is pure JavaScript, about twice zlib's processor time for the same file.
 */
class DeflatedPart implements ZipInputFile {
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;

  constructor(readonly filename: string) {}

  push(data: Uint8Array, final: boolean): void {
    this.crc = crc32(data, this.crc);
    this.size += data.length;
    const deflated = deflateRawSync(data, {
      finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
    this.ondata?.(null, deflated, final);
  }
}

/** The parts before the sheets: the package's types and relations, the workbook, its styles. */
function fixedParts(sheets: readonly XlsxSheet[], titles: readonly string[]): [string, string][] {
  const numbers = sheets.map((_, index) => index + 1);
  return [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
        numbers
          .map(
            (n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${TYPE}.worksheet+xml"/>`,
          )
          .join('') +
        `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        sheets
          .map(
            (sheet, index) =>
              `<sheet name="${xmlText(titles[index]!)}" sheetId="${index + 1}"` +
              (sheet.hidden ? ` state="${sheet.hidden}"` : '') +
              ` r:id="rId${index + 1}"/>`,
          )
          .join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG_REL}">` +
        numbers
          .map(
            (n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      // Three cell formats: the default, bold for the header row, and a date and time.
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}">` +
        `<numFmts count="1"><numFmt numFmtId="${DATE_FORMAT_ID}" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
        `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
        `<xf numFmtId="${DATE_FORMAT_ID}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/**
 * What comes before a sheet's rows: the frozen pane under its header, its column widths. Elements
 * of a worksheet come in the order of the schema (CT_Worksheet): sheetViews, cols, sheetData, …,
 * dataValidations.
 */
function sheetHead(sheet: XlsxSheet, first: boolean): string {
  const cols = sheet.columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  const selected = first ? ' tabSelected="1"' : '';
  const view =
    sheet.header === false
      ? `<sheetView${selected} workbookViewId="0"/>`
      : `<sheetView${selected} workbookViewId="0">` +
        `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView>`;
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews>${view}</sheetViews>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>'
  );
}

/**
 * What follows a sheet's rows: the drop-downs of its columns that have a list, each a list data
 * validation whose values are a range of another sheet (an inline list holds at most 255
 * characters), on the column's rows below the header.
 */
function sheetTail(sheet: XlsxSheet, sheets: readonly XlsxSheet[], titles: readonly string[]): string {
  const firstRow = sheet.header === false ? 1 : 2;
  const validations = sheet.columns.flatMap((column, index) => {
    const list = column.list;
    if (!list || list.length <= 0 || list.rows <= 0) return [];
    const source = sheets.findIndex((candidate) => candidate.sheetName === list.sheet);
    if (source < 0) throw new Error(`no sheet '${list.sheet}' holds the list of '${column.header}'`);
    const letter = columnName(index);
    const from = columnName(list.column);
    const range = `${sheetRef(titles[source]!)}!$${from}$1:$${from}$${list.length}`;
    return [
      `<dataValidation type="list" allowBlank="1" showErrorMessage="1"` +
        ` sqref="${letter}${firstRow}:${letter}${firstRow + list.rows - 1}">` +
        `<formula1>${xmlText(range)}</formula1></dataValidation>`,
    ];
  });
  const lists = validations.length
    ? `<dataValidations count="${validations.length}">${validations.join('')}</dataValidations>`
    : '';
  return `</sheetData>${lists}</worksheet>`;
}

export interface XlsxWriter {
  /** Adds rows to the current sheet, below the ones before; their bytes may come now or with a later call. */
  addRows(rows: XlsxCell[][]): void;
  /** Ends the current sheet and starts the next one (with its header row). */
  nextSheet(): void;
  /** Ends the sheet, any sheet not reached yet (left empty but for its header) and the file: the last bytes come before it returns. */
  end(): void;
}

/**
 * Starts the .xlsx of `sheets`, written one after another: the first sheet's header row (bold,
 * frozen above the rows), then the rows added, until `nextSheet` ends it and starts the next.
 * The file's bytes go to `onData` as they are made, in order. Text cells are inline strings (no
 * shared-string table to hold in memory), cut at the most a cell holds; numbers are numbers; a
 * date ({ date: serial }) is a number shown as yyyy-mm-dd hh:mm:ss; a
 * null or a number that is not finite leaves its cell empty; cells past the sheet's columns are
 * left out. Past Excel's last row (`maxRows`, the header included) it throws, rather than write a
 * file that no spreadsheet opens.
 */
export function xlsxWriter(
  sheets: readonly XlsxSheet[],
  onData: (bytes: Uint8Array) => void,
  { maxRows = XLSX_MAX_ROWS } = {},
): XlsxWriter {
  if (sheets.length === 0) throw new Error('an .xlsx file holds at least one sheet');
  const titles = sheetTitles(sheets);
  const zip = new Zip((error, data) => {
    if (error) throw error;
    onData(data);
  });
  for (const [name, xml] of fixedParts(sheets, titles)) {
    const part = new DeflatedPart(name);
    zip.add(part);
    part.push(Buffer.from(XML_HEAD + xml), true);
  }

  // The sheet's XML goes into one buffer, a row at a time, and is deflated each time it is full: a
  // row's text dies young. Kept as one growing string, its thousands of pieces lived until the
  // piece was deflated, and every garbage collection in between copied them.
  const piece = Buffer.allocUnsafe(PIECE);
  let used = 0;
  /** The sheet being written: its index, zip part, column letters and rows so far. */
  let current = -1;
  let sheetPart!: DeflatedPart;
  let letters: string[] = [];
  let rowNumber = 0;
  const flush = (final: boolean) => {
    sheetPart.push(piece.subarray(0, used), final);
    used = 0;
  };
  const put = (text: string) => {
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    if (used + text.length * 3 > PIECE) {
      flush(false);
      if (text.length * 3 > PIECE) return sheetPart.push(Buffer.from(text), false);
    }
    used += piece.write(text, used);
  };

  const cell = (value: XlsxCell, ref: string, style: string): string => {
    if (value === null) return '';
    if (typeof value === 'object')
      return Number.isFinite(value.date) ? `<c r="${ref}" s="2"><v>${value.date}</v></c>` : '';
    if (typeof value === 'number')
      return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
    const text = xmlText(value.length > XLSX_MAX_CELL_TEXT ? value.slice(0, XLSX_MAX_CELL_TEXT) : value);
    const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
    return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
  };
  const addRow = (row: XlsxCell[], style = '') => {
    if (rowNumber >= maxRows) throw new Error(`an .xlsx sheet holds at most ${maxRows} rows`);
    rowNumber += 1;
    const names = letters;
    let xml = `<row r="${rowNumber}">`;
    for (let index = 0; index < row.length && index < names.length; index++) {
      xml += cell(row[index] ?? null, `${names[index]}${rowNumber}`, style);
    }
    put(`${xml}</row>`);
  };

  const begin = () => {
    current += 1;
    const sheet = sheets[current]!;
    sheetPart = new DeflatedPart(`xl/worksheets/sheet${current + 1}.xml`);
    zip.add(sheetPart);
    letters = sheet.columns.map((_, column) => columnName(column));
    rowNumber = 0;
    put(sheetHead(sheet, current === 0));
    if (sheet.header !== false)
      addRow(
        sheet.columns.map((column) => column.header),
        ' s="1"',
      );
  };
  const finish = () => {
    put(sheetTail(sheets[current]!, sheets, titles));
    flush(true);
  };
  begin();

  return {
    addRows(rows) {
      for (const row of rows) addRow(row);
    },
    nextSheet() {
      if (current + 1 >= sheets.length) throw new Error(`this .xlsx has ${sheets.length} sheet(s)`);
      finish();
      begin();
    },
    end() {
      finish();
      while (current + 1 < sheets.length) {
        begin();
        finish();
      }
      zip.end();
    },
  };
}

/** A whole .xlsx in memory, for small files (import templates): each sheet with its rows. */
export function xlsxFile(sheets: readonly { sheet: XlsxSheet; rows: XlsxCell[][] }[]): Buffer {
  const chunks: Uint8Array[] = [];
  const writer = xlsxWriter(
    sheets.map(({ sheet }) => sheet),
    (bytes) => chunks.push(bytes),
  );
  sheets.forEach(({ rows }, index) => {
    if (index > 0) writer.nextSheet();
    writer.addRows(rows);
  });
  writer.end();
  return Buffer.concat(chunks);
}
