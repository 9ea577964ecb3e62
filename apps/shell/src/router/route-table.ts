import type { MenuResource } from '@rcadmin/contract';
import { COLLECT_MENU_ID } from '../menu/types';

/**
 * Every route the shell knows (spec §2), in one place, as data: the router, the guard, the route
 * generation and the menu read it. Pages are named by `page`; router/pages.ts maps them to code.
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

const group = (kind: 'static' | 'permission', groupPath: string, children: Omit<RouteInit, 'kind'>[]) =>
  children.map((child) =>
    route({ ...child, kind, group: groupPath, ...(kind === 'static' ? { deleteFlag: 1 as const } : {}) }),
  );

/** Permission routes whose pages a feature module brings (the shell finds them by path). */
const featureGroup = (groupPath: string, children: Omit<RouteInit, 'kind'>[]) =>
  group(
    'permission',
    groupPath,
    children.map((child) => ({ ...child, page: 'feature' as const })),
  );

/**
 * A page of a feature module titled by the module's own texts (`<texts>.routes.<name>`), which
 * load with its pages; its forms are never kept alive, as the module says.
 */
const modulePage =
  (texts: string) =>
  (name: string, path: string, noCache = false): Omit<RouteInit, 'kind'> => ({
    name,
    path,
    page: 'feature',
    titleKey: `${texts}.routes.${name}`,
    ...(noCache ? { meta: { noCache: true } } : {}),
  });
/** A page of the organisation module (packages/features/src/organisation). */
const orgPage = modulePage('org');
/** A page of the settings module (packages/features/src/settings). */
const settingsPage = modulePage('settings');
/** A page of the bulk import module (packages/features/src/batch-import). */
const batchImportPage = modulePage('batchImport');

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
  route({
    ...batchImportPage('batchImportl', '/batchImport/list/:id?/:tab?'),
    kind: 'hidden',
    paramDefaults: { id: '1', tab: 'importTab' },
  }),
  route({ ...batchImportPage('batchImporte', '/batchImporte'), kind: 'hidden' }),
  route({ ...batchImportPage('batchExcel', '/batchExcel'), kind: 'hidden' }),
  route({ ...orgPage('userManagement', '/userManagement'), kind: 'hidden' }),
  route({ ...orgPage('userDetail', '/userDetail'), kind: 'hidden' }),
  route({ ...orgPage('erpEmpRelation', '/erpEmpRelation/list'), kind: 'hidden' }),
];

export const ROOT_CHILDREN: KnownRoute[] = [
  route({ name: 'overview', path: '/overview', kind: 'root', page: 'overview', meta: { affix: true } }),
  route({ name: 'noticelist', path: '/noticelist', kind: 'root', page: 'noticeList' }),
  route({ name: 'helpartlist', path: '/helpartlist', kind: 'root', page: 'helpList' }),
  route({ name: 'posAppDownload', path: '/posAppDownload', kind: 'root', page: 'download' }),
];

export const STATIC_BASE_ROUTES: KnownRoute[] = [
  ...group('static', '/organization', [
    orgPage('roleManage', '/organization/roleManage'),
    orgPage('DeptIndex', '/organization/DeptIndex'),
    orgPage('createDept', '/organization/createDept', true),
    orgPage('editDept', '/organization/editDept', true),
    orgPage('viewDept', '/organization/viewDept'),
    orgPage('franchiseeIndex', '/organization/franchiseeIndex'),
    orgPage('createFranchisee', '/organization/createFranchisee', true),
    orgPage('PickUpIndex', '/organization/PickUpIndex'),
    orgPage('pickup', '/organization/pickup'),
    orgPage('createPickup', '/organization/createPickup', true),
    orgPage('employeeIndex', '/organization/employeeIndex'),
    orgPage('employeeDetail', '/organization/employeeDetail', true),
  ]),
  ...group('static', '/setting', [
    settingsPage('sysParam', '/setting/index/list'),
    settingsPage('baseDocument', '/setting/baseDocument/index'),
    settingsPage('searchNav', '/setting/searchNav/searchIndex'),
  ]),
];

/** The {name}/index areas of spec §2, in the spec's order. */
export const PERMISSION_AREAS = [
  COLLECT_MENU_ID,
  'member',
  'scrm',
  'retail',
  'dataProduct',
  'process',
  'tripartite',
  'dataApply',
  'standby1',
  'standby2',
  'memberNew',
  'supplyChain',
  'logistics',
  'operate',
  'storeManagement',
  'distributionNew',
  'financeNew',
  'enable',
  'customerService',
  'dataNew',
  'settingNew',
  'service',
  'storeCard',
  'marketing',
  'promotion',
  'sell',
  'inventory',
  'warehouse',
  'purchase',
  'finance',
  'join',
  'distribution',
  'data',
] as const;

export const PERMISSION_ROUTES: KnownRoute[] = [
  ...PERMISSION_AREAS.map((name) =>
    route({ name, path: `/${name}/index`, kind: 'permission', group: `/${name}`, areaIndex: true }),
  ),
  ...group('permission', '/organization/operator', [
    orgPage('operatorIndex', '/organization/operatorIndex'),
    orgPage('createOperator', '/organization/createOperator', true),
  ]),
  ...group('permission', '/globalEnclosure', [orgPage('globalEnclosure', '/globalEnclosure/index')]),
  ...group('permission', '/setting/operationLog', [
    settingsPage('operationLog', '/setting/operationLog/list'),
  ]),
  ...group('permission', '/setting/embeddedApps', [
    settingsPage('embeddedApps', '/setting/embeddedApps/list'),
  ]),
  // A menu entry with the url /micro/{name} opens the tenant's micro-app of that name.
  ...group('permission', '/micro', [
    { name: 'microApp', path: '/micro/:name', page: 'microApp', titleKey: 'frame.microApp' },
  ]),
  // Goods (spec §2 "Goods routes"): pages of the goods feature module (packages/features/src/goods).
  ...featureGroup('/goods/index', [
    { name: 'goodsList', path: '/goods/index/list' },
    { name: 'goodsCreate', path: '/goods/index/create', meta: { noCache: true } },
    { name: 'goodsEdit', path: '/goods/index/edit/:id', numericParams: ['id'], meta: { noCache: true } },
    { name: 'goodsView', path: '/goods/index/view/:id', numericParams: ['id'] },
    { name: 'gddtText', path: '/goods/index/gddtText' },
  ]),
  ...featureGroup('/goods/cindex', [
    { name: 'combGoodsList', path: '/goods/cindex/list' },
    { name: 'combGoodsCreate', path: '/goods/cindex/ccreate', meta: { noCache: true } },
    {
      name: 'combGoodsEdit',
      path: '/goods/cindex/cedit/:id',
      numericParams: ['id'],
      meta: { noCache: true },
    },
    { name: 'combGoodsView', path: '/goods/cindex/cview/:id', numericParams: ['id'] },
  ]),
  ...featureGroup('/goods/query', [{ name: 'goodsQuery', path: '/goods/query/list' }]),
  ...featureGroup('/goods/category', [{ name: 'category', path: '/goods/category/list' }]),
  ...featureGroup('/goods/priceAdjustment', [
    { name: 'priceAdjustment', path: '/goods/priceAdjustment/priceAdjustmentIndex' },
    { name: 'addAdjustment', path: '/goods/priceAdjustment/addAdjustment' },
    { name: 'viewAdjustment', path: '/goods/priceAdjustment/viewAdjustment' },
  ]),
  ...featureGroup('/goods/brand', [
    { name: 'brand', path: '/goods/brand/blist' },
    { name: 'brandCategory', path: '/goods/brand/brandcategorylist' },
  ]),
  ...featureGroup('/goods/mainsub', [
    { name: 'mainsub', path: '/goods/mainsub/list' },
    { name: 'mainsubDetail', path: '/goods/mainsub/detail' },
  ]),
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

const baseEntry = (id: string, name: string, url: string, children: MenuResource[] = []): MenuResource => ({
  id: `static:${id}`,
  name,
  url,
  icon: '',
  deleteFlag: 1,
  children,
});

/**
 * The menu of the static base routes: the organization and setting areas. Menu names are data,
 * shown as the server names its entries (in Chinese, in every UI language, as the favourites
 * group is 收藏夹), and named alike so that the server's own copies replace these.
 */
export const BASE_MENU: MenuResource[] = [
  baseEntry('organization', '组织', '', [
    baseEntry('organizationGroup', '组织管理', '', [
      baseEntry('roleManage', '角色管理', '/organization/roleManage'),
      baseEntry('deptIndex', '部门门店', '/organization/DeptIndex'),
      baseEntry('franchiseeIndex', '加盟商', '/organization/franchiseeIndex'),
      baseEntry('pickUpIndex', '自提点', '/organization/PickUpIndex'),
      baseEntry('employeeIndex', '员工', '/organization/employeeIndex'),
    ]),
  ]),
  baseEntry('setting', '设置', '', [
    baseEntry('settingGroup', '系统设置', '', [
      baseEntry('sysParam', '系统参数', '/setting/index/list'),
      baseEntry('goodsSetting', '商品设置', '/setting/baseDocument/index'),
      baseEntry('searchNav', '门店导航', '/setting/searchNav/searchIndex'),
    ]),
  ]),
];
