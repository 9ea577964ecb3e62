import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SysParamQuery = QueryOf<'sysParam'>;
export type SysParamResult = ResultOf<'sysParam'>;

/** GET bmc/sys/param/get.do: one system parameter, as result[paramName] ('' when not set). */
export const sysParam = (kit: HostKit, query: SysParamQuery, options?: HttpOptions) =>
  kit.http.get<SysParamResult>(calls.sysParam.path, query, options);
