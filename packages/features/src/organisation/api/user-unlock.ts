import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UserUnlockBody = BodyOf<'userUnlock'>;
export type UserUnlockResult = ResultOf<'userUnlock'>;

/** POST bmc/account/unlock.do (form): unlock an account. */
export const userUnlock = (kit: HostKit, body: UserUnlockBody, options?: HttpOptions) =>
  kit.http.post<UserUnlockResult>(calls.userUnlock.path, body, options);
