import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type DeptPageListNewQuery = QueryOf<'deptPageListNew'>;
export type DeptPageListNewResult = ResultOf<'deptPageListNew'>;

/** GET bmc/dept/getDeptPageListNew.do: the same page with each store's channel names and franchisee name (API-04). */
export const deptPageListNew = (kit: HostKit, query: DeptPageListNewQuery, options?: HttpOptions) =>
  kit.http.get<DeptPageListNewResult>(calls.deptPageListNew.path, query, options);
