import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GetStoreQuery = QueryOf<'getStore'>;
export type GetStoreResult = ResultOf<'getStore'>;

/** GET bmc/dept/getStore.do?id=: one store as its form, with its version (ORG-04). */
export const getStore = (kit: HostKit, query: GetStoreQuery, options?: HttpOptions) =>
  kit.http.get<GetStoreResult>(calls.getStore.path, query, options);
