import type { MenuNames, MenuResource } from '@rcadmin/contract';
import {
  areaPath,
  PAGE_LIST,
  PAGES,
  PERMISSION_AREAS,
  SHELL_PAGES,
  type Page,
  type PageRoute,
} from '@rcadmin/contract/wire';

export { PERMISSION_AREAS };

/**
 * Every route the shell knows (spec §2), in one place, as data: the router, the guard, the route
 * generation and the menu read it. Pages are named by `page`; app/create-router.tsx maps them to
 * code. The feature modules' pages come from the contract's page manifest.
 */

export type PageKey =
  | 'login'
  | 'authRedirect'
  | 'operauth'
  | 'redirect'
  | 'notFound'
  | 'unauthorised'
  | 'article'
  | 'frame'
  | 'microApp'
  | 'overview'
  | 'noticeList'
  | 'helpList'
  | 'download'
  | 'landing'
  /** A native feature module's page (packages/features): the route's path names it. */
  | 'feature';

/**
 * - public: no session needed (ROUTE-01);
 * - hidden: not in the menu, always there for a session (ROUTE-02..13);
 * - root: children of the root layout (ROUTE-07);
 * - static: base routes, deleteFlag 1, always registered (ROUTE-14..16);
 * - permission: kept only where a menu url matches (ROUTE-17..25).
 */
export type RouteKind = 'public' | 'hidden' | 'root' | 'static' | 'permission';

export interface KnownRoute {
  name: string;
  /** Absolute path in react-router syntax. */
  path: string;
  kind: RouteKind;
  page: PageKey;
  /** i18n key of the title. */
  titleKey: string;
  /** Rendered inside the admin layout (sidebar and top bar). */
  layout: boolean;
  /** Permission routes granted together: a menu url matching one grants the group. */
  group?: string;
  meta?: { affix?: boolean; noCache?: boolean };
  deleteFlag?: 1;
  /** Params that must be digits; anything else ends at /404 (ROUTE-21). */
  numericParams?: string[];
  /** Values of optional params when the path leaves them out (ROUTE-11). */
  paramDefaults?: Record<string, string>;
  /** An area's {name}/index page: it lists the area's entries (not a page still to come). */
  areaIndex?: true;
}

/** What a route object carries for the pages (title, meta, param defaults): its `handle`. */
export interface RouteHandle {
  route: KnownRoute;
}

type RouteInit = Omit<KnownRoute, 'titleKey' | 'layout' | 'page'> & {
  page?: PageKey;
  titleKey?: string;
  layout?: boolean;
};

const route = (init: RouteInit): KnownRoute => ({
  page: 'landing',
  titleKey: `routes.${init.name}`,
  layout: true,
  ...init,
});

/** The routes of the manifest's pages that the shell registers as `kind` (packages/features brings their code). */
const featureRoutes = (kind: PageRoute): KnownRoute[] =>
  PAGE_LIST.filter((page) => page.route === kind).map(featureRoute);

function featureRoute(page: Page): KnownRoute {
  return route({
    name: page.name,
    path: page.path,
    kind: page.route,
    page: 'feature',
    titleKey: page.titleKey,
    ...(page.route === 'hidden' ? {} : { group: page.group }),
    ...(page.route === 'static' ? { deleteFlag: 1 as const } : {}),
    ...(page.noCache ? { meta: { noCache: true } } : {}),
    ...(page.numericParams ? { numericParams: [...page.numericParams] } : {}),
    ...(page.paramDefaults ? { paramDefaults: { ...page.paramDefaults } } : {}),
  });
}

export const PUBLIC_ROUTES: KnownRoute[] = [
  route({
    name: 'login',
    path: '/login',
    kind: 'public',
    page: 'login',
    titleKey: 'login.title',
    layout: false,
  }),
  route({
    name: 'authRedirect',
    path: '/auth-redirect',
    kind: 'public',
    page: 'authRedirect',
    titleKey: 'authRedirect.title',
    layout: false,
  }),
  route({
    name: 'operauth',
    path: '/operauth',
    kind: 'public',
    page: 'operauth',
    titleKey: 'operauth.title',
    layout: false,
  }),
];

export const HIDDEN_ROUTES: KnownRoute[] = [
  route({ name: 'redirect', path: '/redirect/*', kind: 'hidden', page: 'redirect', titleKey: 'app.loading' }),
  route({
    name: 'notFound',
    path: '/404',
    kind: 'hidden',
    page: 'notFound',
    titleKey: 'errors.notFound.title',
    layout: true,
  }),
  route({
    name: 'unauthorised',
    path: '/401',
    kind: 'hidden',
    page: 'unauthorised',
    titleKey: 'errors.unauthorised.title',
    layout: true,
  }),
  route({ name: 'article', path: '/art/:id', kind: 'hidden', page: 'article' }),
  route({ name: 'frame', path: '/iframe/urlPath', kind: 'hidden', page: 'frame', meta: { noCache: true } }),
  ...featureRoutes('hidden'),
];

export const ROOT_CHILDREN: KnownRoute[] = [
  route({
    name: 'overview',
    path: SHELL_PAGES.overview,
    kind: 'root',
    page: 'overview',
    meta: { affix: true },
  }),
  route({ name: 'noticelist', path: SHELL_PAGES.noticelist, kind: 'root', page: 'noticeList' }),
  route({ name: 'helpartlist', path: SHELL_PAGES.helpartlist, kind: 'root', page: 'helpList' }),
  route({ name: 'posAppDownload', path: SHELL_PAGES.posAppDownload, kind: 'root', page: 'download' }),
];

export const STATIC_BASE_ROUTES: KnownRoute[] = featureRoutes('static');

export const PERMISSION_ROUTES: KnownRoute[] = [
  ...PERMISSION_AREAS.map((name) =>
    route({ name, path: areaPath(name), kind: 'permission', group: `/${name}`, areaIndex: true }),
  ),
  // A menu entry with the url /micro/{name} opens the tenant's micro-app of that name.
  route({
    name: 'microApp',
    path: SHELL_PAGES.microApp,
    kind: 'permission',
    group: '/micro',
    page: 'microApp',
    titleKey: 'frame.microApp',
  }),
  ...featureRoutes('permission'),
];

/** Routes every session has, whatever the menu says. */
export const CONSTANT_ROUTES: KnownRoute[] = [...PUBLIC_ROUTES, ...HIDDEN_ROUTES, ...ROOT_CHILDREN];

export const KNOWN_ROUTES: KnownRoute[] = [...CONSTANT_ROUTES, ...STATIC_BASE_ROUTES, ...PERMISSION_ROUTES];

/** The catch-all appended after the permitted routes (ROUTE-26). */
export const CATCH_ALL: KnownRoute = route({
  name: 'catchAll',
  path: '*',
  kind: 'hidden',
  page: 'notFound',
  titleKey: 'errors.notFound.title',
  layout: false,
});

const baseEntry = (
  id: string,
  name: string,
  names: Required<MenuNames>,
  url: string,
  children: MenuResource[] = [],
): MenuResource => ({
  id: `static:${id}`,
  name,
  names,
  url,
  icon: '',
  deleteFlag: 1,
  children,
});

/**
 * The menu of the static base routes: the organization and setting areas. Menu names are data:
 * the zh name as the server names its entries (so that the server's own copies replace these),
 * and the en and es names the menu shows in those languages, as the server's.
 */
export const BASE_MENU: MenuResource[] = [
  baseEntry('organization', '组织', { en: 'Organisation', es: 'Organización' }, '', [
    baseEntry(
      'organizationGroup',
      '组织管理',
      { en: 'Organisation management', es: 'Gestión de la organización' },
      '',
      [
        baseEntry('roleManage', '角色管理', { en: 'Roles', es: 'Roles' }, PAGES.roleManage.path),
        baseEntry(
          'deptIndex',
          '部门门店',
          { en: 'Departments and stores', es: 'Departamentos y tiendas' },
          PAGES.DeptIndex.path,
        ),
        baseEntry(
          'franchiseeIndex',
          '加盟商',
          { en: 'Franchisees', es: 'Franquiciados' },
          PAGES.franchiseeIndex.path,
        ),
        baseEntry(
          'pickUpIndex',
          '自提点',
          { en: 'Pickup points', es: 'Puntos de recogida' },
          PAGES.PickUpIndex.path,
        ),
        baseEntry('employeeIndex', '员工', { en: 'Employees', es: 'Empleados' }, PAGES.employeeIndex.path),
      ],
    ),
  ]),
  baseEntry('setting', '设置', { en: 'Settings', es: 'Ajustes' }, '', [
    baseEntry('settingGroup', '系统设置', { en: 'System settings', es: 'Ajustes del sistema' }, '', [
      baseEntry(
        'sysParam',
        '系统参数',
        { en: 'System parameters', es: 'Parámetros del sistema' },
        PAGES.sysParam.path,
      ),
      baseEntry(
        'goodsSetting',
        '商品设置',
        { en: 'Goods settings', es: 'Ajustes de productos' },
        PAGES.baseDocument.path,
      ),
      baseEntry(
        'searchNav',
        '门店导航',
        { en: 'Store navigation', es: 'Navegación de tiendas' },
        PAGES.searchNav.path,
      ),
    ]),
  ]),
];
