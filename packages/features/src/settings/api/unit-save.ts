import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type UnitSaveBody = BodyOf<'unitSave'>;
export type UnitSaveResult = ResultOf<'unitSave'>;

/** POST bmc/goodsSetting/unit/save.do: add a unit, or rename one (its SKUs follow). */
export const unitSave = (kit: HostKit, body: UnitSaveBody, options?: HttpOptions) =>
  kit.http.post<UnitSaveResult>(calls.unitSave.path, body, options);
