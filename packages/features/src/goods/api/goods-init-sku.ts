import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsInitSkuQuery = QueryOf<'goodsInitSku'>;
export type GoodsInitSkuResult = ResultOf<'goodsInitSku'>;

/** GET goods/initSku.do?comb=: a new draft with the SKU defaults of spec §9 (GOODS-02). */
export const goodsInitSku = (kit: HostKit, query: GoodsInitSkuQuery, options?: HttpOptions) =>
  kit.http.get<GoodsInitSkuResult>(calls.goodsInitSku.path, query, options);
