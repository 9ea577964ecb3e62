import type { CallInfo } from './calls-info';
import type { CallAction } from './page-actions';
import { PAGES } from './pages';

/**
 * The organisation menu pages, by route path (the page manifest's): an organisation call is
 * allowed when a role held in the session's current store grants one of the pages it serves.
 */
export const ORG_PAGES = {
  role: PAGES.roleManage.path,
  dept: PAGES.DeptIndex.path,
  franchisee: PAGES.franchiseeIndex.path,
  pickup: PAGES.PickUpIndex.path,
  employee: PAGES.employeeIndex.path,
  operator: PAGES.operatorIndex.path,
  fence: PAGES.globalEnclosure.path,
} as const;

const P = ORG_PAGES;
/** Pages whose forms pick stores (store pickers, filters by store). */
const STORE_READERS = [P.dept, P.franchisee, P.pickup, P.employee, P.operator, P.fence, P.role] as const;
/** Pages that read employees (pickers of employees). */
const EMPLOYEE_READERS = [P.employee, P.operator] as const;

type Pages = string | readonly string[];
/** A read: viewing the page, unless it says another action (an export). */
const get = <R extends Pages, A extends CallAction = 'view'>(path: string, resource: R, action?: A) =>
  ({ method: 'GET', path, access: 'session', resource, action: action ?? ('view' as A) }) as const;
const change = <R extends Pages, A extends CallAction>(path: string, resource: R, action: A) =>
  ({ method: 'GET', path, access: 'session+site', resource, action }) as const;
const form = <R extends Pages, A extends CallAction>(path: string, resource: R, action: A) =>
  ({ method: 'POST', path, encoding: 'form', access: 'session+site', resource, action }) as const;
const json = <R extends Pages, A extends CallAction>(path: string, resource: R, action: A) =>
  ({ method: 'POST', path, encoding: 'json', access: 'session+site', resource, action }) as const;
/** A write that files its own operation log record, richer than the generic one (routes/org/people). */
const ownLog = <C extends CallInfo>(info: C) => ({ ...info, audit: 'own' }) as const;

/**
 * The organisation calls: spec §7 "Store and department" at the paths it gives, and the calls the
 * organisation pages need beyond them, in the same style (/bmc/...). GET calls that change data
 * still need the site token (access 'session+site').
 */
export const orgCalls = {
  // ---- stores and departments (spec §7)
  deptPageList: get('/bmc/dept/getDeptPageList.do', STORE_READERS),
  deptPageListNew: get('/bmc/dept/getDeptPageListNew.do', STORE_READERS),
  storeQueryAll: get('/bmc/dept/storeQueryAll.do', STORE_READERS),
  getStore: get('/bmc/dept/getStore.do', STORE_READERS),
  generateStoreId: get('/bmc/dept/generateStoreId.do', P.dept, 'create'),
  saveDept: form('/bmc/dept/saveDept.do', P.dept, 'save'),
  updateDeptYn: change('/bmc/dept/updateDeptYn.do', P.dept, 'edit'),
  batchExportDept: get('/bmc/dept/batchExportDept.do', P.dept, 'export'),
  exportStoreDelivery: get('/bmc/store/exportStoreDelivery.do', P.dept, 'export'),
  /** GB/T 2260 provinces, cities and districts for the address cascaders of organisation forms. */
  orgAreaInfo: get('/bmc/dept/queryAreaInfo.do', STORE_READERS),
  // ---- channels of a store (spec §7)
  getChannelList: get('/bmc/user/getChannelList.do', P.dept),
  setStoreChannelRel: form('/bmc/dept/setStoreChannelRel.do', P.dept, 'edit'),
  getDeptSubChannelList: get('/bmc/dept/getDeptSubChannelList.do', P.dept),
  setDeptSubChannel: change('/bmc/dept/setDeptSubChannel.do', P.dept, 'edit'),
  getActChannelList: get('/bmc/dept/getActChannelList.do', P.dept),
  getGrpCodeList: get('/bmc/dept/getGrpCodeList.do', P.dept),
  setDeptChannelList: form('/bmc/dept/setDeptChannelList.do', P.dept, 'edit'),

  // ---- roles (queryRoleResource.do is in calls.ts)
  roleList: get('/bmc/role/list.do', [P.role, P.employee]),
  roleSave: ownLog(form('/bmc/role/save.do', P.role, 'save')),
  roleCopy: ownLog(form('/bmc/role/copy.do', P.role, 'create')),
  roleDelete: ownLog(form('/bmc/role/delete.do', P.role, 'delete')),
  /** The tenant's whole menu as a tree (areas, groups, pages) for the grant checkboxes. */
  roleMenuTree: get('/bmc/role/menuTree.do', P.role),
  /** Replace a role's grants (JSON body: roleId, resourceIds). */
  roleSaveResource: ownLog(json('/bmc/role/saveRoleResource.do', P.role, 'edit')),

  // ---- franchisees
  franchiseePageList: get('/bmc/franchisee/pageList.do', [P.franchisee, P.dept]),
  franchiseeGet: get('/bmc/franchisee/get.do', P.franchisee),
  franchiseeSave: form('/bmc/franchisee/save.do', P.franchisee, 'save'),
  franchiseeUpdateStatus: change('/bmc/franchisee/updateStatus.do', P.franchisee, 'edit'),

  // ---- pickup points
  pickupPageList: get('/bmc/pickup/pageList.do', P.pickup),
  pickupGet: get('/bmc/pickup/get.do', P.pickup),
  pickupSave: form('/bmc/pickup/save.do', P.pickup, 'save'),
  pickupDelete: change('/bmc/pickup/delete.do', P.pickup, 'delete'),

  // ---- employees (spec §3 Employee)
  employeePageList: get('/bmc/employee/pageList.do', EMPLOYEE_READERS),
  employeeGet: get('/bmc/employee/get.do', EMPLOYEE_READERS),
  /** JSON body: the employee with its store roles (a user of the tenant when loginName is set). */
  employeeSave: ownLog(json('/bmc/employee/save.do', P.employee, 'save')),
  employeeUpdateStatus: ownLog(change('/bmc/employee/updateStatus.do', P.employee, 'edit')),

  // ---- sign-in accounts (/userManagement, /userDetail)
  userPageList: get('/bmc/account/pageList.do', P.employee),
  userGet: get('/bmc/account/get.do', P.employee),
  userLock: ownLog(form('/bmc/account/lock.do', P.employee, 'edit')),
  userUnlock: ownLog(form('/bmc/account/unlock.do', P.employee, 'edit')),
  /** Reset to a new initial password (answered once); the user's sessions end. */
  userResetPassword: ownLog(form('/bmc/account/resetPassword.do', P.employee, 'edit')),

  // ---- third-party staff (/erpEmpRelation/list)
  erpEmpPageList: get('/bmc/erpEmp/pageList.do', P.employee),
  erpEmpSave: ownLog(form('/bmc/erpEmp/save.do', P.employee, 'save')),
  erpEmpDelete: ownLog(change('/bmc/erpEmp/delete.do', P.employee, 'delete')),

  // ---- operator archive (ORG-11)
  operatorPageList: get('/bmc/operator/pageList.do', P.operator),
  operatorGet: get('/bmc/operator/get.do', P.operator),
  operatorSave: form('/bmc/operator/save.do', P.operator, 'save'),
  operatorUpdateStatus: change('/bmc/operator/updateStatus.do', P.operator, 'edit'),

  // ---- electronic fence
  fenceGet: get('/bmc/fence/get.do', P.fence),
  /** JSON body: storeId, version and a GeoJSON FeatureCollection of polygons and circles. */
  fenceSave: json('/bmc/fence/save.do', P.fence, 'edit'),
  /** Whether a point (longitude, latitude) lies inside a store's fence. */
  fenceContains: get('/bmc/fence/contains.do', [P.fence, P.pickup]),
  /** Pickup points outside their store's fence. */
  fenceOutsidePickups: get('/bmc/fence/outsidePickups.do', [P.fence, P.pickup]),
} as const satisfies Record<string, CallInfo>;
