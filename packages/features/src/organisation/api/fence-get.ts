import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FenceGetQuery = QueryOf<'fenceGet'>;
export type FenceGetResult = ResultOf<'fenceGet'>;

/** GET bmc/fence/get.do?storeId=: a store's fence (version 0 and no areas when it has none) (ORG-12). */
export const fenceGet = (kit: HostKit, query: FenceGetQuery, options?: HttpOptions) =>
  kit.http.get<FenceGetResult>(calls.fenceGet.path, query, options);
