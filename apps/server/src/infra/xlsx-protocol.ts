/** A cell of an exported row: text, a number, or empty. */
export type XlsxCell = string | number | null | XlsxDate;

/**
 * A date and time cell: the spreadsheet serial of a wall-clock time (contract's excelSerial),
 * shown as yyyy-mm-dd hh:mm:ss; a spreadsheet sorts and filters it as a date.
 */
export interface XlsxDate {
  date: number;
}

/**
 * A drop-down of the values held in one column of another sheet of the same workbook (rows 1 to
 * `length` of `column`, 0 being A, of the sheet named `sheet`), offered on the `rows` rows below
 * the header.
 */
export interface XlsxList {
  sheet: string;
  column: number;
  length: number;
  rows: number;
}

export interface XlsxColumn {
  header: string;
  width: number;
  list?: XlsxList;
}

/**
 * A sheet of a file: its name and columns, in the caller's language. Its first row is the columns'
 * headers (bold, frozen above the rows) unless `header` is false; `hidden` hides it from the tabs
 * ('veryHidden': Excel's Unhide does not list it either).
 */
export interface XlsxSheet {
  sheetName: string;
  columns: XlsxColumn[];
  header?: boolean;
  hidden?: 'hidden' | 'veryHidden';
}

/** What the writer thread starts with: the sheet. */
export type XlsxWorkerData = XlsxSheet;

/** From the server to the writer: a page of rows the server read, or the end of the file. */
export type XlsxFromMain = { type: 'rows'; rows: XlsxCell[][] } | { type: 'end' };

/** From the writer: bytes of the file, a page written (with its number of rows), the file complete, or a failure. */
export type XlsxToMain =
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'ack'; rows: number }
  | { type: 'done' }
  | { type: 'error'; message: string };
