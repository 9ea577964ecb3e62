import { Code } from '@rcadmin/contract/wire';
import { CLASSIC_ERP_APPCODE } from '../constants';
import { findRoute, paramsAllowed } from './generate-routes';
import { KNOWN_ROUTES, type KnownRoute } from './route-table';

/** Paths that need no session (NAV-02). */
export const WHITE_LIST = ['/login', '/auth-redirect', '/operauth'];

export const isWhiteListed = (pathname: string) =>
  WHITE_LIST.includes(pathname) || pathname.startsWith('/redirect/');

export type GuardDecision =
  | { action: 'pass' }
  | { action: 'redirect'; to: string }
  /** The classic ERP hosts the shell: tell the user instead of leaving its frame (NAV-05). */
  | { action: 'timedOut' }
  /** A session exists: check it with the server before going on (NAV-07). */
  | { action: 'validate' };

export const loginLocation = (pathname: string, search = '') =>
  `/login?redirect=${encodeURIComponent(pathname + search)}`;

/** The first step of the guard (spec §4), from the path and the cookies alone. */
export function decideNavigation(input: {
  pathname: string;
  search?: string;
  siteToken: string | undefined;
  appcode: string | undefined;
  /**
   * PWD-04, PWD-05: the session must change its password first. Its prompt lives on the sign-in
   * page (the server grants such a session the password calls only), so a reload or any other
   * path comes back there, to the same forced prompt.
   */
  forcedPasswordChange?: boolean;
}): GuardDecision {
  if (!input.siteToken) {
    if (isWhiteListed(input.pathname)) return { action: 'pass' };
    if (input.appcode === CLASSIC_ERP_APPCODE) return { action: 'timedOut' };
    return { action: 'redirect', to: loginLocation(input.pathname, input.search) };
  }
  if (input.forcedPasswordChange)
    return input.pathname === '/login' ? { action: 'pass' } : { action: 'redirect', to: '/login' };
  if (input.pathname === '/login') return { action: 'redirect', to: '/' };
  return { action: 'validate' };
}

/**
 * After the session is known good: / lands on /overview (ROUTE-05); a page the shell knows but
 * the session's menu does not grant ends at /401 (ROUTE-03), any other path it has no route for
 * at /404 (NAV-03).
 */
export function decideAccess(pathname: string, routes: readonly KnownRoute[]): GuardDecision {
  if (pathname === '/') return { action: 'redirect', to: '/overview' };
  const route = findRoute(pathname, routes);
  if (route) return paramsAllowed(route, pathname) ? { action: 'pass' } : { action: 'redirect', to: '/404' };
  const page = findRoute(pathname, KNOWN_ROUTES);
  if (page && paramsAllowed(page, pathname)) return { action: 'redirect', to: '/401' };
  return { action: 'redirect', to: '/404' };
}

/** What an invalid login state leads to (NAV-10..12). */
export function decideInvalidState(input: { code: string | undefined; appcode: string | undefined }) {
  return {
    showMessage: input.code !== Code.silentInvalid,
    redirectToLogin: input.appcode !== CLASSIC_ERP_APPCODE,
  };
}
