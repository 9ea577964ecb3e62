import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type NavTreeResult = ResultOf<'navTree'>;

/** GET pubNav/queryShopNavigationTree.do: the store navigation tree with icons and SKU counts (SET-03). */
export const navTree = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<NavTreeResult>(calls.navTree.path, undefined, options);
