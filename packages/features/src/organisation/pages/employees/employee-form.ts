import type { Employee, EmployeeDraft } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';

/**
 * The employee form's rules (DATA-20, ORG-10), without React: which mode an address opens
 * (isEdit, isCopy, readOnly, or a new employee), the form's values from a loaded employee (a copy
 * clears its id, code and sign-in name), and the body employeeSave gets from the form.
 */

export const EMPLOYEE_DETAIL_PATH = PAGES.employeeDetail.path;
export const EMPLOYEE_LIST_PATH = PAGES.employeeIndex.path;

export type EmployeeMode = 'new' | 'edit' | 'copy' | 'view';

export interface EmployeeTarget {
  mode: EmployeeMode;
  /** The employee read (edited, copied or shown); '' for a new one. */
  id: string;
}

/**
 * The mode of an address: `?id=&isEdit=1` edits, `?id=&isCopy=1` starts a new employee from
 * another, `?id=&readOnly=1` (or an id alone) shows it read-only; without an id, a new employee.
 */
export function parseEmployeeTarget(search: string | URLSearchParams): EmployeeTarget {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = (params.get('id') ?? '').trim();
  if (!id) return { mode: 'new', id: '' };
  if (params.get('readOnly') === '1') return { mode: 'view', id };
  if (params.get('isCopy') === '1') return { mode: 'copy', id };
  if (params.get('isEdit') === '1') return { mode: 'edit', id };
  return { mode: 'view', id };
}

/** Opens the employee form in a mode: a new employee, or the one `id` names. */
export const openEmployee = (kit: HostKit, mode: EmployeeMode, id = '') =>
  kit.openTab({
    path: EMPLOYEE_DETAIL_PATH,
    title: kit.t('org.routes.employeeDetail'),
    query: employeeDetailQuery(mode, id),
  });

/** The query that opens the form in a mode (the list's view, edit and copy actions). */
export function employeeDetailQuery(mode: EmployeeMode, id: string): Record<string, string> {
  switch (mode) {
    case 'new':
      return {};
    case 'edit':
      return { id, isEdit: '1' };
    case 'copy':
      return { id, isCopy: '1' };
    case 'view':
      return { id, readOnly: '1' };
  }
}

export interface StoreRoleRow {
  storeId?: string;
  roleIds?: string[];
}

/** The form's values: every §3 field and the store roles of the sign-in account. */
export interface EmployeeFormValues {
  empCode: string;
  name: string;
  mobile: string;
  email: string;
  position: string;
  sex: 0 | 1 | 2;
  cardNo: string;
  profies: string;
  headPicKey: string;
  wxQRCode: string;
  loginName: string;
  deptCode: string;
  orgCode: string;
  remark: string;
  storeRoles: StoreRoleRow[];
}

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  empCode: '',
  name: '',
  mobile: '',
  email: '',
  position: '',
  sex: 0,
  cardNo: '',
  profies: '',
  headPicKey: '',
  wxQRCode: '',
  loginName: '',
  deptCode: '',
  orgCode: '',
  remark: '',
  storeRoles: [],
};

/** The fields the server's field errors may name (a nested one by its first part: storeRoles.0.roleIds). */
export const EMPLOYEE_FIELDS = Object.keys(EMPTY_EMPLOYEE) as readonly (keyof EmployeeFormValues)[];

/**
 * The form's values for a loaded employee: each field as the employee has it, the store rows
 * copied (editing one leaves the record's). A copy is a new employee prefilled from it: its code
 * and sign-in name are its own to choose (both unique), so they start empty.
 */
export function formValuesOf(employee: Employee, mode: EmployeeMode): EmployeeFormValues {
  const copy = mode === 'copy';
  const values = Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, employee[field]]));
  return {
    ...(values as unknown as EmployeeFormValues),
    empCode: copy ? '' : employee.empCode,
    loginName: copy ? '' : employee.loginName,
    storeRoles: employee.storeRoles.map((row) => ({ storeId: row.storeId, roleIds: [...row.roleIds] })),
  };
}

/** The sign-in name cannot change once an employee has one: locked when editing such an employee. */
export const isLoginNameLocked = (mode: EmployeeMode, loaded: Employee | null) =>
  mode === 'view' || (mode === 'edit' && (loaded?.loginName ?? '') !== '');

/**
 * The body of employeeSave. An edit names the id and version it read; new and copied employees
 * have neither. The store roles go with a sign-in name only (they are its account's), rows
 * without a store left out.
 */
export function toEmployeeDraft(
  values: EmployeeFormValues,
  mode: EmployeeMode,
  loaded: Employee | null,
): EmployeeDraft {
  const text = (value: string | undefined) => (value ?? '').trim();
  const editing = mode === 'edit' && loaded !== null;
  const loginName = text(values.loginName);
  const draft: EmployeeDraft = {
    id: editing ? loaded.id : '',
    version: editing ? loaded.version : 0,
    empCode: text(values.empCode),
    name: text(values.name),
    mobile: text(values.mobile),
    email: text(values.email),
    position: text(values.position),
    remark: text(values.remark),
    sex: values.sex ?? 0,
    cardNo: text(values.cardNo),
    profies: text(values.profies),
    headPicKey: values.headPicKey ?? '',
    wxQRCode: text(values.wxQRCode),
    loginName,
    deptCode: values.deptCode ?? '',
    orgCode: text(values.orgCode),
  };
  if (loginName)
    draft.storeRoles = (values.storeRoles ?? [])
      .filter((row): row is Required<StoreRoleRow> => Boolean(row?.storeId))
      .map((row) => ({ storeId: row.storeId, roleIds: [...(row.roleIds ?? [])] }));
  return draft;
}

/** The rows that name a store already named above them (one row per store). */
export function repeatedStoreRows(rows: readonly (StoreRoleRow | undefined)[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  rows.forEach((row, at) => {
    const storeId = row?.storeId;
    if (!storeId) return;
    if (seen.has(storeId)) repeated.push(at);
    seen.add(storeId);
  });
  return repeated;
}
