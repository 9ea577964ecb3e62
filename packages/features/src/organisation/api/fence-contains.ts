import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FenceContainsQuery = QueryOf<'fenceContains'>;
export type FenceContainsResult = ResultOf<'fenceContains'>;

/** GET bmc/fence/contains.do: whether a point lies inside a store's saved fence, and the first area holding it (ORG-12). */
export const fenceContains = (kit: HostKit, query: FenceContainsQuery, options?: HttpOptions) =>
  kit.http.get<FenceContainsResult>(calls.fenceContains.path, query, options);
