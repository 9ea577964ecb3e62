import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type EmbeddedAppDeleteResult = ResultOf<'embeddedAppDelete'>;

/** POST bmc/embeddedApp/delete.do (JSON): removes a registration from the menus. */
export const embeddedAppDelete = (kit: HostKit, id: string, options?: HttpOptions) =>
  kit.http.post<EmbeddedAppDeleteResult>(calls.embeddedAppDelete.path, { id }, { ...options, json: true });
