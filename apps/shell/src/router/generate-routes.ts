import { matchPath } from 'react-router';
import type { MenuItem } from '../menu/types';
import { CATCH_ALL, PERMISSION_ROUTES, STATIC_BASE_ROUTES, type KnownRoute } from './route-table';

/** Every in-app link of a menu, all levels, without query or hash. */
export function menuRoutePaths(menu: readonly MenuItem[]): string[] {
  const walk = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => [item.url, ...walk(item.list)]);
  return walk(menu)
    .filter((url) => url.startsWith('/'))
    .map((url) => url.split(/[?#]/)[0] ?? url);
}

const matches = (route: KnownRoute, pathname: string) =>
  route.path !== CATCH_ALL.path && matchPath({ path: route.path, end: true }, pathname) !== null;

/**
 * The routes of a session (ROUTE-25, ROUTE-26): the static base routes, then each permission
 * route whose group a menu url matches, then the catch-all.
 */
export function generateRoutes(
  menu: readonly MenuItem[],
  permissionRoutes: KnownRoute[] = PERMISSION_ROUTES,
  staticRoutes: KnownRoute[] = STATIC_BASE_ROUTES,
): KnownRoute[] {
  const urls = menuRoutePaths(menu);
  const granted = new Set(
    permissionRoutes.filter((route) => urls.some((url) => matches(route, url))).map((r) => r.group ?? r.path),
  );
  const permitted = permissionRoutes.filter((route) => granted.has(route.group ?? route.path));
  return [...staticRoutes, ...permitted, CATCH_ALL];
}

/** The route a path lands on among `routes`, the catch-all aside. */
export function findRoute(pathname: string, routes: readonly KnownRoute[]): KnownRoute | undefined {
  return routes.find((route) => matches(route, pathname));
}

/** ROUTE-21: params a route wants numeric must be digits. */
export function paramsAllowed(route: KnownRoute, pathname: string): boolean {
  if (!route.numericParams) return true;
  const params = matchPath({ path: route.path, end: true }, pathname)?.params ?? {};
  return route.numericParams.every((name) => /^\d+$/.test(params[name] ?? ''));
}

/** ROUTE-11: the route's params with its defaults filled in. */
export function paramsWithDefaults(
  route: KnownRoute,
  params: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const filled = { ...params };
  for (const [name, value] of Object.entries(route.paramDefaults ?? {})) filled[name] = params[name] || value;
  return filled;
}
