import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type StoreQueryAllQuery = QueryOf<'storeQueryAll'>;
export type StoreQueryAllResult = ResultOf<'storeQueryAll'>;

/** GET bmc/dept/storeQueryAll.do: every store/department of the tenant (pickers and filters). */
export const storeQueryAll = (kit: HostKit, query?: StoreQueryAllQuery, options?: HttpOptions) =>
  kit.http.get<StoreQueryAllResult>(calls.storeQueryAll.path, query, options);
