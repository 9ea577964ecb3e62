import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type ImportTypes = ResultOf<'batchImportTypes'>;
export type BatchJob = ResultOf<'batchJobGet'>;
export type JobPage = ResultOf<'batchJobList'>;
export type JobErrorsPage = ResultOf<'batchJobErrors'>;

/** The tag colour of a job's status (antd Tag). */
export const STATUS_COLOURS = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
} as const;

/** GET bmc/batchImport/types.do: the import types the user's grants allow, with their columns. */
export const batchImportTypes = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<ImportTypes>(calls.batchImportTypes.path, undefined, options);

/** The address of an import type's template (.xlsx), for the browser to download itself. */
export const batchImportTemplateUrl = (kit: HostKit, type: string) =>
  kit.apiUrl(calls.batchImportTemplate.path, { type });

/** POST bmc/batchImport/upload.do (multipart: type, mode, file): starts an import job. */
export function batchImportUpload(kit: HostKit, type: string, mode: 'all' | 'valid', file: File) {
  const form = new FormData();
  // The fields before the file: the server reads them with it.
  form.append('type', type);
  form.append('mode', mode);
  form.append('file', file, file.name);
  return kit.http.upload<ResultOf<'batchImportUpload'>>(calls.batchImportUpload.path, form, {
    timeout: 120_000,
  });
}

/** GET bmc/batchImport/job.do: a job's state and counts. */
export const batchJobGet = (kit: HostKit, id: string, options?: HttpOptions) =>
  kit.http.get<BatchJob>(calls.batchJobGet.path, { id }, options);

/** GET bmc/batchImport/jobList.do: the history of imports and exports, newest first. */
export const batchJobList = (kit: HostKit, query: QueryOf<'batchJobList'>, options?: HttpOptions) =>
  kit.http.get<JobPage>(calls.batchJobList.path, query, options);

/** GET bmc/batchImport/jobErrors.do: a page of an import's refused rows. */
export const batchJobErrors = (kit: HostKit, query: QueryOf<'batchJobErrors'>, options?: HttpOptions) =>
  kit.http.get<JobErrorsPage>(calls.batchJobErrors.path, query, options);

/** The address of a job's file: an import's error report, or an export's file. */
export const batchJobFileUrl = (kit: HostKit, job: Pick<BatchJob, 'id' | 'kind'>) =>
  kit.apiUrl(job.kind === 'import' ? calls.batchJobReport.path : calls.batchJobDownload.path, { id: job.id });
