import type { ResultOf } from '@rcadmin/contract';
import type { HostKit } from '../host-kit';
import { useCall } from '../kit';

/** The stores whose records the session reaches (queryDataScope.do): all, or these codes. */
export type DataScope = ResultOf<'dataScope'>;

/**
 * The session's scope for a page (queryDataScope.do, through the kit's cache, which is the
 * session's: a store switch asks anew): undefined until known. Pages offer what only a
 * tenant-wide user may do (a new store, an order for every store) when `allStores` is true; the
 * server refuses it to others all the same.
 */
export const useDataScope = (kit: HostKit): DataScope | undefined =>
  useCall(kit, 'dataScope', undefined, { silent: true }).data;
