import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GetActChannelListResult = ResultOf<'getActChannelList'>;

/** GET bmc/dept/getActChannelList.do: the tenant's active sales channels with their active sub-channels (ORG-06). */
export const getActChannelList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GetActChannelListResult>(calls.getActChannelList.path, undefined, options);
