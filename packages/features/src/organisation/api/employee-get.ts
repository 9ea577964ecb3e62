import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type EmployeeGetQuery = QueryOf<'employeeGet'>;
export type EmployeeGetResult = ResultOf<'employeeGet'>;

/** GET bmc/employee/get.do: one employee with its sign-in name and store roles (DATA-20). */
export const employeeGet = (kit: HostKit, query: EmployeeGetQuery, options?: HttpOptions) =>
  kit.http.get<EmployeeGetResult>(calls.employeeGet.path, query, options);
