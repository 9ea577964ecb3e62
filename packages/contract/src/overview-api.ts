import { call } from './call-spec';
import {
  OVERVIEW_JOB_DAYS,
  OVERVIEW_RECENT_WORK,
  OVERVIEW_SIGN_IN_DAYS,
  overviewCalls as calls,
} from './overview-calls';
import {
  OverviewAdjustments,
  OverviewCategories,
  OverviewGoods,
  OverviewJobs,
  OverviewRecentWork,
  OverviewSignIns,
  OverviewStores,
} from './overview-entities';

/** Schemas of the overview's calls (overview-calls.ts). */
export const overviewApi = {
  overviewGoods: call({
    ...calls.overviewGoods,
    result: OverviewGoods,
    summary:
      "The catalogue's SKUs on sale, off sale, in the recycle bin, and those missing a price or a picture.",
  }),
  overviewAdjustments: call({
    ...calls.overviewAdjustments,
    result: OverviewAdjustments,
    summary:
      "Price adjustment orders of the user's stores taking effect today (UTC), and how many still wait.",
  }),
  overviewStores: call({
    ...calls.overviewStores,
    result: OverviewStores,
    summary:
      "The active stores of the user's scope, those serving now by their serve schedule, and those with no fence.",
  }),
  overviewJobs: call({
    ...calls.overviewJobs,
    result: OverviewJobs,
    summary: `Imports and exports started in the last ${OVERVIEW_JOB_DAYS} days, and the failed ones.`,
  }),
  overviewRecentWork: call({
    ...calls.overviewRecentWork,
    result: OverviewRecentWork,
    summary: `The user's own ${OVERVIEW_RECENT_WORK} latest operation log records, newest first.`,
  }),
  overviewSignIns: call({
    ...calls.overviewSignIns,
    result: OverviewSignIns,
    summary: `Sign-ins of the accounts of the user's stores per day, the last ${OVERVIEW_SIGN_IN_DAYS} days (UTC).`,
  }),
  overviewCategories: call({
    ...calls.overviewCategories,
    result: OverviewCategories,
    summary: 'Live SKUs per top-level category, its subcategories counted in, most first.',
  }),
} as const;
