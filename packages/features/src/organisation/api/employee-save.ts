import type { BodyOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type EmployeeSaveBody = BodyOf<'employeeSave'>;
export type EmployeeSaveResult = ResultOf<'employeeSave'>;

/** POST bmc/employee/save.do (JSON): create (no id) or update (with the version read) an employee; a new sign-in name answers its initial password once. */
export const employeeSave = (kit: HostKit, body: EmployeeSaveBody, options?: HttpOptions) =>
  kit.http.post<EmployeeSaveResult>(calls.employeeSave.path, body, { ...options, json: true });
