import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BrandCategoryDeleteBody = BodyOf<'brandCategoryDelete'>;
export type BrandCategoryDeleteResult = ResultOf<'brandCategoryDelete'>;

/** POST brand/delBrandCategory.do: delete a brand category (refused while brands use it). */
export const brandCategoryDelete = (kit: HostKit, body: BrandCategoryDeleteBody, options?: HttpOptions) =>
  kit.http.post<BrandCategoryDeleteResult>(calls.brandCategoryDelete.path, body, options);
