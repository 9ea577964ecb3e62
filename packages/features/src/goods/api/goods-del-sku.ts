import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsDelSkuQuery = QueryOf<'goodsDelSku'>;

/** GET goods/delSku: moves one SKU to the recycle bin (GOODS-05); refused naming the combined good that uses it. */
export const goodsDelSku = (kit: HostKit, query: GoodsDelSkuQuery, options?: HttpOptions) =>
  kit.http.get<ResultOf<'goodsDelSku'>>(calls.goodsDelSku.path, query, options);
