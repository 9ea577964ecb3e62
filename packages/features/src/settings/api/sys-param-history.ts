import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SysParamHistoryQuery = QueryOf<'sysParamHistory'>;
export type SysParamHistoryResult = ResultOf<'sysParamHistory'>;

/** GET bmc/sys/param/history.do: one page of a parameter's changes, newest first. */
export const sysParamHistory = (kit: HostKit, query: SysParamHistoryQuery, options?: HttpOptions) =>
  kit.http.get<SysParamHistoryResult>(calls.sysParamHistory.path, query, options);
