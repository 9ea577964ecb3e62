import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BrandQueryBrandListQuery = QueryOf<'brandQueryBrandList'>;
export type BrandQueryBrandListResult = ResultOf<'brandQueryBrandList'>;

/** GET brand/queryBrandList: brands by name, one page (GOODS-08). */
export const brandQueryBrandList = (kit: HostKit, query: BrandQueryBrandListQuery, options?: HttpOptions) =>
  kit.http.get<BrandQueryBrandListResult>(calls.brandQueryBrandList.path, query, options);
