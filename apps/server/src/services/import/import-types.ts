import type { ImportType } from '@rcadmin/contract';
import type { Db } from '../../db/database';
import type { MessageKey, Params } from '../../i18n/messages';
import type { Change } from '../../domain/change-list';

/** Who runs an import, for the rows it writes. */
export interface ImportContext {
  tenantId: number;
  userId: number | null;
  /**
   * The store codes of the stores the uploader held when the job was made (services/authorisation.ts);
   * null for every store. Rows of store-scoped data outside them are refused.
   */
  storeCodes: readonly string[] | null;
  now: Date;
  /** A message in the job's language. */
  t: (key: MessageKey, params?: Params) => string;
  /**
   * What the job's writes changed in records that were there before (an update by id), field by
   * field, for the job's operation log line: a write adds to it (up to CHANGES_MAX), in the
   * transaction that keeps it with the job.
   */
  changes?: Change[];
}

/** A problem of one row: the column (its key) and why, as a message. */
export interface RowProblem {
  column: string;
  key: MessageKey;
  params?: Params;
}

/** A column of an import type's template. */
export interface ImportColumnDef {
  key: string;
  header: MessageKey;
  required: boolean;
  width?: number;
  note?: MessageKey;
  /** Headers the column had before (a file made then still imports). */
  formerHeaders?: readonly MessageKey[];
}

/** A row as read: its cells by column key (formulas already refused). */
export type RowCells = Record<string, string>;

/**
 * One kind of import. A job reads the file a batch of rows at a time: each row is checked
 * alone (`check`, with what `prepare` loaded once), then the batch's valid rows against the
 * database and written in one transaction (`write`, which returns the problems it found there).
 */
export interface ImportDefinition<V = unknown, L = unknown> {
  type: ImportType;
  label: MessageKey;
  columns: ImportColumnDef[];
  /**
   * The column whose cell names a record to update (an export's id column), an empty one a record
   * to create. A header that has it may leave out required columns: a row without an id is then
   * refused for them, row by row.
   */
  idColumn?: string;
  /**
   * Headers of other columns a file of this type may have and the import does not read (its
   * export's read-only columns, such as a category's name beside its code): recognised, not refused.
   */
  ignoredHeaders?: readonly MessageKey[];
  /** What the row checks need from the database, loaded once per job (code lists, names). */
  prepare(db: Db, context: ImportContext): Promise<L>;
  check(cells: RowCells, lookups: L, context: ImportContext): { value?: V; problems: RowProblem[] };
  /** Keys that may appear once in a file (a barcode): a later row repeating one is refused. */
  uniqueKeys(value: V): string[];
  /**
   * Inside the batch's transaction: writes the values that do not clash with the database and
   * returns the problems of those that do, by their index in `values`.
   */
  write(tx: Db, values: V[], lookups: L, context: ImportContext): Promise<Map<number, RowProblem[]>>;
  /** The options of each enumerated column, for the template's drop-downs and `batchImportTypes`. */
  options(lookups: L, t: ImportContext['t']): Record<string, string[]>;
}
