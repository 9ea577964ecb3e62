import type { CallInfo } from './calls-info';
import { PAGES } from './pages';

/**
 * The overview's figures, one call per card, each bound to the page its card links to: a user who
 * does not hold that page is refused (4030) and the shell shows no card for it.
 */
export const OVERVIEW_PAGES = {
  goods: PAGES.goodsList.path,
  adjustments: PAGES.priceAdjustment.path,
  stores: PAGES.DeptIndex.path,
  jobs: PAGES.batchExcel.resource,
  recentWork: PAGES.operationLog.path,
  signIns: PAGES.employeeIndex.path,
  categories: PAGES.category.path,
} as const;

/** The days the jobs card counts back from now. */
export const OVERVIEW_JOB_DAYS = 7;
/** The days of the sign-in chart, today included. */
export const OVERVIEW_SIGN_IN_DAYS = 14;
/** How many of the user's own latest operation log records the recent work card lists. */
export const OVERVIEW_RECENT_WORK = 5;

const P = OVERVIEW_PAGES;
const read = (path: string, resource: string | readonly string[]) =>
  ({ method: 'GET', path, access: 'session', resource, action: 'view', audit: false }) as const;

/** The overview's calls (/bmc/overview/...), reads only. */
export const overviewCalls = {
  overviewGoods: read('/bmc/overview/goods.do', P.goods),
  overviewAdjustments: read('/bmc/overview/adjustments.do', P.adjustments),
  overviewStores: read('/bmc/overview/stores.do', P.stores),
  overviewJobs: read('/bmc/overview/jobs.do', P.jobs),
  overviewRecentWork: read('/bmc/overview/recentWork.do', P.recentWork),
  overviewSignIns: read('/bmc/overview/signIns.do', P.signIns),
  overviewCategories: read('/bmc/overview/categories.do', P.categories),
} as const satisfies Record<string, CallInfo>;

export type OverviewCallName = keyof typeof overviewCalls;
