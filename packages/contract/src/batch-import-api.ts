import { Type } from 'typebox';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, batchImportCalls as calls } from './batch-import-calls';
import {
  BatchJob,
  ImportTypeInfo,
  JobCancelBody,
  JobErrorsPage,
  JobErrorsQuery,
  JobIdQuery,
  JobListQuery,
  JobPage,
  TemplateQuery,
  UploadQuery,
  UploadResult,
} from './batch-import-entities';
import { call } from './call-spec';

/** Schemas of the bulk import and export calls (batch-import-calls.ts). */
export const batchImportApi = {
  batchImportTypes: call({
    ...calls.batchImportTypes,
    result: Type.Array(ImportTypeInfo),
    summary: "The import types the session's grants allow, each with its template's columns.",
  }),
  batchImportTemplate: call({
    ...calls.batchImportTemplate,
    query: TemplateQuery,
    result: Type.String(),
    summary:
      "An import type's template (.xlsx): headers in the caller's language, an instructions sheet, drop-down " +
      'lists for enumerated columns. 4030 without the grant of the type’s page.',
  }),
  batchImportUpload: call({
    ...calls.batchImportUpload,
    query: UploadQuery,
    result: UploadResult,
    summary:
      `Starts an import job from an .xlsx or .csv (multipart: file, type, mode; at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB ` +
      `and ${IMPORT_MAX_ROWS} rows). CSV may be UTF-8 or GBK. The job runs in the background: poll job.do.`,
  }),
  batchJobList: call({
    ...calls.batchJobList,
    query: JobListQuery,
    result: JobPage,
    summary: "The history of imports and exports, newest first: the user's own (an admin sees the tenant's).",
  }),
  batchJobGet: call({
    ...calls.batchJobGet,
    query: JobIdQuery,
    result: BatchJob,
    summary: "A job's state, progress and counts.",
  }),
  batchJobErrors: call({
    ...calls.batchJobErrors,
    query: JobErrorsQuery,
    result: JobErrorsPage,
    summary:
      "A page of an import's refused rows, in file order: the row, and each problem's column and reason.",
  }),
  batchJobReport: call({
    ...calls.batchJobReport,
    query: JobIdQuery,
    result: Type.String(),
    summary: "An import's error report (.xlsx): the refused rows as they were, with a reason column.",
  }),
  batchJobDownload: call({
    ...calls.batchJobDownload,
    query: JobIdQuery,
    result: Type.String(),
    summary:
      "An export job's file, once done. Answers a single `Range: bytes=...` with 206 and Content-Range (a " +
      'download resumed), or 416 when the range starts past the end.',
  }),
  batchJobCancel: call({
    ...calls.batchJobCancel,
    body: JobCancelBody,
    result: Type.Object({ status: Type.Literal('cancelled') }),
    summary:
      'Cancels a queued or running job of the caller (an admin: any of the tenant): a running export stops at its ' +
      'next batch and its file is discarded. 4040 for a job the caller cannot see; 4000 for one that has ended.',
  }),
} as const;
