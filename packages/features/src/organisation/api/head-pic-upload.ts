import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type HeadPicUploadResult = ResultOf<'fileUpload'>;

/**
 * POST file/upload.do?purpose=head (multipart, field `file`): stores an employee's head picture; the
 * server checks its kind and size and answers the key the employee keeps and the url to show.
 */
export function headPicUpload(kit: HostKit, file: Blob, options?: HttpOptions) {
  const form = new FormData();
  form.append('file', file);
  return kit.http.upload<HeadPicUploadResult>(`${calls.fileUpload.path}?purpose=head`, form, {
    ...options,
    timeout: options?.timeout ?? 60_000,
  });
}
