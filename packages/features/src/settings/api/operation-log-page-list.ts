import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type OperationLogPageListQuery = QueryOf<'operationLogPageList'>;
export type OperationLogPageListResult = ResultOf<'operationLogPageList'>;

/** GET bmc/operationLog/pageList.do: one page of the tenant's operation log, newest first (DATA-07). */
export const operationLogPageList = (kit: HostKit, query: OperationLogPageListQuery, options?: HttpOptions) =>
  kit.http.get<OperationLogPageListResult>(calls.operationLogPageList.path, query, options);
