import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SysParamListResult = ResultOf<'sysParamList'>;

/** GET bmc/sys/param/list.do: every known parameter with its rules, value in effect and last change (SET-01). */
export const sysParamList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<SysParamListResult>(calls.sysParamList.path, undefined, options);
