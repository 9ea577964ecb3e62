import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsQueryAreaInfoQuery = QueryOf<'goodsQueryAreaInfo'>;
export type GoodsQueryAreaInfoResult = ResultOf<'goodsQueryAreaInfo'>;

/** GET goods/queryAreaInfo.do?parentCode=: the areas under one (provinces without it) (GOODS-08). */
export const goodsQueryAreaInfo = (kit: HostKit, query: GoodsQueryAreaInfoQuery, options?: HttpOptions) =>
  kit.http.get<GoodsQueryAreaInfoResult>(calls.goodsQueryAreaInfo.path, query, options);
