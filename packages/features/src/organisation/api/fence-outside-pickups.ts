import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FenceOutsidePickupsQuery = QueryOf<'fenceOutsidePickups'>;
export type FenceOutsidePickupsResult = ResultOf<'fenceOutsidePickups'>;

/** GET bmc/fence/outsidePickups.do: the located pickup points outside their store's fence (ORG-08, ORG-12). */
export const fenceOutsidePickups = (kit: HostKit, query: FenceOutsidePickupsQuery, options?: HttpOptions) =>
  kit.http.get<FenceOutsidePickupsResult>(calls.fenceOutsidePickups.path, query, options);
