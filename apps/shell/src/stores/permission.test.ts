import { afterEach, describe, expect, test, vi } from 'vitest';
import { UiStateKey } from '../utils/stored-keys';
import { permission, resetPermission, selectDeptRole, setDeptRoleList, switchDept } from './permission';

const stores = [
  { storeCode: 'S1', storeName: '一号店', roleIds: ['r1'] },
  { storeCode: 'S2', storeName: '二号店', roleIds: ['r2', 'r3'] },
];

afterEach(() => {
  localStorage.clear();
  resetPermission();
  vi.unstubAllGlobals();
});

describe('department and role selection', () => {
  test('[AUTH-14] [DATA-06] the stored selection is matched and marked active, the rest inactive', () => {
    const { list, current } = selectDeptRole(stores, 'S2');
    expect(current).toMatchObject({ storeCode: 'S2', roleIds: ['r2', 'r3'], active: true });
    expect(list.map((entry) => entry.active)).toEqual([false, true]);
  });

  test('[AUTH-15] with no match the first entry is chosen and saved as the selection', () => {
    expect(selectDeptRole(stores, 'gone').current?.storeCode).toBe('S1');
    expect(selectDeptRole(stores, undefined).current?.storeCode).toBe('S1');
    expect(selectDeptRole([], undefined).current).toBeNull();
    setDeptRoleList(stores);
    expect(JSON.parse(localStorage.getItem(UiStateKey.deptRole)!)).toEqual(stores[0]);
  });

  test('[AUTH-16] switching store stores the new selection and reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    setDeptRoleList(stores);
    switchDept('S2');
    expect(JSON.parse(localStorage.getItem(UiStateKey.deptRole)!)).toEqual(stores[1]);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page reloads into the new store; until then the current entry stays as it was.
    expect(permission.currentDept?.storeCode).toBe('S1');
    switchDept('S1');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
