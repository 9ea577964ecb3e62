import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GetDeptSubChannelListQuery = QueryOf<'getDeptSubChannelList'>;
export type GetDeptSubChannelListResult = ResultOf<'getDeptSubChannelList'>;

/** GET bmc/dept/getDeptSubChannelList.do?storeId=: the store's channels (with group codes) and sub-channels (ORG-06). */
export const getDeptSubChannelList = (
  kit: HostKit,
  query: GetDeptSubChannelListQuery,
  options?: HttpOptions,
) => kit.http.get<GetDeptSubChannelListResult>(calls.getDeptSubChannelList.path, query, options);
