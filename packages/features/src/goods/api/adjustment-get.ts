import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type AdjustmentGetQuery = QueryOf<'adjustmentGet'>;
export type AdjustmentGetResult = ResultOf<'adjustmentGet'>;

/** GET goods/priceAdjustment/get.do: one order with its SKUs and stores. */
export const adjustmentGet = (kit: HostKit, query: AdjustmentGetQuery, options?: HttpOptions) =>
  kit.http.get<AdjustmentGetResult>(calls.adjustmentGet.path, query, options);
