import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BarPrefixRuleDeleteBody = BodyOf<'barPrefixRuleDelete'>;
export type BarPrefixRuleDeleteResult = ResultOf<'barPrefixRuleDelete'>;

/** POST bmc/goodsSetting/barPrefixRule/delete.do: delete a barcode prefix rule. */
export const barPrefixRuleDelete = (kit: HostKit, body: BarPrefixRuleDeleteBody, options?: HttpOptions) =>
  kit.http.post<BarPrefixRuleDeleteResult>(calls.barPrefixRuleDelete.path, body, options);
