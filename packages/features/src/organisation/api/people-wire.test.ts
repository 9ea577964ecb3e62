// @vitest-environment node
import { calls } from '@rcadmin/contract/wire';
import { describe, expect, test } from 'vitest';
import type { HostKit } from '../../host-kit';
import { employeeGet } from './employee-get';
import { employeePageList } from './employee-page-list';
import { employeeSave } from './employee-save';
import { employeeUpdateStatus } from './employee-update-status';
import { erpEmpDelete } from './erp-emp-delete';
import { erpEmpPageList } from './erp-emp-page-list';
import { erpEmpSave } from './erp-emp-save';
import { headPicUpload } from './head-pic-upload';
import { queryRoleResource } from './query-role-resource';
import { roleCopy } from './role-copy';
import { roleDelete } from './role-delete';
import { roleList } from './role-list';
import { roleMenuTree } from './role-menu-tree';
import { roleSave } from './role-save';
import { roleSaveResource } from './role-save-resource';
import { userGet } from './user-get';
import { userLock } from './user-lock';
import { userPageList } from './user-page-list';
import { userResetPassword } from './user-reset-password';
import { userUnlock } from './user-unlock';

interface Sent {
  method: 'GET' | 'POST' | 'UPLOAD';
  path: string;
  data: unknown;
  json: boolean;
}

/** A kit whose http records what each call function asks the shell to send. */
function recordingKit() {
  const sent: Sent[] = [];
  const kit = {
    http: {
      get: async (path: string, query?: Record<string, unknown>) => {
        sent.push({ method: 'GET', path, data: query, json: false });
        return {} as never;
      },
      post: async (path: string, body?: object, options?: { json?: boolean }) => {
        sent.push({ method: 'POST', path, data: body, json: options?.json === true });
        return {} as never;
      },
      upload: async (path: string, form: FormData) => {
        sent.push({ method: 'UPLOAD', path, data: form, json: false });
        return {} as never;
      },
    },
  } as unknown as HostKit;
  return { kit, sent, last: () => sent[sent.length - 1]! };
}

describe('the people calls on the wire', () => {
  test('[DATA-21] the employee list asks for page 1 and 10 a page unless told otherwise', async () => {
    const { kit, sent } = recordingKit();
    await employeePageList(kit, {});
    await employeePageList(kit, { rawInfo: '13800000001', status: '1', isStrict: '1' });
    await employeePageList(kit, { page: 3, limit: 50 });
    expect(sent.map((s) => [s.method, s.path, s.data])).toEqual([
      ['GET', '/bmc/employee/pageList.do', { page: 1, limit: 10 }],
      [
        'GET',
        '/bmc/employee/pageList.do',
        { page: 1, limit: 10, rawInfo: '13800000001', status: '1', isStrict: '1' },
      ],
      ['GET', '/bmc/employee/pageList.do', { page: 3, limit: 50 }],
    ]);
  });

  test("[ORG-01] a role's resources load through queryRoleResource.do (a form post), its grants save as JSON", async () => {
    const { kit, sent } = recordingKit();
    await queryRoleResource(kit, { roleId: 'r-clerk' });
    await roleSaveResource(kit, { roleId: 'r-clerk', resourceIds: ['rc-goods-area', 'rc-goods-list'] });
    expect(sent).toEqual([
      { method: 'POST', path: '/bmc/user/queryRoleResource.do', data: { roleId: 'r-clerk' }, json: false },
      {
        method: 'POST',
        path: '/bmc/role/saveRoleResource.do',
        data: { roleId: 'r-clerk', resourceIds: ['rc-goods-area', 'rc-goods-list'] },
        json: true,
      },
    ]);
    expect(calls.queryRoleResource.resource).toBe('/organization/roleManage');
  });

  test('[ORG-01] roles: list and menu tree are GETs; save, copy and delete are form posts', async () => {
    const { kit, sent } = recordingKit();
    await roleList(kit, {});
    await roleMenuTree(kit, {});
    await roleSave(kit, { name: 'Cashier', remark: 'Front desk' });
    await roleSave(kit, { id: 'r-k3x9q2', name: 'Regional HR', remark: '', allStores: '1' });
    await roleCopy(kit, { id: 'r-clerk' });
    await roleDelete(kit, { id: 'r-k3x9q2' });
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([
      ['GET', '/bmc/role/list.do', false],
      ['GET', '/bmc/role/menuTree.do', false],
      ['POST', '/bmc/role/save.do', false],
      ['POST', '/bmc/role/save.do', false],
      ['POST', '/bmc/role/copy.do', false],
      ['POST', '/bmc/role/delete.do', false],
    ]);
    expect(sent[2]!.data).toEqual({ name: 'Cashier', remark: 'Front desk' });
    // [SEC-3] A tenant-wide role: '1' in the form body.
    expect(sent[3]!.data).toEqual({ id: 'r-k3x9q2', name: 'Regional HR', remark: '', allStores: '1' });
  });

  test('[DATA-20] an employee is read by id and saved as one JSON body with its store roles', async () => {
    const { kit, sent } = recordingKit();
    const draft = {
      id: '',
      version: 0,
      empCode: 'E100',
      name: 'Li Lei',
      loginName: 'lilei',
      storeRoles: [{ storeId: '2', roleIds: ['r-clerk'] }],
    };
    await employeeGet(kit, { id: '12' });
    await employeeSave(kit, draft);
    await employeeSave(kit, { ...draft, id: '12', version: 3, editorPassword: 'Admin@2026' });
    await employeeUpdateStatus(kit, { id: '12', status: '0' });
    expect(sent).toEqual([
      { method: 'GET', path: '/bmc/employee/get.do', data: { id: '12' }, json: false },
      { method: 'POST', path: '/bmc/employee/save.do', data: draft, json: true },
      // [SEC-1] Another person's mobile: the user's own password in the JSON body (step-up).
      {
        method: 'POST',
        path: '/bmc/employee/save.do',
        data: { ...draft, id: '12', version: 3, editorPassword: 'Admin@2026' },
        json: true,
      },
      { method: 'GET', path: '/bmc/employee/updateStatus.do', data: { id: '12', status: '0' }, json: false },
    ]);
    // A GET that changes data still needs the site token.
    expect(calls.employeeUpdateStatus.access).toBe('session+site');
  });

  test('sign-in accounts: list and detail are GETs; lock, unlock and reset are form posts of the user id', async () => {
    const { kit, sent } = recordingKit();
    await userPageList(kit, { page: 1, limit: 10 });
    await userGet(kit, { userId: '7' });
    await userLock(kit, { userId: '7' });
    await userUnlock(kit, { userId: '7' });
    await userResetPassword(kit, { userId: '7' });
    await userResetPassword(kit, { userId: '7', editorPassword: 'Admin@2026' });
    expect(sent.map((s) => [s.method, s.path, s.data, s.json])).toEqual([
      ['GET', '/bmc/account/pageList.do', { page: 1, limit: 10 }, false],
      ['GET', '/bmc/account/get.do', { userId: '7' }, false],
      ['POST', '/bmc/account/lock.do', { userId: '7' }, false],
      ['POST', '/bmc/account/unlock.do', { userId: '7' }, false],
      ['POST', '/bmc/account/resetPassword.do', { userId: '7' }, false],
      // [SEC-1] Step-up: the user's own password rides in the same form body.
      ['POST', '/bmc/account/resetPassword.do', { userId: '7', editorPassword: 'Admin@2026' }, false],
    ]);
  });

  test('[ROUTE-13] third-party staff: list, save (form) and delete', async () => {
    const { kit, sent } = recordingKit();
    await erpEmpPageList(kit, { erpSystem: 'SAP', page: 1, limit: 10 });
    await erpEmpSave(kit, {
      id: '',
      erpSystem: 'SAP',
      erpEmpCode: 'X-1',
      erpEmpName: 'Li',
      employeeId: '12',
    });
    await erpEmpDelete(kit, { id: '5' });
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([
      ['GET', '/bmc/erpEmp/pageList.do', false],
      ['POST', '/bmc/erpEmp/save.do', false],
      ['GET', '/bmc/erpEmp/delete.do', false],
    ]);
    expect(sent[1]!.data).toMatchObject({ erpSystem: 'SAP', erpEmpCode: 'X-1', employeeId: '12' });
  });

  test('[DATA-20] the head picture goes up as multipart with purpose head', async () => {
    const { kit, last } = recordingKit();
    const picture = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await headPicUpload(kit, picture);
    expect(last().method).toBe('UPLOAD');
    expect(last().path).toBe('/file/upload.do?purpose=head');
    expect((last().data as FormData).get('file')).toBeInstanceOf(Blob);
  });
});
