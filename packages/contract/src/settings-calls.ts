import type { CallInfo } from './calls-info';
import { PAGES } from './pages';

/**
 * The settings menu pages, by route path (the page manifest's): a settings call is allowed when a
 * role held in the session's current store grants one of the pages it serves.
 */
export const SETTINGS_PAGES = {
  params: PAGES.sysParam.path,
  goods: PAGES.baseDocument.path,
  nav: PAGES.searchNav.path,
  operationLog: PAGES.operationLog.path,
  embeddedApps: PAGES.embeddedApps.path,
} as const;

const P = SETTINGS_PAGES;

/**
 * How many matching records the operation log viewer counts at most (100 pages of 20): beyond it,
 * narrow the filter, or export. Counting costs a read of each record counted: on a million records
 * an operation text filter counted to 10,000 took as long again as the page it counts for.
 */
export const OPERATION_LOG_TOTAL_CAP = 2_000;
/** How many records one operation log export holds at most. */
export const OPERATION_LOG_EXPORT_MAX = 100_000;

/**
 * The settings calls beyond spec §7, in its style (/bmc/...). The operation log is read here; it
 * is written by every change the server makes and by the shell's syncSysOperatorLog.do.
 */
export const settingsCalls = {
  operationLogPageList: {
    method: 'GET',
    path: '/bmc/operationLog/pageList.do',
    access: 'session',
    resource: P.operationLog,
    action: 'view',
  },
  operationLogExport: {
    method: 'GET',
    path: '/bmc/operationLog/export.do',
    access: 'session',
    resource: P.operationLog,
    action: 'export',
  },
} as const satisfies Record<string, CallInfo>;
