import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type BarPrefixRuleListResult = ResultOf<'barPrefixRuleList'>;

/** GET bmc/goodsSetting/barPrefixRule/list.do: the barcode prefix rules. */
export const barPrefixRuleList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<BarPrefixRuleListResult>(calls.barPrefixRuleList.path, undefined, options);
