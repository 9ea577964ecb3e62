/**
 * The page manifest: every page of the native feature modules, written once (spec §2). The
 * modules map a page's name to its code, the shell's route table registers it, the menu seed links
 * to it and the server binds calls to the menu pages (the *_PAGES tables) from here.
 */

/** The native feature modules (packages/features), by id. */
export type PageModule = 'goods' | 'org' | 'settings' | 'batchImport';

/** What a page shows: a list of records, a form that changes one, or one read-only. */
export type PageKind = 'list' | 'form' | 'view';

/**
 * How the shell registers the page's route (spec §2):
 * - hidden: not in the menu, there for every session;
 * - static: a static base route (deleteFlag 1), always registered;
 * - permission: registered when a menu url matches a route of its group.
 */
export type PageRoute = 'hidden' | 'static' | 'permission';

interface PageInit<P extends string> {
  path: P;
  kind: PageKind;
  /** The menu page(s) whose grant opens this page and serves its calls; the page itself when left out. */
  grantedBy?: string | readonly string[];
  /** Never kept alive behind another tab (forms). */
  noCache?: true;
  /** Params that must be digits; anything else ends at /404 (ROUTE-21). */
  numericParams?: readonly string[];
  /** Values of optional params when the path leaves them out (ROUTE-11). */
  paramDefaults?: Readonly<Record<string, string>>;
}

interface ModuleInit {
  module: PageModule;
  route: PageRoute;
  /** Permission routes granted together: a menu url matching one grants the group (ROUTE-25). */
  group?: string;
}

const pagesOf =
  <const I extends ModuleInit>(init: I) =>
  <const P extends string>(path: P, kind: PageKind, more: Omit<PageInit<P>, 'path' | 'kind'> = {}) => ({
    ...init,
    path,
    kind,
    ...more,
  });

const goods = (group: string) => pagesOf({ module: 'goods', route: 'permission', group });
const orgBase = pagesOf({ module: 'org', route: 'static', group: '/organization' });
const orgHidden = pagesOf({ module: 'org', route: 'hidden' });
const org = (group: string) => pagesOf({ module: 'org', route: 'permission', group });
const settingsBase = pagesOf({ module: 'settings', route: 'static', group: '/setting' });
const settings = (group: string) => pagesOf({ module: 'settings', route: 'permission', group });
const batchImport = pagesOf({ module: 'batchImport', route: 'hidden' });

const skus = goods('/goods/index');
const combs = goods('/goods/cindex');
const adjustments = goods('/goods/priceAdjustment');
const brands = goods('/goods/brand');
const mainSubs = goods('/goods/mainsub');
const operators = org('/organization/operator');
/** The import and export types' pages: the grant of any of them opens the bulk import screen. */
const JOB_PAGES = [
  'goodsList',
  'combGoodsList',
  'DeptIndex',
  'employeeIndex',
  'category',
  'brand',
  'operationLog',
] as const;

const MANIFEST = {
  // Goods (spec §2 "Goods routes"): SKUs, combined goods, the query, the catalogue, adjustments.
  goodsList: skus('/goods/index/list', 'list'),
  goodsCreate: skus('/goods/index/create', 'form', { grantedBy: 'goodsList', noCache: true }),
  goodsEdit: skus('/goods/index/edit/:id', 'form', {
    grantedBy: 'goodsList',
    noCache: true,
    numericParams: ['id'],
  }),
  goodsView: skus('/goods/index/view/:id', 'view', { grantedBy: 'goodsList', numericParams: ['id'] }),
  gddtText: skus('/goods/index/gddtText', 'view', { grantedBy: 'goodsList' }),
  combGoodsList: combs('/goods/cindex/list', 'list'),
  combGoodsCreate: combs('/goods/cindex/ccreate', 'form', { grantedBy: 'combGoodsList', noCache: true }),
  combGoodsEdit: combs('/goods/cindex/cedit/:id', 'form', {
    grantedBy: 'combGoodsList',
    noCache: true,
    numericParams: ['id'],
  }),
  combGoodsView: combs('/goods/cindex/cview/:id', 'view', {
    grantedBy: 'combGoodsList',
    numericParams: ['id'],
  }),
  goodsQuery: goods('/goods/query')('/goods/query/list', 'list'),
  category: goods('/goods/category')('/goods/category/list', 'list'),
  priceAdjustment: adjustments('/goods/priceAdjustment/priceAdjustmentIndex', 'list'),
  addAdjustment: adjustments('/goods/priceAdjustment/addAdjustment', 'form', {
    grantedBy: 'priceAdjustment',
  }),
  viewAdjustment: adjustments('/goods/priceAdjustment/viewAdjustment', 'view', {
    grantedBy: 'priceAdjustment',
  }),
  brand: brands('/goods/brand/blist', 'list'),
  brandCategory: brands('/goods/brand/brandcategorylist', 'list'),
  mainsub: mainSubs('/goods/mainsub/list', 'list'),
  mainsubDetail: mainSubs('/goods/mainsub/detail', 'form', { grantedBy: 'mainsub' }),

  // Organisation: the static base routes of /organization (spec §2), the hidden account pages,
  // the operator archive and the electronic fence (when the permission set supplies them).
  roleManage: orgBase('/organization/roleManage', 'list'),
  DeptIndex: orgBase('/organization/DeptIndex', 'list'),
  createDept: orgBase('/organization/createDept', 'form', { grantedBy: 'DeptIndex', noCache: true }),
  editDept: orgBase('/organization/editDept', 'form', { grantedBy: 'DeptIndex', noCache: true }),
  viewDept: orgBase('/organization/viewDept', 'view', { grantedBy: 'DeptIndex' }),
  franchiseeIndex: orgBase('/organization/franchiseeIndex', 'list'),
  createFranchisee: orgBase('/organization/createFranchisee', 'form', {
    grantedBy: 'franchiseeIndex',
    noCache: true,
  }),
  PickUpIndex: orgBase('/organization/PickUpIndex', 'list'),
  pickup: orgBase('/organization/pickup', 'view', { grantedBy: 'PickUpIndex' }),
  createPickup: orgBase('/organization/createPickup', 'form', { grantedBy: 'PickUpIndex', noCache: true }),
  employeeIndex: orgBase('/organization/employeeIndex', 'list'),
  employeeDetail: orgBase('/organization/employeeDetail', 'form', {
    grantedBy: 'employeeIndex',
    noCache: true,
  }),
  userManagement: orgHidden('/userManagement', 'list', { grantedBy: 'employeeIndex' }),
  userDetail: orgHidden('/userDetail', 'view', { grantedBy: 'employeeIndex' }),
  erpEmpRelation: orgHidden('/erpEmpRelation/list', 'list', { grantedBy: 'employeeIndex' }),
  operatorIndex: operators('/organization/operatorIndex', 'list'),
  createOperator: operators('/organization/createOperator', 'form', {
    grantedBy: 'operatorIndex',
    noCache: true,
  }),
  globalEnclosure: org('/globalEnclosure')('/globalEnclosure/index', 'form'),

  // Settings: the static base routes of /setting, the operation log and the embedded apps.
  sysParam: settingsBase('/setting/index/list', 'list'),
  baseDocument: settingsBase('/setting/baseDocument/index', 'list'),
  searchNav: settingsBase('/setting/searchNav/searchIndex', 'list'),
  operationLog: settings('/setting/operationLog')('/setting/operationLog/list', 'list'),
  embeddedApps: settings('/setting/embeddedApps')('/setting/embeddedApps/list', 'list'),

  // Bulk import (hidden routes): /batchImport/list/{id}/{tab} opens on an import type and a tab
  // (SET-04), /batchImporte on importing, /batchExcel on the history of imports and exports.
  batchImportl: batchImport('/batchImport/list/:id?/:tab?', 'form', {
    grantedBy: JOB_PAGES,
    paramDefaults: { id: '1', tab: 'importTab' },
  }),
  batchImporte: batchImport('/batchImporte', 'form', { grantedBy: JOB_PAGES }),
  batchExcel: batchImport('/batchExcel', 'list', { grantedBy: JOB_PAGES }),
};

type Manifest = typeof MANIFEST;
/** A page's name (spec §2's route name, e.g. 'goodsList'). */
export type PageName = keyof Manifest;

/** One page, as every place that needs it reads it. */
export interface Page<N extends PageName = PageName> {
  name: N;
  /** Absolute path in react-router syntax, as the menu url names it. */
  path: Manifest[N]['path'];
  module: PageModule;
  kind: PageKind;
  route: PageRoute;
  /** The routes a menu url grants together (the page's own path when it stands alone). */
  group: string;
  /** The menu pages, by path, whose grant opens the page and allows its calls. */
  resource: readonly string[];
  /** i18n key of its title: the module's texts, but goods pages are titled by the shell's. */
  titleKey: string;
  noCache: boolean;
  numericParams?: readonly string[];
  paramDefaults?: Readonly<Record<string, string>>;
}

/** Where a module's page titles are: goods titles load with the shell, the others with their module. */
const TITLES: Record<PageModule, string> = {
  goods: 'routes',
  org: 'org.routes',
  settings: 'settings.routes',
  batchImport: 'batchImport.routes',
};

const names = Object.keys(MANIFEST) as PageName[];

const toPage = <N extends PageName>(name: N): Page<N> => {
  const init: PageInit<string> & ModuleInit = MANIFEST[name];
  const grantedBy = init.grantedBy ?? name;
  return {
    name,
    path: MANIFEST[name].path,
    module: init.module,
    kind: init.kind,
    route: init.route,
    group: init.group ?? init.path,
    resource: (typeof grantedBy === 'string' ? [grantedBy] : grantedBy).map((by) => {
      if (!(by in MANIFEST)) throw new Error(`page ${name}: granted by ${by}, which is no page`);
      return MANIFEST[by as PageName].path;
    }),
    titleKey: `${TITLES[init.module]}.${name}`,
    noCache: init.noCache ?? false,
    ...(init.numericParams ? { numericParams: init.numericParams } : {}),
    ...(init.paramDefaults ? { paramDefaults: init.paramDefaults } : {}),
  };
};

/** Every page by name. */
export const PAGES = Object.fromEntries(names.map((name) => [name, toPage(name)])) as {
  readonly [N in PageName]: Page<N>;
};

/** Every page, in the manifest's order. */
export const PAGE_LIST: readonly Page[] = names.map((name) => PAGES[name]);

/** The pages of one module, by name. */
export type ModulePageName<M extends PageModule> = {
  [N in PageName]: Manifest[N]['module'] extends M ? N : never;
}[PageName];

/** The pages of one module, in the manifest's order. */
export const modulePages = (module: PageModule): readonly Page[] =>
  PAGE_LIST.filter((page) => page.module === module);

/** A menu page: one whose own grant opens it (a list, the fence): menu entries link to these. */
export const isMenuPage = (page: Page): boolean =>
  page.resource.length === 1 && page.resource[0] === page.path;

/**
 * A page's address with its params filled in; optional params left out are dropped
 * (pageUrl('batchImportl') is /batchImport/list, pageUrl('goodsEdit', { id: '12' }) /goods/index/edit/12).
 */
export function pageUrl(name: PageName, params: Readonly<Record<string, string>> = {}): string {
  const url = PAGES[name].path.replace(/\/:(\w+)(\?)?/g, (whole, param: string, optional?: string) => {
    const value = params[param];
    if (value !== undefined) return `/${encodeURIComponent(value)}`;
    if (optional) return '';
    throw new Error(`pageUrl(${name}): no value for :${param}`);
  });
  return url;
}

/** Does a url (path only) land on the page's route? Params match one segment each. */
export function pageMatches(page: { path: string }, url: string): boolean {
  const pattern = page.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? segment.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : segment && `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${pattern}/?$`).test(url.split(/[?#]/)[0] ?? url);
}

/** The shell's own pages a menu links to (spec §2: root children, micro-apps by name). */
export const SHELL_PAGES = {
  overview: '/overview',
  noticelist: '/noticelist',
  helpartlist: '/helpartlist',
  posAppDownload: '/posAppDownload',
  microApp: '/micro/:name',
} as const;

/** The {name}/index areas of spec §2, in the spec's order: the shell's landing page lists each. */
export const PERMISSION_AREAS = [
  'collectMenu',
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
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** The path of an area's index page (/member/index). */
export const areaPath = (area: PermissionArea) => `/${area}/index` as const;
