import type { QueryOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../../host-kit';

export type ExportStoreDeliveryQuery = QueryOf<'exportStoreDelivery'>;

/**
 * GET bmc/store/exportStoreDelivery.do: the address of the .xlsx of the stores' delivery settings
 * and serve schedules (same filters as the list), for the browser to download itself (ORG-02).
 */
export const exportStoreDeliveryUrl = (kit: HostKit, query: ExportStoreDeliveryQuery) =>
  kit.apiUrl(calls.exportStoreDelivery.path, query);
