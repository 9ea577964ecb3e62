import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BrandCategoryListQuery = QueryOf<'brandCategoryList'>;
export type BrandCategoryListResult = ResultOf<'brandCategoryList'>;

/** GET brand/queryBrandCategoryList: the brand categories with their brand counts. */
export const brandCategoryList = (kit: HostKit, query: BrandCategoryListQuery, options?: HttpOptions) =>
  kit.http.get<BrandCategoryListResult>(calls.brandCategoryList.path, query, options);
