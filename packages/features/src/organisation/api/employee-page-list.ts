import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type EmployeePageListQuery = QueryOf<'employeePageList'>;
export type EmployeePageListResult = ResultOf<'employeePageList'>;

/** The list query's defaults (spec §3 Employee, §9): the first page, 10 a page. */
export const EMPLOYEE_PAGE_DEFAULTS = { page: 1, limit: 10 } as const;

/**
 * GET bmc/employee/pageList.do: one page of employees by rawInfo (name, mobile or code), status and
 * isStrict (exact match) (DATA-21). Page and limit are always sent, 1 and 10 unless given.
 */
export const employeePageList = (kit: HostKit, query: EmployeePageListQuery, options?: HttpOptions) =>
  kit.http.get<EmployeePageListResult>(
    calls.employeePageList.path,
    { ...EMPLOYEE_PAGE_DEFAULTS, ...query },
    options,
  );
