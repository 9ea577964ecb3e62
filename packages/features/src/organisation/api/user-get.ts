import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UserGetQuery = QueryOf<'userGet'>;
export type UserGetResult = ResultOf<'userGet'>;

/** GET bmc/account/get.do: one sign-in account with its store roles and latest sign-ins. */
export const userGet = (kit: HostKit, query: UserGetQuery, options?: HttpOptions) =>
  kit.http.get<UserGetResult>(calls.userGet.path, query, options);
