import {
  ACTION_NAMES,
  actionOfResourceId,
  actionResourceId,
  actionsAtUrl,
  areaPath,
  PAGE_ACTIONS_BY_PATH,
  PAGES,
  pageUrl,
  SHELL_PAGES,
  type MenuNames,
  type PageAction,
  type PermissionArea,
} from '@rcadmin/contract';
import type { menuResources } from '../db/schema';
import { MENU_NAMES } from './menu-names';

/** A menu entry as written here: level follows nesting (area → group → page). */
export interface MenuSeed {
  id: string;
  name: string;
  url?: string;
  icon?: string;
  /** 1: also a static base route of the shell (spec §2). */
  deleteFlag?: 0 | 1;
  /** The en and es names, when not in MENU_NAMES (a page's actions). */
  names?: MenuNames;
  children?: MenuSeed[];
}

/** An action of a page (rights per action): a child of the page, never an entry of the menu. */
const action = (pageId: string, which: PageAction): MenuSeed => {
  const { zh, en, es } = ACTION_NAMES[which];
  return { id: actionResourceId(pageId, which), name: zh, names: { en, es } };
};

/** A page, with the actions the calls of its route name (the contract's PAGE_ACTIONS_BY_PATH). */
const page = (id: string, name: string, url: string, deleteFlag: 0 | 1 = 0): MenuSeed => {
  const actions = actionsAtUrl(PAGE_ACTIONS_BY_PATH, url);
  return {
    id,
    name,
    url,
    deleteFlag,
    ...(actions.length > 0 ? { children: actions.map((which) => action(id, which)) } : {}),
  };
};
const group = (id: string, name: string, children: MenuSeed[]): MenuSeed => ({ id, name, children });
const area = (id: string, name: string, icon: string, children: MenuSeed[]): MenuSeed => ({
  id,
  name,
  icon,
  children,
});
/** A permission-driven route of spec §2 is `/{name}/index`. */
const permission = (id: string, name: string, area: PermissionArea) => page(id, name, areaPath(area));

/** The example vendor page (examples/third-party-page), on its own origin (config.exampleOrigin). */
export const vendorPageUrl = (exampleOrigin: string) => `${exampleOrigin}/index.html`;
/** The example's wujie sub-app, registered as the demo tenants' micro-app 'vendor'. */
export const vendorMicroApp = (exampleOrigin: string) => ({
  name: 'vendor',
  url: `${exampleOrigin}/wujie-app.html`,
});

/**
 * The rcadmin menu: every area of spec §1, every permission route of spec §2, the goods and
 * organisation pages (their urls from the contract's page manifest). With the example's origin (the demo), also its frame page and micro-app.
 */
export const rcadminMenu = (exampleOrigin?: string): MenuSeed[] => [
  area('rc-overview-area', '概况', 'dashboard', [
    group('rc-overview-group', '概况', [page('rc-overview', '经营概况', SHELL_PAGES.overview)]),
  ]),
  area('rc-order-area', '订单', 'order', [
    group('rc-order-group', '订单管理', [
      page('rc-order-list', '订单列表', '#'),
      page('rc-order-aftersale', '售后管理', '#'),
      // Deliberately unconfigured: the shell answers '未配置菜单链接！'.
      page('rc-order-refund', '退款单', ''),
    ]),
  ]),
  area('rc-member-area', '会员', 'member', [
    group('rc-member-group', '会员管理', [
      permission('rc-member', '会员中心', 'member'),
      permission('rc-member-new', '新版会员', 'memberNew'),
    ]),
  ]),
  area('rc-goods-area', '商品', 'goods', [
    group('rc-goods-group', '商品管理', [
      page('rc-goods-spu', '商品档案(SPU)', PAGES.goodsList.path),
      page('rc-goods-combined', '组合商品', PAGES.combGoodsList.path),
      page('rc-goods-query', '商品查询', PAGES.goodsQuery.path),
      page('rc-goods-list', '商品档案', PAGES.goodsList.path),
      page('rc-goods-mainsub', '主副商品', PAGES.mainsub.path),
    ]),
    group('rc-goods-base-group', '商品资料', [
      page('rc-goods-category', '商品分类', PAGES.category.path),
      page('rc-goods-brand', '品牌', PAGES.brand.path),
      page('rc-goods-brand-category', '品牌分类', PAGES.brandCategory.path),
      page('rc-goods-price-adjustment', '调价单', PAGES.priceAdjustment.path),
    ]),
  ]),
  area('rc-service-area', '服务', 'service', [
    group('rc-service-group', '服务管理', [permission('rc-service', '服务项目', 'service')]),
  ]),
  area('rc-store-card-area', '储值卡', 'card', [
    group('rc-store-card-group', '储值卡管理', [permission('rc-store-card', '储值卡', 'storeCard')]),
  ]),
  area('rc-marketing-area', '营销', 'marketing', [
    group('rc-marketing-group', '营销活动', [permission('rc-marketing', '营销中心', 'marketing')]),
  ]),
  area('rc-promotion-area', '促销', 'promotion', [
    group('rc-promotion-group', '促销管理', [permission('rc-promotion', '促销活动', 'promotion')]),
  ]),
  area('rc-sell-area', '销售', 'sell', [
    group('rc-sell-group', '销售管理', [permission('rc-sell', '销售单', 'sell')]),
  ]),
  area('rc-inventory-area', '库存', 'inventory', [
    group('rc-inventory-group', '库存管理', [permission('rc-inventory', '库存查询', 'inventory')]),
  ]),
  area('rc-warehouse-area', '仓储', 'warehouse', [
    group('rc-warehouse-group', '仓储管理', [permission('rc-warehouse', '仓库作业', 'warehouse')]),
  ]),
  area('rc-purchase-area', '采购', 'purchase', [
    group('rc-purchase-group', '采购管理', [permission('rc-purchase', '采购单', 'purchase')]),
  ]),
  area('rc-finance-area', '财务', 'finance', [
    group('rc-finance-group', '财务管理', [
      permission('rc-finance', '财务中心', 'finance'),
      permission('rc-finance-new', '新版财务', 'financeNew'),
    ]),
  ]),
  area('rc-join-area', '加盟', 'join', [
    group('rc-join-group', '加盟管理', [permission('rc-join', '加盟业务', 'join')]),
  ]),
  area('rc-distribution-area', '分销', 'distribution', [
    group('rc-distribution-group', '分销管理', [
      permission('rc-distribution', '分销中心', 'distribution'),
      permission('rc-distribution-new', '新版分销', 'distributionNew'),
    ]),
  ]),
  area('rc-data-area', '数据', 'data', [
    group('rc-data-group', '数据中心', [
      permission('rc-data', '数据报表', 'data'),
      permission('rc-data-new', '新版数据', 'dataNew'),
      permission('rc-data-product', '数据产品', 'dataProduct'),
      permission('rc-data-apply', '数据应用', 'dataApply'),
    ]),
  ]),
  area('rc-org-area', '组织', 'organization', [
    group('rc-org-group', '组织架构', [
      page('rc-org-role', '角色管理', PAGES.roleManage.path, 1),
      page('rc-org-dept', '部门/门店', PAGES.DeptIndex.path, 1),
      page('rc-org-franchisee', '加盟商', PAGES.franchiseeIndex.path, 1),
      page('rc-org-pickup', '自提点', PAGES.PickUpIndex.path, 1),
      page('rc-org-employee', '员工管理', PAGES.employeeIndex.path, 1),
    ]),
    group('rc-org-operator-group', '操作员', [
      page('rc-org-operator', '操作员档案', PAGES.operatorIndex.path),
      page('rc-org-fence', '电子围栏', PAGES.globalEnclosure.path),
    ]),
  ]),
  area('rc-setting-area', '设置', 'setting', [
    group('rc-setting-group', '系统设置', [
      page('rc-setting-params', '系统参数', PAGES.sysParam.path, 1),
      page('rc-setting-goods', '商品设置', PAGES.baseDocument.path, 1),
      page('rc-setting-nav', '门店导航', PAGES.searchNav.path, 1),
      permission('rc-setting-new', '新版设置', 'settingNew'),
      // The vendor pages and micro-apps the tenant registers (migration 0009 adds it to older tenants).
      page('rc-setting-embedded-apps', '嵌入应用', PAGES.embeddedApps.path),
    ]),
    group('rc-setting-tools-group', '工具', [
      page('rc-batch-import', '批量导入', pageUrl('batchImportl')),
      page('rc-download', '下载中心', SHELL_PAGES.posAppDownload),
      page('rc-notice', '公告', SHELL_PAGES.noticelist),
      page('rc-help', '帮助中心', SHELL_PAGES.helpartlist),
      page('rc-operation-log', '操作日志', PAGES.operationLog.path),
    ]),
  ]),
  area('rc-collect-area', '收藏夹', 'star', [
    group('rc-collect-group', '收藏夹', [permission('rc-collect', '收藏夹', 'collectMenu')]),
  ]),
  area('rc-marketing-cloud-area', '营销云', 'cloud', [
    group('rc-marketing-cloud-group', '营销云', [permission('rc-marketing-cloud', '营销云平台', 'standby1')]),
  ]),
  area('rc-logistics-area', '物流', 'logistics', [
    group('rc-logistics-group', '物流管理', [permission('rc-logistics', '物流中心', 'logistics')]),
  ]),
  area('rc-operate-area', '运营', 'operate', [
    group('rc-operate-group', '运营管理', [permission('rc-operate', '运营中心', 'operate')]),
  ]),
  area('rc-store-management-area', '门店管理', 'store', [
    group('rc-store-management-group', '门店运营', [
      permission('rc-store-management', '门店管理', 'storeManagement'),
    ]),
  ]),
  area('rc-enable-area', '赋能', 'enable', [
    group('rc-enable-group', '赋能中心', [permission('rc-enable', '赋能', 'enable')]),
  ]),
  area('rc-customer-service-area', '客服', 'customer-service', [
    group('rc-customer-service-group', '客服中心', [
      permission('rc-customer-service', '客服工作台', 'customerService'),
    ]),
  ]),
  area('rc-same-city-area', '同城配送', 'delivery', [
    group('rc-same-city-group', '同城配送', [permission('rc-same-city', '配送管理', 'standby2')]),
  ]),
  area('rc-processing-area', '加工', 'processing', [
    group('rc-processing-group', '加工管理', [
      // Planned: the shell answers '菜单功能规划中，敬请期待'.
      page('rc-processing-order', '加工单', '#'),
      page('rc-processing-recipe', '加工配方', '#'),
    ]),
  ]),
  area('rc-retail-area', '零售', 'retail', [
    group('rc-retail-group', '零售管理', [permission('rc-retail', '零售中心', 'retail')]),
  ]),
  area('rc-supply-chain-area', '供应链', 'supply-chain', [
    group('rc-supply-chain-group', '供应链管理', [permission('rc-supply-chain', '供应链', 'supplyChain')]),
  ]),
  area('rc-scrm-area', 'SCRM', 'scrm', [
    group('rc-scrm-group', '客户关系', [permission('rc-scrm', 'SCRM', 'scrm')]),
  ]),
  area('rc-process-area', '流程', 'process', [
    group('rc-process-group', '流程管理', [permission('rc-process', '流程中心', 'process')]),
  ]),
  area('rc-tripartite-area', '第三方', 'tripartite', [
    group('rc-tripartite-group', '第三方应用', [
      permission('rc-tripartite', '第三方中心', 'tripartite'),
      ...(exampleOrigin === undefined
        ? []
        : [
            page('rc-vendor-example', '示例第三方页面', vendorPageUrl(exampleOrigin)),
            page('rc-vendor-micro-app', '示例微应用', `/micro/${vendorMicroApp(exampleOrigin).name}`),
          ]),
      page('rc-erp-emp', '第三方员工管理', PAGES.erpEmpRelation.path),
    ]),
  ]),
];

/** The clerk's smaller menu: overview, goods, orders and favourites. */
export const CLERK_AREAS = ['rc-overview-area', 'rc-goods-area', 'rc-order-area', 'rc-collect-area'];

/** The clerk's grants: the pages of CLERK_AREAS, to view only (no new, edit, delete, price change…). */
export const clerkGrants = (menu: MenuSeed[]): string[] =>
  idsUnder(menu, CLERK_AREAS).filter((id) => {
    const granted = actionOfResourceId(id);
    return granted === undefined || granted.action === 'view';
  });

/** A second app, granted to admins: its presence sets the operations-centre flag (spec §6). */
export const CZYL_MENU: MenuSeed[] = [
  area('czyl-ops-area', '运营中心', 'operate', [
    group('czyl-ops-group', '运营平台', [
      page('czyl-dashboard', '运营看板', '/czyl/dashboard'),
      page('czyl-merchants', '商户管理', '/czyl/merchants'),
    ]),
  ]),
];

export type MenuInsert = typeof menuResources.$inferInsert;

/** Flatten a menu into rows of one tenant and app, levels and sort order from the nesting. */
export function menuRows(tenantId: number, appCode: string, menu: MenuSeed[]): MenuInsert[] {
  const rows: MenuInsert[] = [];
  const walk = (entries: MenuSeed[], parentId: string | null, level: number) => {
    entries.forEach((entry, index) => {
      rows.push({
        tenantId,
        id: entry.id,
        appCode,
        parentId,
        level,
        name: entry.name,
        names: entry.names ?? MENU_NAMES[entry.id] ?? {},
        url: entry.url ?? '',
        icon: entry.icon ?? '',
        sort: (index + 1) * 10,
        deleteFlag: entry.deleteFlag ?? 0,
      });
      walk(entry.children ?? [], entry.id, level + 1);
    });
  };
  walk(menu, null, 1);
  return rows;
}

/** Every id of the given entries and their descendants. */
export function idsUnder(menu: MenuSeed[], roots?: string[]): string[] {
  const ids: string[] = [];
  const walk = (entries: MenuSeed[], inside: boolean) => {
    for (const entry of entries) {
      const here = inside || roots === undefined || roots.includes(entry.id);
      if (here) ids.push(entry.id);
      walk(entry.children ?? [], here);
    }
  };
  walk(menu, false);
  return ids;
}
