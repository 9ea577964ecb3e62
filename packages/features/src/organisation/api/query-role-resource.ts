import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type QueryRoleResourceBody = BodyOf<'queryRoleResource'>;
export type QueryRoleResourceResult = ResultOf<'queryRoleResource'>;

/** POST bmc/user/queryRoleResource.do (form, spec §7): the resources a role grants (ORG-01). */
export const queryRoleResource = (kit: HostKit, body: QueryRoleResourceBody, options?: HttpOptions) =>
  kit.http.post<QueryRoleResourceResult>(calls.queryRoleResource.path, body, options);
