import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type OrgAreaInfoQuery = QueryOf<'orgAreaInfo'>;
export type OrgAreaInfoResult = ResultOf<'orgAreaInfo'>;

/** GET bmc/dept/queryAreaInfo.do?parentCode=: the GB/T 2260 areas under one (provinces without it). */
export const orgAreaInfo = (kit: HostKit, query: OrgAreaInfoQuery, options?: HttpOptions) =>
  kit.http.get<OrgAreaInfoResult>(calls.orgAreaInfo.path, query, options);
