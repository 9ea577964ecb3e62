import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsBatchChangePriceBody = BodyOf<'goodsBatchChangePrice'>;

/** POST goods/batchChangePrice.do: sets, or moves by a percentage or an amount, the price of the SKUs (GOODS-06). */
export const goodsBatchChangePrice = (kit: HostKit, body: GoodsBatchChangePriceBody, options?: HttpOptions) =>
  kit.http.post<ResultOf<'goodsBatchChangePrice'>>(calls.goodsBatchChangePrice.path, body, options);
