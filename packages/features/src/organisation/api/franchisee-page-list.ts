import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FranchiseePageListQuery = QueryOf<'franchiseePageList'>;
export type FranchiseePageListResult = ResultOf<'franchiseePageList'>;

/** GET bmc/franchisee/pageList.do: one page of franchisees by keyword, type and status, with their store counts (ORG-07). */
export const franchiseePageList = (kit: HostKit, query: FranchiseePageListQuery, options?: HttpOptions) =>
  kit.http.get<FranchiseePageListResult>(calls.franchiseePageList.path, query, options);
