import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsGetConfSettingResult = ResultOf<'goodsGetConfSetting'>;

/** GET goods/getConfSetting.do: the form's limits (pictures, pack rates, sub SKUs) (GOODS-08). */
export const goodsGetConfSetting = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GoodsGetConfSettingResult>(calls.goodsGetConfSetting.path, undefined, options);
