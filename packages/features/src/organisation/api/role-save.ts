import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type RoleSaveBody = BodyOf<'roleSave'>;
export type RoleSaveResult = ResultOf<'roleSave'>;

/** POST bmc/role/save.do (form): create a role (no id) or rename one; a used name is refused on `name`. */
export const roleSave = (kit: HostKit, body: RoleSaveBody, options?: HttpOptions) =>
  kit.http.post<RoleSaveResult>(calls.roleSave.path, body, options);
