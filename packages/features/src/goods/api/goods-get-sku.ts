import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsGetSkuQuery = QueryOf<'goodsGetSku'>;
export type GoodsGetSkuResult = ResultOf<'goodsGetSku'>;

/** GET goods/getSku: one SKU of the tenant as a draft, with its version (GOODS-03). */
export const goodsGetSku = (kit: HostKit, query: GoodsGetSkuQuery, options?: HttpOptions) =>
  kit.http.get<GoodsGetSkuResult>(calls.goodsGetSku.path, query, options);
