import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FileUploadResult = ResultOf<'fileUpload'>;

/**
 * POST file/upload.do?purpose= (multipart, field `file`): stores one picture; the server checks its
 * kind and size and answers the key to keep and the url to show.
 */
export function fileUpload(kit: HostKit, purpose: 'sku' | 'brand', file: Blob, options?: HttpOptions) {
  const form = new FormData();
  form.append('file', file);
  return kit.http.upload<FileUploadResult>(`${calls.fileUpload.path}?purpose=${purpose}`, form, {
    ...options,
    timeout: options?.timeout ?? 60_000,
  });
}
