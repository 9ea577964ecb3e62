import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type AdjustmentCancelBody = BodyOf<'adjustmentCancel'>;
export type AdjustmentCancelResult = ResultOf<'adjustmentCancel'>;

/** POST goods/priceAdjustment/cancel.do: cancel a draft or pending order. */
export const adjustmentCancel = (kit: HostKit, body: AdjustmentCancelBody, options?: HttpOptions) =>
  kit.http.post<AdjustmentCancelResult>(calls.adjustmentCancel.path, body, options);
