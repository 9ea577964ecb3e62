import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type OperatorGetQuery = QueryOf<'operatorGet'>;
export type OperatorGetResult = ResultOf<'operatorGet'>;

/** GET bmc/operator/get.do?id=: one operator of the tenant, with its version (ORG-11). */
export const operatorGet = (kit: HostKit, query: OperatorGetQuery, options?: HttpOptions) =>
  kit.http.get<OperatorGetResult>(calls.operatorGet.path, query, options);
