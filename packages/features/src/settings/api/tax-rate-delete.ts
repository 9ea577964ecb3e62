import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type TaxRateDeleteBody = BodyOf<'taxRateDelete'>;
export type TaxRateDeleteResult = ResultOf<'taxRateDelete'>;

/** POST bmc/goodsSetting/taxRate/delete.do: delete a tax rate no SKU uses. */
export const taxRateDelete = (kit: HostKit, body: TaxRateDeleteBody, options?: HttpOptions) =>
  kit.http.post<TaxRateDeleteResult>(calls.taxRateDelete.path, body, options);
