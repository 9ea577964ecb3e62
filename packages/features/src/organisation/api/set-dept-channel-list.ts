import type { BodyOf, ResultOf, StoreChannelEntry } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SetDeptChannelListBody = BodyOf<'setDeptChannelList'>;
export type SetDeptChannelListResult = ResultOf<'setDeptChannelList'>;

/**
 * POST bmc/dept/setDeptChannelList.do (form-urlencoded storeId, channelList as JSON text of
 * [{ channelCode, grpCode }]): replaces the store's channels with their group codes (ORG-06, API-10).
 */
export const setDeptChannelList = (
  kit: HostKit,
  storeId: string,
  channels: readonly StoreChannelEntry[],
  options?: HttpOptions,
) =>
  kit.http.post<SetDeptChannelListResult>(
    calls.setDeptChannelList.path,
    {
      storeId,
      channelList: JSON.stringify(
        channels.map((c) => ({ channelCode: c.channelCode, grpCode: c.grpCode ?? '' })),
      ),
    } satisfies SetDeptChannelListBody,
    options,
  );
