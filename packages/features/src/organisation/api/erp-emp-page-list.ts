import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type ErpEmpPageListQuery = QueryOf<'erpEmpPageList'>;
export type ErpEmpPageListResult = ResultOf<'erpEmpPageList'>;

/** GET bmc/erpEmp/pageList.do: one page of third-party staff codes with their employees. */
export const erpEmpPageList = (kit: HostKit, query: ErpEmpPageListQuery, options?: HttpOptions) =>
  kit.http.get<ErpEmpPageListResult>(calls.erpEmpPageList.path, query, options);
