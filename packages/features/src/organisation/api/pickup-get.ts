import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PickupGetQuery = QueryOf<'pickupGet'>;
export type PickupGetResult = ResultOf<'pickupGet'>;

/** GET bmc/pickup/get.do?id=: one pickup point of the tenant, with its version (ORG-08). */
export const pickupGet = (kit: HostKit, query: PickupGetQuery, options?: HttpOptions) =>
  kit.http.get<PickupGetResult>(calls.pickupGet.path, query, options);
