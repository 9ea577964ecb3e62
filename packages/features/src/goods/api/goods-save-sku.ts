import type { ResultOf, SkuDraft } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

/** The body is the draft itself (BodyOf<'goodsSaveSku'> is the same SkuDraft schema). */
export type GoodsSaveSkuBody = SkuDraft;
export type GoodsSaveSkuResult = ResultOf<'goodsSaveSku'>;

/** POST goods/saveSku (JSON): saves the draft; refused with 4009 when a newer version was saved, 4220 with fieldErrors for bad values (GOODS-04). */
export const goodsSaveSku = (kit: HostKit, body: GoodsSaveSkuBody, options?: HttpOptions) =>
  kit.http.post<GoodsSaveSkuResult>(calls.goodsSaveSku.path, body, { ...options, json: true });
