import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type AdjustmentSaveBody = BodyOf<'adjustmentSave'>;
export type AdjustmentSaveResult = ResultOf<'adjustmentSave'>;

/** POST goods/priceAdjustment/save.do (JSON): create or edit a draft order, optionally submitting it. */
export const adjustmentSave = (kit: HostKit, body: AdjustmentSaveBody, options?: HttpOptions) =>
  kit.http.post<AdjustmentSaveResult>(calls.adjustmentSave.path, body, { ...options, json: true });
