import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SupplierListResult = ResultOf<'supplierList'>;

/** GET bmc/goodsSetting/supplier/list.do: the tenant's suppliers by code. */
export const supplierList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<SupplierListResult>(calls.supplierList.path, undefined, options);
