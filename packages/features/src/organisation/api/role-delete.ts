import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type RoleDeleteBody = BodyOf<'roleDelete'>;
export type RoleDeleteResult = ResultOf<'roleDelete'>;

/** POST bmc/role/delete.do (form): delete a role; refused while users hold it, and for the admin role. */
export const roleDelete = (kit: HostKit, body: RoleDeleteBody, options?: HttpOptions) =>
  kit.http.post<RoleDeleteResult>(calls.roleDelete.path, body, options);
