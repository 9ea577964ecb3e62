import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type MainSubQueryListQuery = QueryOf<'mainSubQueryList'>;
export type MainSubQueryListResult = ResultOf<'mainSubQueryList'>;

/** GET goods/mainsub/queryList.do: one page of main SKUs with their subs. */
export const mainSubQueryList = (kit: HostKit, query: MainSubQueryListQuery, options?: HttpOptions) =>
  kit.http.get<MainSubQueryListResult>(calls.mainSubQueryList.path, query, options);
