import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type FranchiseeSaveBody = BodyOf<'franchiseeSave'>;
export type FranchiseeSaveResult = ResultOf<'franchiseeSave'>;

/** POST bmc/franchisee/save.do (form): create (no id) or update a franchisee naming the version read (ORG-07). */
export const franchiseeSave = (kit: HostKit, body: FranchiseeSaveBody, options?: HttpOptions) =>
  kit.http.post<FranchiseeSaveResult>(calls.franchiseeSave.path, body, options);
