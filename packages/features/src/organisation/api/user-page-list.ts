import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UserPageListQuery = QueryOf<'userPageList'>;
export type UserPageListResult = ResultOf<'userPageList'>;

/** GET bmc/account/pageList.do: one page of the tenant's sign-in accounts. */
export const userPageList = (kit: HostKit, query: UserPageListQuery, options?: HttpOptions) =>
  kit.http.get<UserPageListResult>(calls.userPageList.path, query, options);
