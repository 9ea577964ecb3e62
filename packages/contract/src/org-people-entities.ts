import { Type, type Static } from 'typebox';
import { MenuNames } from './entities';

// Entities of the organisation's people calls (see org-calls.ts): roles and their grants, employees
// (spec §3 Employee, DATA-20/21), sign-in accounts and third-party staff. On the wire ids are strings
// ('' for none); role ids are text ('r-admin', 'r-k3x9q2').

const Text = (max: number) => Type.String({ maxLength: max });
/** An employee, user or third-party staff id: a string of digits. */
export const PeopleId = Type.String({ pattern: '^[0-9]{1,15}$' });
/** '' for a record not saved yet, else its id. */
export const OptionalPeopleId = Type.String({ pattern: '^[0-9]{0,15}$' });
/** A role id: letters, digits, '-' and '_'. */
export const RoleId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** A page of a list: from 1. */
const Page = Type.Integer({ minimum: 1, maximum: 100_000 });
/** Rows per page: 10 (the default, spec §9), 20, 50 or 100. */
export const PeopleLimit = Type.Union([
  Type.Literal(10),
  Type.Literal(20),
  Type.Literal(50),
  Type.Literal(100),
]);

// ---- roles (spec §6)

/** A role of the tenant with how many menu pages it grants and how many users hold it. */
export const OrgRole = Type.Object({
  id: Type.String(),
  name: Type.String(),
  remark: Type.String(),
  /** The admin role: grants every resource (its grants cannot be edited, it cannot be deleted). */
  grantsAll: Type.Boolean(),
  /** Tenant-wide: its holders see and manage every store's records, not only their stores'. */
  allStores: Type.Boolean(),
  /** Resources granted (for grantsAll: every resource of the tenant). */
  resourceCount: Type.Integer(),
  /** Users holding the role in at least one store. */
  holderCount: Type.Integer(),
});
export type OrgRole = Static<typeof OrgRole>;

/** A node of the tenant's menu of app 'rcadmin': level 1 area, 2 group, 3 page. */
export interface RoleMenuNode {
  id: string;
  /** The zh name; `names` has its en and es ones where the entry has them. */
  name: string;
  names?: MenuNames;
  /** Route path, an http(s) address of an embedded page, '#' (planned) or ''. */
  url: string;
  level: number;
  children: RoleMenuNode[];
}
export const RoleMenuNode = Type.Cyclic(
  {
    RoleMenuNode: Type.Object({
      id: Type.String(),
      name: Type.String(),
      names: Type.Optional(MenuNames),
      url: Type.String(),
      level: Type.Integer(),
      children: Type.Array(Type.Ref('RoleMenuNode')),
    }),
  },
  'RoleMenuNode',
);

export const RoleMenuTree = Type.Object({
  tree: Type.Array(RoleMenuNode),
  /** The resource ids the role grants (every id for a grantsAll role); [] without roleId. */
  checkedIds: Type.Array(Type.String()),
  /** True when the role is the admin role: the tree is read-only. */
  grantsAll: Type.Boolean(),
});
export interface RoleMenuTree {
  tree: RoleMenuNode[];
  checkedIds: string[];
  grantsAll: boolean;
}

// ---- employees (spec §3 Employee)

/** '0' unknown, '1' male, '2' female on the wire of forms; 0/1/2 in entities. */
export const Sex = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
/** 1 active, 0 disabled. */
export const ActiveStatus = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** The stores an employee (its user) works in, with the roles held there. */
export const EmployeeStoreRole = Type.Object({
  storeId: PeopleId,
  storeCode: Type.String(),
  storeName: Type.String(),
  roleIds: Type.Array(RoleId, { maxItems: 50 }),
});
export type EmployeeStoreRole = Static<typeof EmployeeStoreRole>;

/** DATA-20: an employee as employeeGet answers it. */
export const Employee = Type.Object({
  id: Type.String(),
  empCode: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  position: Type.String(),
  remark: Type.String(),
  sex: Sex,
  cardNo: Type.String(),
  profies: Type.String(),
  /** The stored head picture's file key ('' for none): what employeeSave takes back. */
  headPicKey: Type.String(),
  /** Address of the head picture ('' for none). */
  headPicUrl: Type.String(),
  wxQRCode: Type.String(),
  /** The sign-in name ('' when the employee does not sign in). Cannot change once set. */
  loginName: Type.String(),
  /** The home department: a store code of the tenant ('' for none). */
  deptCode: Type.String(),
  deptName: Type.String(),
  orgCode: Type.String(),
  status: ActiveStatus,
  /** The sign-in account's status: 1 active, 2 locked, 0 disabled; null without an account. */
  userStatus: Type.Union([Type.Integer(), Type.Null()]),
  /** The sign-in account's id ('' without one). */
  userId: Type.String(),
  version: Type.Integer(),
  storeRoles: Type.Array(EmployeeStoreRole),
});
export type Employee = Static<typeof Employee>;

/** What employeeSave takes (JSON). id '' (or absent) creates; an update names the version it read. */
export const EmployeeDraft = Type.Object({
  id: Type.Optional(OptionalPeopleId),
  /** 0 for a new employee. */
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  empCode: Type.String({ maxLength: 32 }),
  name: Type.String({ maxLength: 50 }),
  mobile: Type.Optional(Text(20)),
  email: Type.Optional(Text(100)),
  position: Type.Optional(Text(50)),
  remark: Type.Optional(Text(500)),
  sex: Type.Optional(Type.Integer()),
  cardNo: Type.Optional(Text(32)),
  profies: Type.Optional(Text(2000)),
  /** A key answered by file/upload.do with purpose 'head', '' for none. */
  headPicKey: Type.Optional(Text(200)),
  wxQRCode: Type.Optional(Text(500)),
  /**
   * The sign-in name: set on create (or on an employee without one) makes the employee a user of the
   * tenant; it cannot change once set, and '' on an employee that has one is refused.
   */
  loginName: Type.Optional(Text(64)),
  deptCode: Type.Optional(Text(64)),
  orgCode: Type.Optional(Text(64)),
  /**
   * The editor's own password: needed when the save changes the mobile of another person's account
   * (step-up, 4031 without it or when wrong).
   */
  editorPassword: Type.Optional(Type.String({ maxLength: 128 })),
  /** The stores and roles of the user (only with a loginName); replaces the previous ones. */
  storeRoles: Type.Optional(
    Type.Array(Type.Object({ storeId: PeopleId, roleIds: Type.Array(RoleId, { maxItems: 50 }) }), {
      maxItems: 2000,
    }),
  ),
});
export type EmployeeDraft = Static<typeof EmployeeDraft>;

export const EmployeeSaveResult = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  /** The sign-in account's id, '' without one. */
  userId: Type.String(),
  /**
   * The initial password of an account created by this save, answered ONCE ('' when no account was
   * created); it must be changed at the first sign-in.
   */
  initialPassword: Type.String(),
});
export type EmployeeSaveResult = Static<typeof EmployeeSaveResult>;

/** DATA-21: the employee list query. */
export const EmployeeListQuery = Type.Object({
  /** Name, mobile or employee code. */
  rawInfo: Type.Optional(Text(64)),
  /** '' or absent: any status. */
  status: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])),
  /** '1': rawInfo must match exactly; otherwise contains. */
  isStrict: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])),
  /** Default 1. */
  page: Type.Optional(Page),
  /** Default 10. */
  limit: Type.Optional(PeopleLimit),
});
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;

export const EmployeeListRow = Type.Object({
  id: Type.String(),
  empCode: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  position: Type.String(),
  sex: Sex,
  deptCode: Type.String(),
  deptName: Type.String(),
  loginName: Type.String(),
  headPicUrl: Type.String(),
  status: ActiveStatus,
  userStatus: Type.Union([Type.Integer(), Type.Null()]),
  version: Type.Integer(),
});
export type EmployeeListRow = Static<typeof EmployeeListRow>;

export const EmployeeListResult = Type.Object({
  list: Type.Array(EmployeeListRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type EmployeeListResult = Static<typeof EmployeeListResult>;

// ---- sign-in accounts (/userManagement, /userDetail)

export const AccountListQuery = Type.Object({
  /** Sign-in name, name or mobile (contains). */
  rawInfo: Type.Optional(Text(64)),
  /** '' or absent: any; '1' active, '2' locked, '0' disabled. */
  status: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]),
  ),
  page: Type.Optional(Page),
  limit: Type.Optional(PeopleLimit),
});
export type AccountListQuery = Static<typeof AccountListQuery>;

export const AccountRow = Type.Object({
  userId: Type.String(),
  loginName: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  /** 1 active, 2 locked, 0 disabled. */
  status: Type.Integer(),
  /** Still on an initial password (must change it at the next sign-in). */
  initialPassword: Type.Boolean(),
  employeeId: Type.String(),
  employeeName: Type.String(),
  /** ISO 8601 of the last sign-in, '' when never. */
  lastLoginAt: Type.String(),
  storeCount: Type.Integer(),
});
export type AccountRow = Static<typeof AccountRow>;

export const AccountListResult = Type.Object({
  list: Type.Array(AccountRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type AccountListResult = Static<typeof AccountListResult>;

export const AccountLogin = Type.Object({ at: Type.String(), ip: Type.String(), userAgent: Type.String() });
export type AccountLogin = Static<typeof AccountLogin>;

export const AccountDetail = Type.Object({
  ...AccountRow.properties,
  storeRoles: Type.Array(EmployeeStoreRole),
  /** The 20 latest sign-ins, newest first. */
  recentLogins: Type.Array(AccountLogin),
});
export type AccountDetail = Static<typeof AccountDetail>;

export const AccountStatusResult = Type.Object({ userId: Type.String(), status: Type.Integer() });
export type AccountStatusResult = Static<typeof AccountStatusResult>;

export const AccountResetResult = Type.Object({
  userId: Type.String(),
  /** The new initial password, answered once; the user must change it at the next sign-in. */
  initialPassword: Type.String(),
});
export type AccountResetResult = Static<typeof AccountResetResult>;

// ---- third-party staff (/erpEmpRelation/list)

export const ErpEmpListQuery = Type.Object({
  erpSystem: Type.Optional(Text(64)),
  /** ERP code, ERP name, employee name or code (contains). */
  rawInfo: Type.Optional(Text(64)),
  page: Type.Optional(Page),
  limit: Type.Optional(PeopleLimit),
});
export type ErpEmpListQuery = Static<typeof ErpEmpListQuery>;

export const ErpEmp = Type.Object({
  id: Type.String(),
  erpSystem: Type.String(),
  erpEmpCode: Type.String(),
  erpEmpName: Type.String(),
  employeeId: Type.String(),
  employeeName: Type.String(),
  empCode: Type.String(),
});
export type ErpEmp = Static<typeof ErpEmp>;

export const ErpEmpListResult = Type.Object({
  list: Type.Array(ErpEmp),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type ErpEmpListResult = Static<typeof ErpEmpListResult>;
