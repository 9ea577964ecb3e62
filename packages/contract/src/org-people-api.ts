import { Type } from 'typebox';
import { calls } from './all-calls';
import { call } from './call-spec';
import {
  AccountDetail,
  AccountListQuery,
  AccountListResult,
  AccountResetResult,
  AccountStatusResult,
  Employee,
  EmployeeDraft,
  EmployeeListQuery,
  EmployeeListResult,
  EmployeeSaveResult,
  ErpEmp,
  ErpEmpListQuery,
  ErpEmpListResult,
  OptionalPeopleId,
  OrgRole,
  PeopleId,
  RoleId,
  RoleMenuTree,
} from './org-people-entities';

const Text = (max: number) => Type.String({ maxLength: max });
const UserIdBody = Type.Object({ userId: PeopleId });
/** A reset of another person's password: the caller's own password confirms it (step-up). */
const UserResetBody = Type.Object({
  userId: PeopleId,
  editorPassword: Type.Optional(Type.String({ maxLength: 128 })),
});

/**
 * Schemas of the organisation's people calls (org-calls.ts): roles and grants, employees, sign-in
 * accounts and third-party staff. Form bodies are text (ids as digit strings); JSON bodies are typed.
 */
export const orgPeopleApi = {
  // ---- roles
  roleList: call({
    ...calls.roleList,
    query: Type.Object({ name: Type.Optional(Text(64)) }),
    result: Type.Array(OrgRole),
    summary:
      "The tenant's roles (name contains `name` when given), the admin role first, each with how many " +
      'resources it grants and how many users hold it.',
  }),
  roleSave: call({
    ...calls.roleSave,
    body: Type.Object({
      /** '' or absent: a new role (its id is generated). */
      id: Type.Optional(Type.Union([Type.Literal(''), RoleId])),
      name: Text(64),
      remark: Type.Optional(Text(200)),
      /** '1' tenant-wide (only a tenant-wide user sets it), '0' not; absent: unchanged ('0' for a new role). */
      allStores: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    }),
    result: OrgRole,
    summary:
      'Create a role or rename/re-describe one. Names are unique in the tenant (4091 on name); 4004 for an ' +
      'unknown role.',
  }),
  roleCopy: call({
    ...calls.roleCopy,
    body: Type.Object({ id: RoleId }),
    result: OrgRole,
    summary:
      'A new role with the same grants as `id`, named "<name> 副本" (copy/copia in en/es) made unique. ' +
      'Copying the admin role gives an ordinary role that grants every current resource.',
  }),
  roleDelete: call({
    ...calls.roleDelete,
    body: Type.Object({ id: RoleId }),
    result: Type.Boolean(),
    summary: 'Delete a role; 4092 (naming how many) while users hold it; the admin role cannot be deleted.',
  }),
  roleMenuTree: call({
    ...calls.roleMenuTree,
    query: Type.Object({ roleId: Type.Optional(Type.Union([Type.Literal(''), RoleId])) }),
    result: RoleMenuTree,
    summary:
      "The tenant's whole menu of app rcadmin as a tree (areas, groups, pages) and, with roleId, the ids the " +
      'role grants (checkedIds).',
  }),
  roleSaveResource: call({
    ...calls.roleSaveResource,
    body: Type.Object({
      roleId: RoleId,
      resourceIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20_000 }),
    }),
    result: Type.Object({ roleId: Type.String(), resourceCount: Type.Integer() }),
    summary:
      "Replace a role's grants in one transaction. Every id must be a resource of the tenant (4220 naming the " +
      "unknown ones); the admin role's grants cannot be edited. Holders lose a removed page at their next request.",
  }),

  // ---- employees
  employeePageList: call({
    ...calls.employeePageList,
    query: EmployeeListQuery,
    result: EmployeeListResult,
    summary:
      'One page of the employees (page from 1, limit 10 by default; 10/20/50/100): rawInfo matches name, mobile ' +
      "or code (exactly when isStrict is '1', else contains), status '0'/'1' filters; newest first.",
  }),
  employeeGet: call({
    ...calls.employeeGet,
    query: Type.Object({ id: PeopleId }),
    result: Employee,
    summary: 'One employee with its sign-in name and store roles; 4004 when the tenant has no such employee.',
  }),
  employeeSave: call({
    ...calls.employeeSave,
    body: EmployeeDraft,
    result: EmployeeSaveResult,
    summary:
      'Create (id empty) or update (with the version read) an employee in one transaction. 4220 with ' +
      'fieldErrors for refused values, 4091 for a used empCode or loginName, 4009 when it changed since read. ' +
      'A new loginName creates a user with an initial password answered once; storeRoles become its store roles.',
  }),
  employeeUpdateStatus: call({
    ...calls.employeeUpdateStatus,
    query: Type.Object({ id: PeopleId, status: Type.Union([Type.Literal('0'), Type.Literal('1')]) }),
    result: Type.Object({ id: Type.String(), status: Type.Integer(), version: Type.Integer() }),
    summary:
      "Enable (1) or disable (0) an employee. Disabling also disables its user and ends the user's sessions; " +
      'enabling restores the user.',
  }),

  // ---- sign-in accounts
  userPageList: call({
    ...calls.userPageList,
    query: AccountListQuery,
    result: AccountListResult,
    summary:
      "One page of the tenant's sign-in accounts (page from 1, limit 10 by default) with their employee, last " +
      'sign-in and store count; rawInfo matches sign-in name, name or mobile (contains).',
  }),
  userGet: call({
    ...calls.userGet,
    query: Type.Object({ userId: PeopleId }),
    result: AccountDetail,
    summary: 'One sign-in account with its store roles and latest sign-ins; 4004 when unknown.',
  }),
  userLock: call({
    ...calls.userLock,
    body: UserIdBody,
    result: AccountStatusResult,
    summary: "Lock an account (status 2): its sessions end and it cannot sign in. Not one's own account.",
  }),
  userUnlock: call({
    ...calls.userUnlock,
    body: UserIdBody,
    result: AccountStatusResult,
    summary: 'Unlock an account (status 1). Refused for an account whose employee is disabled.',
  }),
  userResetPassword: call({
    ...calls.userResetPassword,
    body: UserResetBody,
    result: AccountResetResult,
    summary:
      "Give an account a new random initial password meeting the tenant's policy, answered once; it must be " +
      "changed at the next sign-in and the account's sessions end. Not one's own account, nor one that " +
      "holds a grant or a store the caller lacks; the caller's own password comes with it (4031 without).",
  }),

  // ---- third-party staff
  erpEmpPageList: call({
    ...calls.erpEmpPageList,
    query: ErpEmpListQuery,
    result: ErpEmpListResult,
    summary:
      'One page of the third-party staff codes (page from 1, limit 10 by default) with their employees.',
  }),
  erpEmpSave: call({
    ...calls.erpEmpSave,
    body: Type.Object({
      /** '' or absent: a new entry. */
      id: Type.Optional(OptionalPeopleId),
      erpSystem: Text(64),
      erpEmpCode: Text(64),
      erpEmpName: Type.Optional(Text(100)),
      employeeId: OptionalPeopleId,
    }),
    result: ErpEmp,
    summary:
      'Create or edit a third-party staff code; (erpSystem, erpEmpCode) is unique in the tenant (4091).',
  }),
  erpEmpDelete: call({
    ...calls.erpEmpDelete,
    query: Type.Object({ id: PeopleId }),
    result: Type.Boolean(),
    summary: 'Delete a third-party staff code.',
  }),
} as const;
