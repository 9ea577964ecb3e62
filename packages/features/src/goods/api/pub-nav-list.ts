import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PubNavListResult = ResultOf<'pubNavList'>;

/** GET pubNav/getShopNavigationInfoList: the store navigation tree, whose ids go into searchNavIds (GOODS-08). */
export const pubNavList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<PubNavListResult>(calls.pubNavList.path, undefined, options);
