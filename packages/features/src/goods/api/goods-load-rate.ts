import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsLoadRateQuery = QueryOf<'goodsLoadRate'>;
export type GoodsLoadRateResult = ResultOf<'goodsLoadRate'>;

/** GET goods/loadRate: the pack rates of a SKU (GOODS-08). */
export const goodsLoadRate = (kit: HostKit, query: GoodsLoadRateQuery, options?: HttpOptions) =>
  kit.http.get<GoodsLoadRateResult>(calls.goodsLoadRate.path, query, options);
