import type { CallInfo } from './calls-info';
import type { CallAction } from './page-actions';
import { GOODS_PAGES } from './goods-calls';
import { SETTINGS_PAGES } from './settings-calls';

/**
 * The goods settings page (/setting/baseDocument/index) keeps the tenant's code lists of the goods
 * form (units, tax rates, suppliers, property templates, barcode prefix rules); the store
 * navigation page (/setting/searchNav/searchIndex) keeps the shelves a SKU is listed under.
 */
const GOODS_SETTINGS = SETTINGS_PAGES.goods;
const NAV_SETTINGS = SETTINGS_PAGES.nav;
/**
 * Who reads the lists: the settings page, and the goods pages whose forms offer them (a goods
 * page's grant reads them; only the settings page's grant changes them).
 */
const LIST_READERS = [GOODS_SETTINGS, ...Object.values(GOODS_PAGES)] as const;

/** A unit's name: 1–10 characters, unique in the tenant. */
export const UNIT_NAME_MAX = 10;
/** The most values a property template offers. */
export const PROPERTY_TEMPLATE_VALUES_MAX = 100;
/** A barcode prefix rule's code length: the barcodes it makes or accepts have 8–18 digits. */
export const BAR_PREFIX_CODE_LENGTH = { min: 8, max: 18 } as const;
/** The barcode prefix types (the SKU's barPrefixType): 1 standard, 2 in-store, 3 weighed. */
export const BAR_PREFIX_TYPES = [1, 2, 3] as const;
/** Store navigation goes three levels deep; a shelf's name has 1–20 characters. */
export const NAV_MAX_DEPTH = 3;
export const NAV_NAME_MAX = 20;
/** The icons a shelf may show: antd icon names ('' for none). */
export const NAV_ICONS = [
  'HomeOutlined',
  'FireOutlined',
  'StarOutlined',
  'GiftOutlined',
  'TagOutlined',
  'ShoppingOutlined',
  'ShopOutlined',
  'CoffeeOutlined',
  'AppleOutlined',
  'SkinOutlined',
  'HeartOutlined',
  'SmileOutlined',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

const list = (path: string) =>
  ({ method: 'GET', path, access: 'session', resource: LIST_READERS, action: 'view' }) as const;
const write = <A extends CallAction>(
  path: string,
  resource: string,
  action: A,
  encoding: 'form' | 'json' = 'form',
) => ({ method: 'POST', path, encoding, access: 'session+site', resource, action }) as const;

/** The goods settings and store navigation calls, in the style of spec §7 (/bmc/..., pubNav/...). */
export const goodsSettingsCalls = {
  unitList: list('/bmc/goodsSetting/unit/list.do'),
  unitSave: write('/bmc/goodsSetting/unit/save.do', GOODS_SETTINGS, 'save'),
  unitDelete: write('/bmc/goodsSetting/unit/delete.do', GOODS_SETTINGS, 'delete'),
  taxRateList: list('/bmc/goodsSetting/taxRate/list.do'),
  taxRateSave: write('/bmc/goodsSetting/taxRate/save.do', GOODS_SETTINGS, 'save'),
  taxRateDelete: write('/bmc/goodsSetting/taxRate/delete.do', GOODS_SETTINGS, 'delete'),
  supplierList: list('/bmc/goodsSetting/supplier/list.do'),
  supplierSave: write('/bmc/goodsSetting/supplier/save.do', GOODS_SETTINGS, 'save'),
  supplierDelete: write('/bmc/goodsSetting/supplier/delete.do', GOODS_SETTINGS, 'delete'),
  propertyTemplateList: list('/bmc/goodsSetting/propertyTemplate/list.do'),
  propertyTemplateSave: write('/bmc/goodsSetting/propertyTemplate/save.do', GOODS_SETTINGS, 'save', 'json'),
  propertyTemplateDelete: write('/bmc/goodsSetting/propertyTemplate/delete.do', GOODS_SETTINGS, 'delete'),
  barPrefixRuleList: list('/bmc/goodsSetting/barPrefixRule/list.do'),
  barPrefixRuleSave: write('/bmc/goodsSetting/barPrefixRule/save.do', GOODS_SETTINGS, 'save'),
  barPrefixRuleDelete: write('/bmc/goodsSetting/barPrefixRule/delete.do', GOODS_SETTINGS, 'delete'),

  navTree: {
    method: 'GET',
    path: '/pubNav/queryShopNavigationTree.do',
    access: 'session',
    resource: NAV_SETTINGS,
    action: 'view',
  },
  navSave: write('/pubNav/saveShopNavigation.do', NAV_SETTINGS, 'save'),
  navMove: write('/pubNav/moveShopNavigation.do', NAV_SETTINGS, 'edit'),
  navDelete: write('/pubNav/delShopNavigation.do', NAV_SETTINGS, 'delete'),
} as const satisfies Record<string, CallInfo>;
