import { Type, type Static } from 'typebox';

// Entities of the overview's calls (overview-calls.ts). Days are UTC days ('YYYY-MM-DD'), as the
// product's dates are (spec §9).

const Count = Type.Integer({ minimum: 0 });

/** The tenant's catalogue, as the goods list counts it. */
export const OverviewGoods = Type.Object({
  /** Out of the recycle bin and on sale. */
  onSale: Count,
  /** Out of the recycle bin and off sale. */
  offSale: Count,
  /** In the recycle bin. */
  recycled: Count,
  /** Out of the recycle bin with a reference price of 0. */
  noPrice: Count,
  /** Out of the recycle bin with no picture. */
  noPicture: Count,
});
export type OverviewGoods = Static<typeof OverviewGoods>;

/** Price adjustment orders of the user's stores whose effective time falls today. */
export const OverviewAdjustments = Type.Object({
  /** Submitted or already effective. */
  today: Count,
  /** Of those, still waiting for their time. */
  pending: Count,
});
export type OverviewAdjustments = Static<typeof OverviewAdjustments>;

/** The active stores of the user's scope. */
export const OverviewStores = Type.Object({
  active: Count,
  /** Serving now by their serve schedule (whole day; within the hours; a slot of today). */
  servingNow: Count,
  /** With no electronic fence drawn. */
  noFence: Count,
});
export type OverviewStores = Static<typeof OverviewStores>;

/** Imports and exports started in the last `days` days (the user's own; the admin's: the tenant's). */
export const OverviewJobs = Type.Object({
  days: Count,
  imports: Count,
  exports: Count,
  /** Of those, the ones that failed. */
  failed: Count,
});
export type OverviewJobs = Static<typeof OverviewJobs>;

/** One operation log record of the user's own. */
export const OverviewWork = Type.Object({
  id: Type.String(),
  /** When the server filed it (ISO 8601). */
  at: Type.String(),
  opt: Type.String(),
  menuCode: Type.String(),
  menuName: Type.String(),
});
export type OverviewWork = Static<typeof OverviewWork>;

export const OverviewRecentWork = Type.Object({ list: Type.Array(OverviewWork) });
export type OverviewRecentWork = Static<typeof OverviewRecentWork>;

/** Sign-ins of the accounts of the user's scope, per UTC day, oldest first, today last. */
export const OverviewSignIns = Type.Object({
  days: Type.Array(Type.Object({ date: Type.String(), count: Count })),
});
export type OverviewSignIns = Static<typeof OverviewSignIns>;

/** Live SKUs per top-level category (its subtree counted in), most first. */
export const OverviewCategories = Type.Object({
  list: Type.Array(Type.Object({ categoryId: Type.String(), name: Type.String(), count: Count })),
  /** Live SKUs with no category. */
  uncategorised: Count,
});
export type OverviewCategories = Static<typeof OverviewCategories>;
