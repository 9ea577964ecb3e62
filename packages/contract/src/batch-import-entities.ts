import { Type, type Static } from 'typebox';

// Entities of the bulk import and export calls (batch-import-calls.ts). Times are ISO 8601.

const ImportTypeName = Type.Union(
  ['goods', 'combGoods', 'prices', 'stores', 'employees', 'categories', 'brands'].map((name) =>
    Type.Literal(name),
  ),
);

/** A column of an import template: its key, whether a row must fill it, and the values it takes. */
export const ImportColumn = Type.Object({
  key: Type.String(),
  /** Its header in the caller's language. */
  label: Type.String(),
  required: Type.Boolean(),
  /** The values an enumerated column takes (the template offers them as a drop-down). */
  options: Type.Optional(Type.Array(Type.String())),
});
export type ImportColumn = Static<typeof ImportColumn>;

/** An import type the session may use, with its template's columns. */
export const ImportTypeInfo = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  columns: Type.Array(ImportColumn),
});
export type ImportTypeInfo = Static<typeof ImportTypeInfo>;

export const TemplateQuery = Type.Object({ type: ImportTypeName });
export type TemplateQuery = Static<typeof TemplateQuery>;

/** 'all': all or nothing; 'valid': import the valid rows and report the rest. */
export const ImportMode = Type.Union([Type.Literal('all'), Type.Literal('valid')]);
export type ImportMode = Static<typeof ImportMode>;

/** The upload's fields besides the file (multipart; the query may carry them too). */
export const UploadQuery = Type.Object({
  type: Type.Optional(ImportTypeName),
  mode: Type.Optional(ImportMode),
});

export const JobStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
  /** Cancelled by its user (or an admin) before it ended: an export's file is discarded. */
  Type.Literal('cancelled'),
]);
export type JobStatus = Static<typeof JobStatus>;

/** An import or export job as the screen shows it. */
export const BatchJob = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('import'), Type.Literal('export')]),
  type: Type.String(),
  /** Imports: 'all' or 'valid'; exports: ''. */
  mode: Type.String(),
  status: JobStatus,
  fileName: Type.String(),
  /** Data rows in the file (0 until it has been read). */
  totalRows: Type.Integer(),
  processedRows: Type.Integer(),
  /** Rows imported, or exported. */
  okRows: Type.Integer(),
  /** Rows refused. */
  errorRows: Type.Integer(),
  /** Why the job failed (a file-level reason), in the language of its user. */
  message: Type.String(),
  userName: Type.String(),
  createdAt: Type.String(),
  finishedAt: Type.String(),
  /** An import with refused rows has an error report; an export has its file. */
  hasFile: Type.Boolean(),
});
export type BatchJob = Static<typeof BatchJob>;

export const JobIdQuery = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });

export const JobListQuery = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('import'), Type.Literal('export')])),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(
    Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50), Type.Literal(100)]),
  ),
});
export type JobListQuery = Static<typeof JobListQuery>;

export const JobPage = Type.Object({ total: Type.Integer(), rows: Type.Array(BatchJob) });
export type JobPage = Static<typeof JobPage>;

/** One refused row: its row number in the file, the column and the reason of each problem. */
export const JobRowError = Type.Object({
  row: Type.Integer(),
  problems: Type.Array(Type.Object({ column: Type.String(), reason: Type.String() })),
});
export type JobRowError = Static<typeof JobRowError>;

export const JobErrorsQuery = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,10}$' }),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(
    Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50), Type.Literal(100)]),
  ),
});
export type JobErrorsQuery = Static<typeof JobErrorsQuery>;

export const JobErrorsPage = Type.Object({ total: Type.Integer(), rows: Type.Array(JobRowError) });
export type JobErrorsPage = Static<typeof JobErrorsPage>;

export const UploadResult = Type.Object({ jobId: Type.String() });

/** An export queued as a job: the download centre (the history of imports and exports) lists it. */
export const ExportQueued = Type.Object({ jobId: Type.String() });
export type ExportQueued = Static<typeof ExportQueued>;

/** A job to cancel: a queued or running job of the caller (an admin: of the tenant). */
export const JobCancelBody = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });
export type JobCancelBody = Static<typeof JobCancelBody>;
