import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SysParamSaveBody = BodyOf<'sysParamSave'>;
export type SysParamSaveResult = ResultOf<'sysParamSave'>;

/**
 * POST bmc/sys/param/save.do (JSON): sets a parameter over the value the editor read (`expected`,
 * null when not set); 4220 with fieldErrors on `value` for a value that does not fit, 4009 when
 * the parameter changed since.
 */
export const sysParamSave = (kit: HostKit, body: SysParamSaveBody, options?: HttpOptions) =>
  kit.http.post<SysParamSaveResult>(calls.sysParamSave.path, body, { ...options, json: true });
