import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsSyncCommodityLibQuery = QueryOf<'goodsSyncCommodityLib'>;
export type GoodsSyncCommodityLibResult = ResultOf<'goodsSyncCommodityLib'>;

/** GET goods/syncCommodityLib.do (skuId, barCode): the library's data for a barcode, as draft fields (GOODS-07). */
export const goodsSyncCommodityLib = (
  kit: HostKit,
  query: GoodsSyncCommodityLibQuery,
  options?: HttpOptions,
) => kit.http.get<GoodsSyncCommodityLibResult>(calls.goodsSyncCommodityLib.path, query, options);
