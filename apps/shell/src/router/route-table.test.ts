import { describe, expect, test } from 'vitest';
import { matchPath } from 'react-router';
import {
  CATCH_ALL,
  HIDDEN_ROUTES,
  KNOWN_ROUTES,
  PERMISSION_ROUTES,
  PUBLIC_ROUTES,
  ROOT_CHILDREN,
  STATIC_BASE_ROUTES,
  type KnownRoute,
} from './route-table';

const paths = (routes: KnownRoute[]) => routes.map((route) => route.path);
const byName = (name: string) => KNOWN_ROUTES.find((route) => route.name === name);

describe('known routes', () => {
  test('[ROUTE-01] /login, /auth-redirect and /operauth are public', () => {
    expect(paths(PUBLIC_ROUTES)).toEqual(['/login', '/auth-redirect', '/operauth']);
  });

  test('[ROUTE-07] the root children are overview (pinned), noticelist, helpartlist and posAppDownload', () => {
    expect(ROOT_CHILDREN.map((r) => r.name)).toEqual([
      'overview',
      'noticelist',
      'helpartlist',
      'posAppDownload',
    ]);
    expect(byName('overview')?.meta?.affix).toBe(true);
  });

  test('[ROUTE-02] [ROUTE-03] [ROUTE-04] [ROUTE-08] hidden /redirect/*, /404, /401, /art/:id and /iframe/urlPath', () => {
    expect(paths(HIDDEN_ROUTES)).toEqual(
      expect.arrayContaining(['/redirect/*', '/404', '/401', '/art/:id', '/iframe/urlPath']),
    );
    expect(byName('frame')?.meta?.noCache).toBe(true);
  });

  test('[ROUTE-11] /batchImport/list/:id?/:tab? is named batchImportl with defaults id 1 and tab importTab', () => {
    const route = byName('batchImportl')!;
    expect(route.path).toBe('/batchImport/list/:id?/:tab?');
    expect(route.paramDefaults).toEqual({ id: '1', tab: 'importTab' });
    for (const path of ['/batchImport/list', '/batchImport/list/7', '/batchImport/list/7/exportTab']) {
      expect(matchPath(route.path, path)).not.toBeNull();
    }
  });

  test('[ROUTE-12] [ROUTE-13] hidden /batchImporte, /batchExcel, /userManagement, /userDetail, /erpEmpRelation/list', () => {
    expect(paths(HIDDEN_ROUTES)).toEqual(
      expect.arrayContaining([
        '/batchImporte',
        '/batchExcel',
        '/userManagement',
        '/userDetail',
        '/erpEmpRelation/list',
      ]),
    );
  });

  test('[ROUTE-14] [ROUTE-15] [ROUTE-16] static base routes of /organization and /setting carry deleteFlag 1', () => {
    expect(STATIC_BASE_ROUTES.every((route) => route.deleteFlag === 1 && route.kind === 'static')).toBe(true);
    expect(STATIC_BASE_ROUTES.filter((r) => r.group === '/organization').map((r) => r.name)).toEqual([
      'roleManage',
      'DeptIndex',
      'createDept',
      'editDept',
      'viewDept',
      'franchiseeIndex',
      'createFranchisee',
      'PickUpIndex',
      'pickup',
      'createPickup',
      'employeeIndex',
      'employeeDetail',
    ]);
    expect(paths(STATIC_BASE_ROUTES.filter((r) => r.group === '/setting'))).toEqual([
      '/setting/index/list',
      '/setting/baseDocument/index',
      '/setting/searchNav/searchIndex',
    ]);
  });

  test('[ROUTE-17] [ROUTE-18] permission routes are {name}/index for the 33 names, collectMenu first', () => {
    const names =
      'collectMenu member scrm retail dataProduct process tripartite dataApply standby1 standby2 memberNew supplyChain logistics operate storeManagement distributionNew financeNew enable customerService dataNew settingNew service storeCard marketing promotion sell inventory warehouse purchase finance join distribution data'.split(
        ' ',
      );
    expect(names).toHaveLength(33);
    for (const name of names) {
      expect(byName(name)).toMatchObject({ path: `/${name}/index`, kind: 'permission', areaIndex: true });
    }
  });

  test('[ROUTE-19] the permission set adds operatorIndex, createOperator and globalEnclosure/index', () => {
    expect(paths(PERMISSION_ROUTES)).toEqual(
      expect.arrayContaining([
        '/organization/operatorIndex',
        '/organization/createOperator',
        '/globalEnclosure/index',
      ]),
    );
  });

  test('[ROUTE-20] [ROUTE-22] [ROUTE-23] [ROUTE-24] goods routes', () => {
    expect(paths(PERMISSION_ROUTES)).toEqual(
      expect.arrayContaining([
        '/goods/index/list',
        '/goods/index/create',
        '/goods/index/edit/:id',
        '/goods/index/view/:id',
        '/goods/index/gddtText',
        '/goods/cindex/list',
        '/goods/cindex/ccreate',
        '/goods/cindex/cedit/:id',
        '/goods/cindex/cview/:id',
        '/goods/category/list',
        '/goods/brand/blist',
        '/goods/brand/brandcategorylist',
        '/goods/mainsub/list',
        '/goods/mainsub/detail',
        '/goods/priceAdjustment/priceAdjustmentIndex',
        '/goods/priceAdjustment/addAdjustment',
        '/goods/priceAdjustment/viewAdjustment',
      ]),
    );
    expect(byName('goodsEdit')?.numericParams).toEqual(['id']);
    expect(byName('goodsView')?.numericParams).toEqual(['id']);
  });

  test('route names are unique and the catch-all is not among the known routes', () => {
    const names = KNOWN_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(KNOWN_ROUTES).not.toContain(CATCH_ALL);
  });
});
