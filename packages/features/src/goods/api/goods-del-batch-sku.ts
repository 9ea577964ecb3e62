import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsDelBatchSkuQuery = QueryOf<'goodsDelBatchSku'>;

/** GET goods/delBatchSku: moves the SKUs (comma-separated skuIds) to the recycle bin (GOODS-05). */
export const goodsDelBatchSku = (kit: HostKit, query: GoodsDelBatchSkuQuery, options?: HttpOptions) =>
  kit.http.get<ResultOf<'goodsDelBatchSku'>>(calls.goodsDelBatchSku.path, query, options);
