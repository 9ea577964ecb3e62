import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsBatchChangeNavBody = BodyOf<'goodsBatchChangeNav'>;

/** POST goods/batchChangeNav.do: the store navigation of the SKUs, replaced or added to (GOODS-06). */
export const goodsBatchChangeNav = (kit: HostKit, body: GoodsBatchChangeNavBody, options?: HttpOptions) =>
  kit.http.post<ResultOf<'goodsBatchChangeNav'>>(calls.goodsBatchChangeNav.path, body, options);
