import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsQueryPriceHistoryQuery = QueryOf<'goodsQueryPriceHistory'>;
export type GoodsQueryPriceHistoryResult = ResultOf<'goodsQueryPriceHistory'>;

/** GET goods/queryPriceHistory.do: the price changes of one SKU, newest first. */
export const goodsQueryPriceHistory = (
  kit: HostKit,
  query: GoodsQueryPriceHistoryQuery,
  options?: HttpOptions,
) => kit.http.get<GoodsQueryPriceHistoryResult>(calls.goodsQueryPriceHistory.path, query, options);
