import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type MainSubGetQuery = QueryOf<'mainSubGet'>;
export type MainSubGetResult = ResultOf<'mainSubGet'>;

/** GET goods/mainsub/get.do: a main SKU and its subs. */
export const mainSubGet = (kit: HostKit, query: MainSubGetQuery, options?: HttpOptions) =>
  kit.http.get<MainSubGetResult>(calls.mainSubGet.path, query, options);
