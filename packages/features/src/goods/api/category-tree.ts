import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type CategoryTreeResult = ResultOf<'categoryTree'>;

/** GET goods/category/queryTree.do: the category tree of three levels. */
export const categoryTree = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<CategoryTreeResult>(calls.categoryTree.path, undefined, options);
