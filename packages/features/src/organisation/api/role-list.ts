import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type RoleListQuery = QueryOf<'roleList'>;
export type RoleListResult = ResultOf<'roleList'>;

/** GET bmc/role/list.do: the tenant's roles (the admin role first) with their grant and holder counts. */
export const roleList = (kit: HostKit, query: RoleListQuery, options?: HttpOptions) =>
  kit.http.get<RoleListResult>(calls.roleList.path, query, options);
