import type { FeatureModule } from '../host-kit';
import { pageRoutes } from '../shared/page-routes';
import { orgLocales } from './locales';

/**
 * The organisation module (spec §1 organisation, §2 static base routes of /organization, the
 * operator archive, the electronic fence and the hidden account pages): roles, stores and
 * departments with their channels, franchisees, pickup points, employees, sign-in accounts,
 * third-party staff, operators and fences. Every page is a lazy chunk. Forms take the record's id
 * (and the employee form its mode) from the query: `?id=12`, `?id=12&isEdit=1`. Paths, titles and
 * grants are the contract's page manifest.
 */
export const orgModule: FeatureModule = {
  id: 'org',
  routes: pageRoutes('org', {
    roleManage: () => import('./pages/roles/role-page'),
    // stores and departments
    DeptIndex: () => import('./pages/stores/dept-list-page'),
    createDept: () => import('./pages/stores/dept-form-page'),
    editDept: () => import('./pages/stores/dept-form-page'),
    viewDept: () => import('./pages/stores/dept-form-page'),
    // franchisees and pickup points
    franchiseeIndex: () => import('./pages/franchisees/franchisee-list-page'),
    createFranchisee: () => import('./pages/franchisees/franchisee-form-page'),
    PickUpIndex: () => import('./pages/pickups/pickup-list-page'),
    pickup: () => import('./pages/pickups/pickup-view-page'),
    createPickup: () => import('./pages/pickups/pickup-form-page'),
    // employees, sign-in accounts, third-party staff
    employeeIndex: () => import('./pages/employees/employee-list-page'),
    employeeDetail: () => import('./pages/employees/employee-detail-page'),
    userManagement: () => import('./pages/users/user-list-page'),
    userDetail: () => import('./pages/users/user-detail-page'),
    erpEmpRelation: () => import('./pages/erp/erp-relation-page'),
    // operator archive and electronic fence (present when the permission set supplies them)
    operatorIndex: () => import('./pages/operators/operator-list-page'),
    createOperator: () => import('./pages/operators/operator-form-page'),
    globalEnclosure: () => import('./pages/fence/fence-page'),
  }),
  locales: orgLocales,
};
