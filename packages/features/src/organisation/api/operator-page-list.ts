import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type OperatorPageListQuery = QueryOf<'operatorPageList'>;
export type OperatorPageListResult = ResultOf<'operatorPageList'>;

/** GET bmc/operator/pageList.do: one page of operators by keyword, store and status (ORG-11). */
export const operatorPageList = (kit: HostKit, query: OperatorPageListQuery, options?: HttpOptions) =>
  kit.http.get<OperatorPageListResult>(calls.operatorPageList.path, query, options);
