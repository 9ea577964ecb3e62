import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SupplierSaveBody = BodyOf<'supplierSave'>;
export type SupplierSaveResult = ResultOf<'supplierSave'>;

/** POST bmc/goodsSetting/supplier/save.do: add or edit a supplier (codes are unique). */
export const supplierSave = (kit: HostKit, body: SupplierSaveBody, options?: HttpOptions) =>
  kit.http.post<SupplierSaveResult>(calls.supplierSave.path, body, options);
