import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SupplierDeleteBody = BodyOf<'supplierDelete'>;
export type SupplierDeleteResult = ResultOf<'supplierDelete'>;

/** POST bmc/goodsSetting/supplier/delete.do: delete a supplier no SKU uses. */
export const supplierDelete = (kit: HostKit, body: SupplierDeleteBody, options?: HttpOptions) =>
  kit.http.post<SupplierDeleteResult>(calls.supplierDelete.path, body, options);
