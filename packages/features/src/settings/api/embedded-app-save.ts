import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type EmbeddedAppSaveBody = BodyOf<'embeddedAppSave'>;
export type EmbeddedAppSaveResult = ResultOf<'embeddedAppSave'>;

/**
 * POST bmc/embeddedApp/save.do (JSON): registers an app, or edits the version read; 4220 with
 * fieldErrors on the fields, 4091 for a name taken, 4009 when it changed since.
 */
export const embeddedAppSave = (kit: HostKit, body: EmbeddedAppSaveBody, options?: HttpOptions) =>
  kit.http.post<EmbeddedAppSaveResult>(calls.embeddedAppSave.path, body, { ...options, json: true });
