import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsQueryStoreListQuery = QueryOf<'goodsQueryStoreList'>;
export type GoodsQueryStoreListResult = ResultOf<'goodsQueryStoreList'>;

/** GET goods/queryStoreList: the stores of the tenant, or those that sell one SKU. */
export const goodsQueryStoreList = (kit: HostKit, query: GoodsQueryStoreListQuery, options?: HttpOptions) =>
  kit.http.get<GoodsQueryStoreListResult>(calls.goodsQueryStoreList.path, query, options);
