import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SetStoreChannelRelBody = BodyOf<'setStoreChannelRel'>;
export type SetStoreChannelRelResult = ResultOf<'setStoreChannelRel'>;

/**
 * POST bmc/dept/setStoreChannelRel.do (form body storeId, channelCodes 'POS,MINI'): opens the store
 * on exactly these channels; kept channels keep their group code (ORG-06, API-06).
 */
export const setStoreChannelRel = (
  kit: HostKit,
  storeId: string,
  channelCodes: readonly string[],
  options?: HttpOptions,
) =>
  kit.http.post<SetStoreChannelRelResult>(
    calls.setStoreChannelRel.path,
    { storeId, channelCodes: channelCodes.join(',') } satisfies SetStoreChannelRelBody,
    options,
  );
