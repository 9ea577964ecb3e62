import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsGetCommodityBaseResult = ResultOf<'goodsGetCommodityBase'>;

/** GET goods/getCommodityBase: units, sale modes and states, suit ages and sexes, seasons (GOODS-08). */
export const goodsGetCommodityBase = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GoodsGetCommodityBaseResult>(calls.goodsGetCommodityBase.path, undefined, options);
