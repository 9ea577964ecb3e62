import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FranchiseeGetQuery = QueryOf<'franchiseeGet'>;
export type FranchiseeGetResult = ResultOf<'franchiseeGet'>;

/** GET bmc/franchisee/get.do?id=: one franchisee of the tenant, with its version (ORG-07). */
export const franchiseeGet = (kit: HostKit, query: FranchiseeGetQuery, options?: HttpOptions) =>
  kit.http.get<FranchiseeGetResult>(calls.franchiseeGet.path, query, options);
