import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type CategorySaveBody = BodyOf<'categorySave'>;
export type CategorySaveResult = ResultOf<'categorySave'>;

/** POST goods/category/save.do: create a category under a parent, or rename/recode one. */
export const categorySave = (kit: HostKit, body: CategorySaveBody, options?: HttpOptions) =>
  kit.http.post<CategorySaveResult>(calls.categorySave.path, body, options);
