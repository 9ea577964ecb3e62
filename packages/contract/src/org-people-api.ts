import { Type } from 'typebox';
import { calls } from './calls';
import { call } from './call-spec';

// Schemas of the organisation's people calls (org-calls.ts): query, body, result and summary of each,
// built with `call({ ...calls.x, query, body, result, summary })` from './call-spec'.
// STUB: every entry below is to be replaced by its real schemas.
export const orgPeopleApi = {
  roleList: call({ ...calls.roleList, result: Type.Unknown(), summary: 'stub' }),
  roleSave: call({ ...calls.roleSave, result: Type.Unknown(), summary: 'stub' }),
  roleCopy: call({ ...calls.roleCopy, result: Type.Unknown(), summary: 'stub' }),
  roleDelete: call({ ...calls.roleDelete, result: Type.Unknown(), summary: 'stub' }),
  roleMenuTree: call({ ...calls.roleMenuTree, result: Type.Unknown(), summary: 'stub' }),
  roleSaveResource: call({ ...calls.roleSaveResource, result: Type.Unknown(), summary: 'stub' }),
  employeePageList: call({ ...calls.employeePageList, result: Type.Unknown(), summary: 'stub' }),
  employeeGet: call({ ...calls.employeeGet, result: Type.Unknown(), summary: 'stub' }),
  employeeSave: call({ ...calls.employeeSave, result: Type.Unknown(), summary: 'stub' }),
  employeeUpdateStatus: call({ ...calls.employeeUpdateStatus, result: Type.Unknown(), summary: 'stub' }),
  userPageList: call({ ...calls.userPageList, result: Type.Unknown(), summary: 'stub' }),
  userGet: call({ ...calls.userGet, result: Type.Unknown(), summary: 'stub' }),
  userLock: call({ ...calls.userLock, result: Type.Unknown(), summary: 'stub' }),
  userUnlock: call({ ...calls.userUnlock, result: Type.Unknown(), summary: 'stub' }),
  userResetPassword: call({ ...calls.userResetPassword, result: Type.Unknown(), summary: 'stub' }),
  erpEmpPageList: call({ ...calls.erpEmpPageList, result: Type.Unknown(), summary: 'stub' }),
  erpEmpSave: call({ ...calls.erpEmpSave, result: Type.Unknown(), summary: 'stub' }),
  erpEmpDelete: call({ ...calls.erpEmpDelete, result: Type.Unknown(), summary: 'stub' }),
} as const;
