import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type RoleMenuTreeQuery = QueryOf<'roleMenuTree'>;
export type RoleMenuTreeResult = ResultOf<'roleMenuTree'>;

/** GET bmc/role/menuTree.do: the tenant's menu as a tree (areas, groups, pages) for the grant checkboxes. */
export const roleMenuTree = (kit: HostKit, query: RoleMenuTreeQuery, options?: HttpOptions) =>
  kit.http.get<RoleMenuTreeResult>(calls.roleMenuTree.path, query, options);
