import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsQueryListQuery = QueryOf<'goodsQueryList'>;
export type GoodsQueryListResult = ResultOf<'goodsQueryList'>;

/** GET goods/queryList: one page of SKUs by the list's filters. */
export const goodsQueryList = (kit: HostKit, query: GoodsQueryListQuery, options?: HttpOptions) =>
  kit.http.get<GoodsQueryListResult>(calls.goodsQueryList.path, query, options);
