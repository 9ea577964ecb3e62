import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type TaxRateListResult = ResultOf<'taxRateList'>;

/** GET bmc/goodsSetting/taxRate/list.do: the tenant's tax rates, low to high. */
export const taxRateList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<TaxRateListResult>(calls.taxRateList.path, undefined, options);
