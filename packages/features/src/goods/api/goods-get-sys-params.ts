import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsGetSysParamsResult = ResultOf<'goodsGetSysParams'>;

/** GET goods/getSysParams: the tax rates offered and price decimals (GOODS-08). */
export const goodsGetSysParams = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GoodsGetSysParamsResult>(calls.goodsGetSysParams.path, undefined, options);
