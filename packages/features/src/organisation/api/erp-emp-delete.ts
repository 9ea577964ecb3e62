import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type ErpEmpDeleteQuery = QueryOf<'erpEmpDelete'>;
export type ErpEmpDeleteResult = ResultOf<'erpEmpDelete'>;

/** GET bmc/erpEmp/delete.do (site token): delete a third-party staff code. */
export const erpEmpDelete = (kit: HostKit, query: ErpEmpDeleteQuery, options?: HttpOptions) =>
  kit.http.get<ErpEmpDeleteResult>(calls.erpEmpDelete.path, query, options);
