/** A cell of an exported row: text, a number, or empty. */
export type XlsxCell = string | number | null;

export interface XlsxColumn {
  header: string;
  width: number;
}

export interface XlsxWorkerData {
  sheetName: string;
  columns: XlsxColumn[];
}

/** From the server to the writer: a page of rows, or the end of the file. */
export type XlsxFromMain = { type: 'rows'; rows: XlsxCell[][] } | { type: 'end' };

/** From the writer: bytes of the file, a page written, the file complete, or a failure. */
export type XlsxToMain =
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'ack' }
  | { type: 'done' }
  | { type: 'error'; message: string };
