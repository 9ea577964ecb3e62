import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type DeptPageListQuery = QueryOf<'deptPageList'>;
export type DeptPageListResult = ResultOf<'deptPageList'>;

/** GET bmc/dept/getDeptPageList.do: one page of the stores/departments by the list's filters (API-04). */
export const deptPageList = (kit: HostKit, query: DeptPageListQuery, options?: HttpOptions) =>
  kit.http.get<DeptPageListResult>(calls.deptPageList.path, query, options);
