import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type RoleSaveResourceBody = BodyOf<'roleSaveResource'>;
export type RoleSaveResourceResult = ResultOf<'roleSaveResource'>;

/** POST bmc/role/saveRoleResource.do (JSON): replace a role's grants with `resourceIds`, in one transaction. */
export const roleSaveResource = (kit: HostKit, body: RoleSaveResourceBody, options?: HttpOptions) =>
  kit.http.post<RoleSaveResourceResult>(calls.roleSaveResource.path, body, { ...options, json: true });
