/** A cell as read from an import file: its text, or a formula (never evaluated, refused by the row check). */
export type SheetCell = string | { formula: string };

/** A data row: its number in the file (the header is row 1 of a plain file) and its cells. */
export interface SheetRow {
  n: number;
  cells: SheetCell[];
}

/** Why a file cannot be read at all (a file-level refusal of the import). */
export type SheetProblem =
  | { code: 'notSpreadsheet' }
  | { code: 'empty' }
  | { code: 'tooManyRows'; max: number }
  | { code: 'tooLarge'; part: string }
  | { code: 'unreadable'; detail: string };

export interface SheetReaderData {
  /** A local copy of the uploaded file. */
  path: string;
  format: 'xlsx' | 'csv';
  /** Data rows already handled by an earlier run of the job: read past them. */
  skip: number;
  maxRows: number;
  batchSize: number;
  /** The most bytes an .xlsx part may unzip to (a zip bomb is refused before it is read). */
  maxPartBytes: number;
  /** The most bytes an .xlsx's shared strings may unzip to: the reader holds them all. */
  maxStringsBytes: number;
}

/** From the reader: the header and how many data rows follow, a batch of rows, the end, or why not. */
export type SheetToMain =
  | { type: 'start'; header: string[]; totalRows: number; encoding: string }
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'end' }
  | { type: 'problem'; problem: SheetProblem };

/** From the server: send the next batch. */
export type SheetFromMain = { type: 'next' };

/**
 * A file that cannot be imported as a whole, and why: thrown in the reader thread, and on the
 * server from the problem the reader posts.
 */
export class SheetRefused extends Error {
  constructor(readonly problem: SheetProblem) {
    super(`sheet refused: ${problem.code}`);
  }
}
