import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UserResetPasswordBody = BodyOf<'userResetPassword'>;
export type UserResetPasswordResult = ResultOf<'userResetPassword'>;

/** POST bmc/account/resetPassword.do (form): a new initial password, answered once; the account's sessions end. */
export const userResetPassword = (kit: HostKit, body: UserResetPasswordBody, options?: HttpOptions) =>
  kit.http.post<UserResetPasswordResult>(calls.userResetPassword.path, body, options);
