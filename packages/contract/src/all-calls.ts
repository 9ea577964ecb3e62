import type { CallInfo } from './calls-info';
import { pageActionsOf } from './page-actions';
import { shellCalls } from './calls';
import { goodsCalls } from './goods-calls';
import { orgCalls } from './org-calls';
import { settingsCalls } from './settings-calls';
import { IMPORT_TYPES, batchImportCalls } from './batch-import-calls';
import { sysParamsCalls } from './sys-params-calls';
import { goodsSettingsCalls } from './goods-settings-calls';
import { embeddedAppsCalls } from './embedded-apps-calls';
import { overviewCalls } from './overview-calls';

// The feature modules' calls and constants, joined to the shell's (calls.ts): a module of its own,
// so the shell's first load, which needs only calls.ts, carries none of them.
export { GOODS_PAGES } from './goods-calls';
export { ORG_PAGES } from './org-calls';
export { OPERATION_LOG_EXPORT_MAX, OPERATION_LOG_TOTAL_CAP, SETTINGS_PAGES } from './settings-calls';
export { SYS_PARAM_HISTORY_PAGE_SIZES } from './sys-params-calls';
export {
  BAR_PREFIX_CODE_LENGTH,
  BAR_PREFIX_TYPES,
  NAV_ICONS,
  NAV_MAX_DEPTH,
  NAV_NAME_MAX,
  PROPERTY_TEMPLATE_VALUES_MAX,
  UNIT_NAME_MAX,
  type NavIcon,
} from './goods-settings-calls';
export {
  EMBEDDED_APP_CONNECT_MAX,
  EMBEDDED_APP_KINDS,
  EMBEDDED_APP_NAME_MAX,
  EMBEDDED_APP_URL_MAX,
  SESSION_TOKEN_TTL_SECONDS,
  type EmbeddedAppKind,
} from './embedded-apps-calls';
export {
  OVERVIEW_JOB_DAYS,
  OVERVIEW_PAGES,
  OVERVIEW_RECENT_WORK,
  OVERVIEW_SIGN_IN_DAYS,
  overviewCalls,
  type OverviewCallName,
} from './overview-calls';
export {
  EXPORT_TYPES,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TYPES,
  type ExportType,
  type ImportType,
} from './batch-import-calls';

/** Every call: the shell's and the feature modules'. */
export const calls = {
  ...shellCalls,
  ...goodsCalls,
  ...orgCalls,
  ...settingsCalls,
  ...batchImportCalls,
  ...sysParamsCalls,
  ...goodsSettingsCalls,
  ...embeddedAppsCalls,
  ...overviewCalls,
} as const satisfies Record<string, CallInfo>;

export type CallName = keyof typeof calls;

/** The actions of each page the calls serve, by route path (page-actions.ts): the menu seed's action resources. */
export const PAGE_ACTIONS_BY_PATH = pageActionsOf(
  calls,
  IMPORT_TYPES.map(({ page }) => ({ resource: page, action: 'import' })),
);
