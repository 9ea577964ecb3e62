import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type PickupSaveBody = BodyOf<'pickupSave'>;
export type PickupSaveResult = ResultOf<'pickupSave'>;

/** POST bmc/pickup/save.do (form): create or update a pickup point naming the version read (ORG-08). */
export const pickupSave = (kit: HostKit, body: PickupSaveBody, options?: HttpOptions) =>
  kit.http.post<PickupSaveResult>(calls.pickupSave.path, body, options);
