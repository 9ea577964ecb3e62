import type { FeatureModule, FeatureRoute } from '../host-kit';
import { orgLocales } from './locales';

const page = (
  name: string,
  path: string,
  component: FeatureRoute['component'],
  extra: Partial<FeatureRoute> = {},
): FeatureRoute => ({ name, path, titleKey: `org.routes.${name}`, component, ...extra });

/**
 * The organisation module (spec §1 organisation, §2 static base routes of /organization, the
 * operator archive, the electronic fence and the hidden account pages): roles, stores and
 * departments with their channels, franchisees, pickup points, employees, sign-in accounts,
 * third-party staff, operators and fences. Every page is a lazy chunk. Forms take the record's id
 * (and the employee form its mode) from the query: `?id=12`, `?id=12&isEdit=1`.
 */
export const orgModule: FeatureModule = {
  id: 'organisation',
  routes: [
    page('roleManage', '/organization/roleManage', () => import('./pages/roles/role-page')),
    // stores and departments
    page('DeptIndex', '/organization/DeptIndex', () => import('./pages/stores/dept-list-page')),
    page('createDept', '/organization/createDept', () => import('./pages/stores/dept-create-page'), {
      noCache: true,
    }),
    page('editDept', '/organization/editDept', () => import('./pages/stores/dept-edit-page'), {
      noCache: true,
    }),
    page('viewDept', '/organization/viewDept', () => import('./pages/stores/dept-view-page')),
    // franchisees and pickup points
    page(
      'franchiseeIndex',
      '/organization/franchiseeIndex',
      () => import('./pages/franchisees/franchisee-list-page'),
    ),
    page(
      'createFranchisee',
      '/organization/createFranchisee',
      () => import('./pages/franchisees/franchisee-form-page'),
      { noCache: true },
    ),
    page('PickUpIndex', '/organization/PickUpIndex', () => import('./pages/pickups/pickup-list-page')),
    page('pickup', '/organization/pickup', () => import('./pages/pickups/pickup-view-page')),
    page('createPickup', '/organization/createPickup', () => import('./pages/pickups/pickup-form-page'), {
      noCache: true,
    }),
    // employees, sign-in accounts, third-party staff
    page(
      'employeeIndex',
      '/organization/employeeIndex',
      () => import('./pages/employees/employee-list-page'),
    ),
    page(
      'employeeDetail',
      '/organization/employeeDetail',
      () => import('./pages/employees/employee-detail-page'),
      { noCache: true },
    ),
    page('userManagement', '/userManagement', () => import('./pages/users/user-list-page')),
    page('userDetail', '/userDetail', () => import('./pages/users/user-detail-page')),
    page('erpEmpRelation', '/erpEmpRelation/list', () => import('./pages/erp/erp-relation-page')),
    // operator archive and electronic fence (present when the permission set supplies them)
    page(
      'operatorIndex',
      '/organization/operatorIndex',
      () => import('./pages/operators/operator-list-page'),
    ),
    page(
      'createOperator',
      '/organization/createOperator',
      () => import('./pages/operators/operator-form-page'),
      { noCache: true },
    ),
    page('globalEnclosure', '/globalEnclosure/index', () => import('./pages/fence/fence-page')),
  ],
  locales: orgLocales,
};
