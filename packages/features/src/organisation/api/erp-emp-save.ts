import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type ErpEmpSaveBody = BodyOf<'erpEmpSave'>;
export type ErpEmpSaveResult = ResultOf<'erpEmpSave'>;

/** POST bmc/erpEmp/save.do (form): create (no id) or edit a third-party staff code. */
export const erpEmpSave = (kit: HostKit, body: ErpEmpSaveBody, options?: HttpOptions) =>
  kit.http.post<ErpEmpSaveResult>(calls.erpEmpSave.path, body, options);
