import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SysParamResetBody = BodyOf<'sysParamReset'>;
export type SysParamResetResult = ResultOf<'sysParamReset'>;

/** POST bmc/sys/param/reset.do (JSON): gives a parameter back its default; 4009 when it changed since. */
export const sysParamReset = (kit: HostKit, body: SysParamResetBody, options?: HttpOptions) =>
  kit.http.post<SysParamResetResult>(calls.sysParamReset.path, body, { ...options, json: true });
