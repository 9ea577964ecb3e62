import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GetGrpCodeListResult = ResultOf<'getGrpCodeList'>;

/** GET bmc/dept/getGrpCodeList.do: the group codes a store's channel can be filed under (ORG-06). */
export const getGrpCodeList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GetGrpCodeListResult>(calls.getGrpCodeList.path, undefined, options);
