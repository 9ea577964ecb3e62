import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FileUploadResult = ResultOf<'fileUpload'>;

/**
 * POST file/upload.do?purpose= (multipart, field `file`): stores one picture; the server checks its
 * kind and size and answers the key to keep and the url to show. The form data goes through the
 * kit's JSON path untouched (the http client sends FormData as multipart).
 */
export function fileUpload(kit: HostKit, purpose: 'sku' | 'brand', file: Blob, options?: HttpOptions) {
  const form = new FormData();
  form.append('file', file);
  return kit.http.post<FileUploadResult>(
    `${calls.fileUpload.path}?purpose=${purpose}`,
    form as unknown as Record<string, unknown>,
    { ...options, json: true, timeout: options?.timeout ?? 60_000 },
  );
}
