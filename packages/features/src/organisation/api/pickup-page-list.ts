import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PickupPageListQuery = QueryOf<'pickupPageList'>;
export type PickupPageListResult = ResultOf<'pickupPageList'>;

/** GET bmc/pickup/pageList.do: one page of pickup points by keyword, store and status, each with outsideFence (ORG-08). */
export const pickupPageList = (kit: HostKit, query: PickupPageListQuery, options?: HttpOptions) =>
  kit.http.get<PickupPageListResult>(calls.pickupPageList.path, query, options);
