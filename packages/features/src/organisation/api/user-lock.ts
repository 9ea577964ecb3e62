import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UserLockBody = BodyOf<'userLock'>;
export type UserLockResult = ResultOf<'userLock'>;

/** POST bmc/account/lock.do (form): lock an account; its sessions end. */
export const userLock = (kit: HostKit, body: UserLockBody, options?: HttpOptions) =>
  kit.http.post<UserLockResult>(calls.userLock.path, body, options);
