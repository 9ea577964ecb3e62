import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FranchiseeUpdateStatusQuery = QueryOf<'franchiseeUpdateStatus'>;
export type FranchiseeUpdateStatusResult = ResultOf<'franchiseeUpdateStatus'>;

/** GET bmc/franchisee/updateStatus.do (site token): enable or disable a franchisee, naming the version read. */
export const franchiseeUpdateStatus = (
  kit: HostKit,
  query: FranchiseeUpdateStatusQuery,
  options?: HttpOptions,
) => kit.http.get<FranchiseeUpdateStatusResult>(calls.franchiseeUpdateStatus.path, query, options);
