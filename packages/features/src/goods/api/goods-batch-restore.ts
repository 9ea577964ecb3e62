import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsBatchRestoreBody = BodyOf<'goodsBatchRestore'>;

/** POST goods/batchRestore.do (JSON): brings SKUs back from the recycle bin (GOODS-05). */
export const goodsBatchRestore = (kit: HostKit, body: GoodsBatchRestoreBody, options?: HttpOptions) =>
  kit.http.post<ResultOf<'goodsBatchRestore'>>(calls.goodsBatchRestore.path, body, {
    ...options,
    json: true,
  });
