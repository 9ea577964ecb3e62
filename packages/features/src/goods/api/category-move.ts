import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type CategoryMoveBody = BodyOf<'categoryMove'>;
export type CategoryMoveResult = ResultOf<'categoryMove'>;

/** POST goods/category/move.do: move a category under another parent and/or among its siblings. */
export const categoryMove = (kit: HostKit, body: CategoryMoveBody, options?: HttpOptions) =>
  kit.http.post<CategoryMoveResult>(calls.categoryMove.path, body, options);
