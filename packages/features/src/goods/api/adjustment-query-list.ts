import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type AdjustmentQueryListQuery = QueryOf<'adjustmentQueryList'>;
export type AdjustmentQueryListResult = ResultOf<'adjustmentQueryList'>;

/** GET goods/priceAdjustment/queryList.do: one page of price adjustment orders. */
export const adjustmentQueryList = (kit: HostKit, query: AdjustmentQueryListQuery, options?: HttpOptions) =>
  kit.http.get<AdjustmentQueryListResult>(calls.adjustmentQueryList.path, query, options);
