import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GenerateStoreIdResult = ResultOf<'generateStoreId'>;

/** GET bmc/dept/generateStoreId.do: the next free store code of the tenant, for a new store's form (ORG-03). */
export const generateStoreId = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GenerateStoreIdResult>(calls.generateStoreId.path, undefined, options);
