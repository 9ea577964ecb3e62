import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsBatchUpdateSaleModeBody = BodyOf<'goodsBatchUpdateSaleMode'>;

/** POST goods/batchUpdateSaleMode: one sale mode for the SKUs (GOODS-06). */
export const goodsBatchUpdateSaleMode = (
  kit: HostKit,
  body: GoodsBatchUpdateSaleModeBody,
  options?: HttpOptions,
) => kit.http.post<ResultOf<'goodsBatchUpdateSaleMode'>>(calls.goodsBatchUpdateSaleMode.path, body, options);
