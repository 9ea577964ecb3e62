import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type EmployeeUpdateStatusQuery = QueryOf<'employeeUpdateStatus'>;
export type EmployeeUpdateStatusResult = ResultOf<'employeeUpdateStatus'>;

/** GET bmc/employee/updateStatus.do (site token): enable or disable an employee; disabling ends its user's sessions. */
export const employeeUpdateStatus = (kit: HostKit, query: EmployeeUpdateStatusQuery, options?: HttpOptions) =>
  kit.http.get<EmployeeUpdateStatusResult>(calls.employeeUpdateStatus.path, query, options);
