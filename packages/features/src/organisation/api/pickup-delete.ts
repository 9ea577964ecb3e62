import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PickupDeleteQuery = QueryOf<'pickupDelete'>;
export type PickupDeleteResult = ResultOf<'pickupDelete'>;

/** GET bmc/pickup/delete.do (site token): delete a pickup point (refused when it changed since `version`) (ORG-08). */
export const pickupDelete = (kit: HostKit, query: PickupDeleteQuery, options?: HttpOptions) =>
  kit.http.get<PickupDeleteResult>(calls.pickupDelete.path, query, options);
