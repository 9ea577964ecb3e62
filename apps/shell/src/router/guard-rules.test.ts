import { describe, expect, test } from 'vitest';
import { toMenuItems } from '../menu/build-menu';
import { res } from '../menu/testing/fixtures';
import { generateRoutes } from './generate-routes';
import { decideAccess, decideInvalidState, decideNavigation } from './guard-rules';
import { CONSTANT_ROUTES } from './route-table';

const noToken = { siteToken: undefined, appcode: undefined };
const withToken = { siteToken: 'tok', appcode: undefined };

describe('guard decisions', () => {
  test('[NAV-02] without siteToken, /login, /auth-redirect, /operauth and /redirect/* pass', () => {
    for (const pathname of ['/login', '/auth-redirect', '/operauth', '/redirect/overview']) {
      expect(decideNavigation({ pathname, ...noToken })).toEqual({ action: 'pass' });
    }
  });

  test('[NAV-04] without siteToken, every other path goes to /login with a redirect back', () => {
    expect(decideNavigation({ pathname: '/goods/index/list', search: '?a=1', ...noToken })).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fgoods%2Findex%2Flist%3Fa%3D1',
    });
    expect(decideNavigation({ pathname: '/', ...noToken })).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2F',
    });
    expect(decideNavigation({ pathname: '/404', ...noToken })).toMatchObject({ action: 'redirect' });
  });

  test('[NAV-05] without siteToken and with appcode classicerp: login timed out instead', () => {
    expect(decideNavigation({ pathname: '/overview', siteToken: undefined, appcode: 'classicerp' })).toEqual({
      action: 'timedOut',
    });
    expect(decideNavigation({ pathname: '/login', siteToken: undefined, appcode: 'classicerp' })).toEqual({
      action: 'pass',
    });
  });

  test('[PWD-04] [PWD-05] a session that must change its password stays on /login, where its prompt is', () => {
    const forced = { ...withToken, forcedPasswordChange: true };
    expect(decideNavigation({ pathname: '/login', ...forced })).toEqual({ action: 'pass' });
    expect(decideNavigation({ pathname: '/overview', ...forced })).toEqual({
      action: 'redirect',
      to: '/login',
    });
    expect(decideNavigation({ pathname: '/', ...forced })).toEqual({ action: 'redirect', to: '/login' });
  });

  test('[NAV-06] with siteToken, /login goes to /', () => {
    expect(decideNavigation({ pathname: '/login', ...withToken })).toEqual({ action: 'redirect', to: '/' });
  });

  test('[NAV-07] with siteToken, any other path validates the login state first', () => {
    for (const pathname of ['/', '/overview', '/auth-redirect', '/nowhere']) {
      expect(decideNavigation({ pathname, ...withToken })).toEqual({ action: 'validate' });
    }
  });

  test('[NAV-03] with a valid session, unknown paths and malformed params go to /404', () => {
    const menu = toMenuItems([res('a', '会员', '/member/index')], new Set());
    const routes = [...CONSTANT_ROUTES, ...generateRoutes(menu)];
    expect(decideAccess('/no/such/page', routes)).toEqual({ action: 'redirect', to: '/404' });
    expect(decideAccess('/goods/index/edit/abc', routes)).toEqual({ action: 'redirect', to: '/404' });
    for (const pathname of ['/overview', '/member/index', '/organization/roleManage', '/404', '/art/3']) {
      expect(decideAccess(pathname, routes)).toEqual({ action: 'pass' });
    }
  });

  test('[ROUTE-03] a page the shell knows but the menu does not grant goes to /401', () => {
    const menu = toMenuItems([res('a', '会员', '/member/index')], new Set());
    const routes = [...CONSTANT_ROUTES, ...generateRoutes(menu)];
    for (const pathname of ['/finance/index', '/goods/index/list', '/goods/index/edit/12', '/micro/vendor']) {
      expect(decideAccess(pathname, routes), pathname).toEqual({ action: 'redirect', to: '/401' });
    }
    expect(decideAccess('/goods/index/edit/abc', routes)).toEqual({ action: 'redirect', to: '/404' });
  });

  test('[ROUTE-05] with a valid session / lands on /overview', () => {
    expect(decideAccess('/', CONSTANT_ROUTES)).toEqual({ action: 'redirect', to: '/overview' });
  });

  test('[NAV-11] an invalid state shows its message unless the code is -1001', () => {
    expect(decideInvalidState({ code: '1024', appcode: undefined })).toEqual({
      showMessage: true,
      redirectToLogin: true,
    });
    expect(decideInvalidState({ code: '-1001', appcode: undefined }).showMessage).toBe(false);
  });

  test('[NAV-12] with appcode classicerp an invalid state does not redirect', () => {
    expect(decideInvalidState({ code: '1024', appcode: 'classicerp' }).redirectToLogin).toBe(false);
  });
});
