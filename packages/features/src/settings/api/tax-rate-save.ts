import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type TaxRateSaveBody = BodyOf<'taxRateSave'>;
export type TaxRateSaveResult = ResultOf<'taxRateSave'>;

/** POST bmc/goodsSetting/taxRate/save.do: add a tax rate, or change an unused one. */
export const taxRateSave = (kit: HostKit, body: TaxRateSaveBody, options?: HttpOptions) =>
  kit.http.post<TaxRateSaveResult>(calls.taxRateSave.path, body, options);
