import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type OperatorUpdateStatusQuery = QueryOf<'operatorUpdateStatus'>;
export type OperatorUpdateStatusResult = ResultOf<'operatorUpdateStatus'>;

/** GET bmc/operator/updateStatus.do (site token): enable or disable an operator, naming the version read (ORG-11). */
export const operatorUpdateStatus = (kit: HostKit, query: OperatorUpdateStatusQuery, options?: HttpOptions) =>
  kit.http.get<OperatorUpdateStatusResult>(calls.operatorUpdateStatus.path, query, options);
