import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type AdjustmentSubmitBody = BodyOf<'adjustmentSubmit'>;
export type AdjustmentSubmitResult = ResultOf<'adjustmentSubmit'>;

/** POST goods/priceAdjustment/submit.do: a draft becomes pending until its effective time. */
export const adjustmentSubmit = (kit: HostKit, body: AdjustmentSubmitBody, options?: HttpOptions) =>
  kit.http.post<AdjustmentSubmitResult>(calls.adjustmentSubmit.path, body, options);
