import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type CategoryDeleteBody = BodyOf<'categoryDelete'>;
export type CategoryDeleteResult = ResultOf<'categoryDelete'>;

/** POST goods/category/delete.do: delete a category (refused while goods or children use it). */
export const categoryDelete = (kit: HostKit, body: CategoryDeleteBody, options?: HttpOptions) =>
  kit.http.post<CategoryDeleteResult>(calls.categoryDelete.path, body, options);
