import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BarPrefixRuleSaveBody = BodyOf<'barPrefixRuleSave'>;
export type BarPrefixRuleSaveResult = ResultOf<'barPrefixRuleSave'>;

/** POST bmc/goodsSetting/barPrefixRule/save.do: add or edit a barcode prefix rule. */
export const barPrefixRuleSave = (kit: HostKit, body: BarPrefixRuleSaveBody, options?: HttpOptions) =>
  kit.http.post<BarPrefixRuleSaveResult>(calls.barPrefixRuleSave.path, body, options);
