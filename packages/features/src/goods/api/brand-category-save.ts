import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BrandCategorySaveBody = BodyOf<'brandCategorySave'>;
export type BrandCategorySaveResult = ResultOf<'brandCategorySave'>;

/** POST brand/saveBrandCategory.do: create or rename a brand category. */
export const brandCategorySave = (kit: HostKit, body: BrandCategorySaveBody, options?: HttpOptions) =>
  kit.http.post<BrandCategorySaveResult>(calls.brandCategorySave.path, body, options);
