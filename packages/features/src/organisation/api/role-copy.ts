import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type RoleCopyBody = BodyOf<'roleCopy'>;
export type RoleCopyResult = ResultOf<'roleCopy'>;

/** POST bmc/role/copy.do (form): a new role with the grants of `id`, named after it. */
export const roleCopy = (kit: HostKit, body: RoleCopyBody, options?: HttpOptions) =>
  kit.http.post<RoleCopyResult>(calls.roleCopy.path, body, options);
