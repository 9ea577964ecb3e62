import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UnitDeleteBody = BodyOf<'unitDelete'>;
export type UnitDeleteResult = ResultOf<'unitDelete'>;

/** POST bmc/goodsSetting/unit/delete.do: delete a unit no SKU uses. */
export const unitDelete = (kit: HostKit, body: UnitDeleteBody, options?: HttpOptions) =>
  kit.http.post<UnitDeleteResult>(calls.unitDelete.path, body, options);
