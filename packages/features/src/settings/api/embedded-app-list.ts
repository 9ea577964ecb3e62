import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type EmbeddedAppListResult = ResultOf<'embeddedAppList'>;

/**
 * GET bmc/embeddedApp/list.do: the tenant's registered vendor pages and micro-apps, with the menu
 * groups and roles the form offers and the rules the server applies.
 */
export const embeddedAppList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<EmbeddedAppListResult>(calls.embeddedAppList.path, undefined, options);
