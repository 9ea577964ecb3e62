import type { Employee } from '@rcadmin/contract';
import { describe, expect, test } from 'vitest';
import {
  EMPLOYEE_FIELDS,
  EMPTY_EMPLOYEE,
  employeeDetailQuery,
  formValuesOf,
  isLoginNameLocked,
  parseEmployeeTarget,
  repeatedStoreRows,
  toEmployeeDraft,
} from './employee-form';

const saved: Employee = {
  id: '12',
  empCode: 'E012',
  name: '王芳',
  mobile: '13800000012',
  email: 'wang@example.com',
  position: '店长',
  remark: 'Night shift',
  sex: 2,
  cardNo: '110101199001011234',
  profies: 'Ten years in retail',
  headPicKey: 'head/ab/cd.png',
  headPicUrl: '/api/file/get.do?key=head%2Fab%2Fcd.png',
  wxQRCode: 'https://u.wechat.com/x',
  loginName: 'wangfang',
  deptCode: 'S002',
  deptName: 'Downtown',
  orgCode: 'ORG-1',
  status: 1,
  userStatus: 1,
  userId: '30',
  version: 4,
  storeRoles: [
    { storeId: '2', storeCode: 'S002', storeName: 'Downtown', roleIds: ['r-clerk'] },
    { storeId: '3', storeCode: 'S003', storeName: 'Outlet', roleIds: ['r-clerk', 'r-k3x9q2'] },
  ],
};

describe('the employee form', () => {
  test('[ORG-10] the address names the mode: isEdit, isCopy, readOnly, or a new employee', () => {
    expect(parseEmployeeTarget('?id=12&isEdit=1')).toEqual({ mode: 'edit', id: '12' });
    expect(parseEmployeeTarget('?id=12&isCopy=1')).toEqual({ mode: 'copy', id: '12' });
    expect(parseEmployeeTarget('?id=12&readOnly=1')).toEqual({ mode: 'view', id: '12' });
    expect(parseEmployeeTarget('')).toEqual({ mode: 'new', id: '' });
    // An id alone, or read-only with another flag, never opens an editable form.
    expect(parseEmployeeTarget('?id=12')).toEqual({ mode: 'view', id: '12' });
    expect(parseEmployeeTarget('?id=12&isEdit=1&readOnly=1').mode).toBe('view');
    // Flags without an id are a new employee.
    expect(parseEmployeeTarget('?isEdit=1')).toEqual({ mode: 'new', id: '' });
  });

  test('[ORG-10] the list opens each mode with the query that reads back as it', () => {
    for (const mode of ['edit', 'copy', 'view'] as const) {
      const query = new URLSearchParams(employeeDetailQuery(mode, '12'));
      expect(parseEmployeeTarget(query)).toEqual({ mode, id: '12' });
    }
    expect(employeeDetailQuery('new', '')).toEqual({});
  });

  test('[DATA-20] the form holds every field of an employee', () => {
    expect(Object.keys(EMPTY_EMPLOYEE).sort()).toEqual([...EMPLOYEE_FIELDS].sort());
    expect(formValuesOf(saved, 'edit')).toEqual({
      empCode: 'E012',
      name: '王芳',
      mobile: '13800000012',
      email: 'wang@example.com',
      position: '店长',
      sex: 2,
      cardNo: '110101199001011234',
      profies: 'Ten years in retail',
      headPicKey: 'head/ab/cd.png',
      wxQRCode: 'https://u.wechat.com/x',
      loginName: 'wangfang',
      deptCode: 'S002',
      orgCode: 'ORG-1',
      remark: 'Night shift',
      storeRoles: [
        { storeId: '2', roleIds: ['r-clerk'] },
        { storeId: '3', roleIds: ['r-clerk', 'r-k3x9q2'] },
      ],
    });
  });

  test('[ORG-10] a copy is prefilled from the source with its code and sign-in name cleared', () => {
    const values = formValuesOf(saved, 'copy');
    expect(values.loginName).toBe('');
    expect(values.empCode).toBe('');
    expect(values).toMatchObject({ name: '王芳', position: '店长', deptCode: 'S002', sex: 2 });
    // Saved, it is a new employee: no id, no version of the source.
    const draft = toEmployeeDraft({ ...values, empCode: 'E013', loginName: 'wang2' }, 'copy', saved);
    expect(draft).toMatchObject({ id: '', version: 0, empCode: 'E013', loginName: 'wang2', name: '王芳' });
    // The copy's rows are not the source's (editing one leaves the other).
    expect(values.storeRoles[0]!.roleIds).not.toBe(saved.storeRoles[0]!.roleIds);
  });

  test('[ORG-10] an edit names the id and version it read; texts are trimmed', () => {
    const values = { ...formValuesOf(saved, 'edit'), name: '  王芳芳 ', email: ' ' };
    expect(toEmployeeDraft(values, 'edit', saved)).toMatchObject({
      id: '12',
      version: 4,
      name: '王芳芳',
      email: '',
      loginName: 'wangfang',
      storeRoles: [
        { storeId: '2', roleIds: ['r-clerk'] },
        { storeId: '3', roleIds: ['r-clerk', 'r-k3x9q2'] },
      ],
    });
  });

  test('[DATA-20] store roles go with a sign-in name only, rows without a store left out', () => {
    const withoutLogin = toEmployeeDraft(
      { ...EMPTY_EMPLOYEE, empCode: 'E1', name: 'A', storeRoles: [{ storeId: '2', roleIds: ['r-clerk'] }] },
      'new',
      null,
    );
    expect(withoutLogin).not.toHaveProperty('storeRoles');
    expect(withoutLogin).toMatchObject({ id: '', version: 0, loginName: '' });
    const withLogin = toEmployeeDraft(
      {
        ...EMPTY_EMPLOYEE,
        empCode: 'E1',
        name: 'A',
        loginName: ' a1 ',
        storeRoles: [{ storeId: '2', roleIds: ['r-clerk'] }, { roleIds: ['r-clerk'] }],
      },
      'new',
      null,
    );
    expect(withLogin.loginName).toBe('a1');
    expect(withLogin.storeRoles).toEqual([{ storeId: '2', roleIds: ['r-clerk'] }]);
  });

  test('[ORG-10] the sign-in name is locked once set, and in read-only mode', () => {
    expect(isLoginNameLocked('edit', saved)).toBe(true);
    expect(isLoginNameLocked('edit', { ...saved, loginName: '' })).toBe(false);
    expect(isLoginNameLocked('copy', saved)).toBe(false);
    expect(isLoginNameLocked('new', null)).toBe(false);
    expect(isLoginNameLocked('view', saved)).toBe(true);
  });

  test('a store may have one row only', () => {
    expect(repeatedStoreRows([{ storeId: '2' }, { storeId: '3' }, { storeId: '2' }, {}, undefined])).toEqual([
      2,
    ]);
    expect(repeatedStoreRows([{ storeId: '2' }, {}])).toEqual([]);
  });
});
