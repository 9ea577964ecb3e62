import type { ImportMode, ImportType } from '@rcadmin/contract';
import type { MessageKey } from '../../i18n/messages';
import type { Job, JobsRepository } from '../../repositories/jobs';
import { newFileKey, type FileStorage } from '../../infra/storage';
import { XLSX_TYPE } from '../xlsx-stream';
import type { ImportContext } from './import-types';

export type UploadFormat = 'xlsx' | 'csv';

/**
 * The format of an uploaded import file, by its name and its first bytes, or why it is refused:
 * another extension, an empty file, or a renamed one (an .xlsx is a zip, a CSV is text: no NUL
 * byte, unless it is UTF-16 with its mark).
 */
export function uploadFormat(fileName: string, bytes: Buffer): UploadFormat | { refused: MessageKey } {
  const lower = fileName.toLowerCase();
  const format = lower.endsWith('.xlsx') ? 'xlsx' : lower.endsWith('.csv') ? 'csv' : undefined;
  if (!format) return { refused: 'importFileType' };
  if (bytes.length === 0) return { refused: 'importEmpty' };
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const looksText = !bytes.subarray(0, 8192).includes(0) || bytes[0] === 0xff || bytes[0] === 0xfe;
  if ((format === 'xlsx' && !isZip) || (format === 'csv' && !looksText)) {
    return { refused: 'importNotSpreadsheet' };
  }
  return format;
}

/** An upload to import: by whom, of what, how, and the file. */
export interface ImportUpload {
  userName: string;
  lang: string;
  type: ImportType;
  mode: ImportMode;
  fileName: string;
  format: UploadFormat;
  bytes: Buffer;
}

/**
 * Keeps the uploaded file and queues its import job, for a job runner to take up. The rows are
 * written later, perhaps by another server: the uploader's stores (`context.storeCodes`) go with
 * the job.
 */
export async function queueImport(
  storage: FileStorage,
  jobs: JobsRepository,
  context: Pick<ImportContext, 'tenantId' | 'userId' | 'storeCodes' | 'now'>,
  upload: ImportUpload,
): Promise<Job> {
  const key = newFileKey(context.tenantId, 'import', upload.format, context.now);
  await storage.put(key, upload.bytes, upload.format === 'xlsx' ? XLSX_TYPE : 'text/csv');
  return jobs.create({
    tenantId: context.tenantId,
    userId: context.userId,
    userName: upload.userName,
    kind: 'import',
    type: upload.type,
    mode: upload.mode,
    lang: upload.lang,
    fileName: upload.fileName,
    inputKey: key,
    params: { storeCodes: context.storeCodes },
  });
}
