import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SetDeptSubChannelQuery = QueryOf<'setDeptSubChannel'>;
export type SetDeptSubChannelResult = ResultOf<'setDeptSubChannel'>;

/** GET bmc/dept/setDeptSubChannel.do?storeId=&subChannelCodes=a,b: replaces the store's sub-channels (ORG-06). */
export const setDeptSubChannel = (kit: HostKit, query: SetDeptSubChannelQuery, options?: HttpOptions) =>
  kit.http.get<SetDeptSubChannelResult>(calls.setDeptSubChannel.path, query, options);
