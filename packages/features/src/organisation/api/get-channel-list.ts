import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GetChannelListResult = ResultOf<'getChannelList'>;

/** GET bmc/user/getChannelList.do: every sales channel of the tenant with its sub-channels, active or not (ORG-06). */
export const getChannelList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GetChannelListResult>(calls.getChannelList.path, undefined, options);
