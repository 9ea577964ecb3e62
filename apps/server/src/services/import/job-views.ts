import type { BatchJob } from '@rcadmin/contract';
import type { MessageKey } from '../../i18n/messages';
import type { Job } from '../../repositories/jobs';

const isoTime = (date: Date | null) => (date ? date.toISOString() : '');

/** The job as the screen shows it. */
export const wireJob = (job: Job): BatchJob => ({
  id: String(job.id),
  kind: job.kind === 'export' ? 'export' : 'import',
  type: job.type,
  mode: job.mode,
  status: job.status as BatchJob['status'],
  fileName: job.fileName,
  totalRows: job.totalRows,
  processedRows: job.processedRows,
  okRows: job.okRows,
  errorRows: job.errorRows,
  message: job.message,
  userName: job.userName,
  createdAt: isoTime(job.createdAt),
  finishedAt: isoTime(job.finishedAt),
  hasFile: job.resultKey !== null,
});

/** A refused row as the screen lists it: its number, and each problem's column and reason. */
export const wireJobError = (row: {
  rowNo: number;
  errors: { column: string; reason: string }[] | null;
}) => ({
  row: row.rowNo,
  problems: (row.errors ?? []).map((error) => ({ column: error.column, reason: error.reason })),
});

/**
 * The names of a job's file (an import's error report, an export's file): plain, and in the
 * user's language.
 */
export function jobFileNames(job: Job, t: (key: MessageKey) => string): { file: string; localName: string } {
  const stem = job.kind === 'import' ? 'import-errors' : job.type;
  const local = job.kind === 'import' ? t('importReportFile') : job.type;
  return { file: `${stem}-${job.id}.xlsx`, localName: `${local}-${job.id}.xlsx` };
}
