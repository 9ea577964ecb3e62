import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UpdateDeptYnQuery = QueryOf<'updateDeptYn'>;
export type UpdateDeptYnResult = ResultOf<'updateDeptYn'>;

/** GET bmc/dept/updateDeptYn.do?id=&status=: enable or disable a store; refused (4092) while employees or roles still use it (ORG-05). */
export const updateDeptYn = (kit: HostKit, query: UpdateDeptYnQuery, options?: HttpOptions) =>
  kit.http.get<UpdateDeptYnResult>(calls.updateDeptYn.path, query, options);
