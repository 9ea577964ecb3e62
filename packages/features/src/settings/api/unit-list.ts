import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UnitListResult = ResultOf<'unitList'>;

/** GET bmc/goodsSetting/unit/list.do: the tenant's units (or the built-in ones while it keeps none). */
export const unitList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<UnitListResult>(calls.unitList.path, undefined, options);
