import { OVERVIEW_JOB_DAYS, OVERVIEW_SIGN_IN_DAYS, type ResultOf } from '@rcadmin/contract';
import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import {
  goodsCategories,
  jobs,
  loginRecords,
  priceAdjustments,
  skuTallies,
  storeFences,
  stores,
  userStoreRoles,
} from '../db/schema';
import type { StoreScope } from '../domain/authorisation';
import { storeIdInScope } from './authorisation';
import type { JobScope } from './jobs';

const DAY_MS = 86_400_000;

/** The start (00:00 UTC) of the day of `now`, `offset` days later. */
const dayStart = (now: Date, offset = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * DAY_MS);

const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:mm' of `now` (UTC), as store times are written. */
const clockOf = (now: Date) => `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}`;
/** 1 Monday … 7 Sunday, as serve slots name weekdays. */
const weekdayOf = (now: Date) => now.getUTCDay() || 7;

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The price adjustment orders a user of these stores reads, as the adjustment list reads them:
 * those for every store, and those naming a store of the scope.
 */
function orderInScope(scope: StoreScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.storeIds.length === 0) return eq(priceAdjustments.allStores, true);
  const ids = sql.join(
    scope.storeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${priceAdjustments.allStores} or ${priceAdjustments.storeIds} && array[${ids}]::integer[])`;
}

/** The users who hold a role in a store of the scope (every user of the tenant for the whole tenant). */
function userInScope(scope: StoreScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.storeIds.length === 0) return sql`false`;
  return inArray(
    loginRecords.userId,
    sql`(select ${userStoreRoles.userId} from ${userStoreRoles} where ${and(
      inArray(userStoreRoles.storeId, [...scope.storeIds]),
      sql`cardinality(${userStoreRoles.roleIds}) > 0`,
    )})`,
  );
}

/** When a tenant's tally rows outnumber their combinations by this many, they are folded. */
const FOLD_AFTER = 500;

/**
 * The overview's figures (apps/shell pages/overview): counts the pages they link to would show.
 * The goods' from the SKU tallies (a few hundred rows, not 100,000 SKUs), the others by indexed
 * counts of a statement each.
 */
export const overviewRepository = (db: Db) => {
  /**
   * A tenant's SKUs per kind and state (sale state, recycle bin, no price, no picture): the sums of
   * the tallies the skus triggers write, summed in SQL to a few rows (PGlite spends far longer
   * handing rows over than summing them). When the deltas have piled up (each write adds its own),
   * they are folded into one row per combination, in one statement (rows a writer adds meanwhile
   * are not yet seen, and stay).
   */
  async function states(tenantId: number) {
    const rows = await db
      .select({
        comb: skuTallies.comb,
        saleState: skuTallies.saleState,
        recycled: skuTallies.recycled,
        noPrice: skuTallies.noPrice,
        noPicture: skuTallies.noPicture,
        n: sql<number>`sum(${skuTallies.n})`.mapWith(Number),
        parts: sql<number>`count(*)`.mapWith(Number),
        combinations: sql<number>`count(distinct coalesce(${skuTallies.categoryId}, 0))`.mapWith(Number),
      })
      .from(skuTallies)
      .where(eq(skuTallies.tenantId, tenantId))
      .groupBy(
        skuTallies.comb,
        skuTallies.saleState,
        skuTallies.recycled,
        skuTallies.noPrice,
        skuTallies.noPicture,
      );
    const piled = rows.reduce((total, row) => total + row.parts - row.combinations, 0);
    if (piled > FOLD_AFTER) {
      await db.execute(sql`with folded as (
          delete from ${skuTallies} where ${skuTallies.tenantId} = ${tenantId} returning *
        )
        insert into ${skuTallies} (tenant_id, comb, category_id, sale_state, recycled, no_price, no_picture, n)
        select tenant_id, comb, category_id, sale_state, recycled, no_price, no_picture, sum(n)
        from folded group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0`);
    }
    return rows;
  }

  return {
    /** The goods list's SKUs (single goods, the tenant's catalogue) by state, from the tallies. */
    async goods(tenantId: number): Promise<ResultOf<'overviewGoods'>> {
      const rows = await states(tenantId);
      const sum = (pick: (row: (typeof rows)[number]) => boolean) =>
        rows.reduce((total, row) => (row.comb === 0 && pick(row) ? total + row.n : total), 0);
      return {
        onSale: sum((row) => !row.recycled && row.saleState === 1),
        offSale: sum((row) => !row.recycled && row.saleState === 0),
        recycled: sum((row) => row.recycled),
        noPrice: sum((row) => !row.recycled && row.noPrice),
        noPicture: sum((row) => !row.recycled && row.noPicture),
      };
    },

    /** Submitted or effective orders whose effective time falls on today (UTC). */
    async adjustments(
      tenantId: number,
      scope: StoreScope,
      now: Date,
    ): Promise<ResultOf<'overviewAdjustments'>> {
      const [row] = await db
        .select({
          today: sql<number>`count(*)`.mapWith(Number),
          pending: counted(eq(priceAdjustments.status, 'pending')),
        })
        .from(priceAdjustments)
        .where(
          and(
            eq(priceAdjustments.tenantId, tenantId),
            inArray(priceAdjustments.status, ['pending', 'effective']),
            gte(priceAdjustments.effectiveAt, dayStart(now)),
            lt(priceAdjustments.effectiveAt, dayStart(now, 1)),
            orderInScope(scope),
          ),
        );
      return row ?? { today: 0, pending: 0 };
    },

    /**
     * The active stores of the scope; those serving now (mode 1 the whole day; mode 2 within its
     * hours, or all day when it has none; mode 3 in a slot of today's weekday); those with no fence.
     */
    async stores(tenantId: number, scope: StoreScope, now: Date): Promise<ResultOf<'overviewStores'>> {
      const clock = clockOf(now);
      const active = and(
        eq(stores.tenantId, tenantId),
        eq(stores.status, 1),
        storeIdInScope(scope, stores.id),
      );
      // Three statements, each of a few columns: the modes and hours from an index alone
      // (stores_tenant_serving), the slots of the stores served by slot, the fences drawn.
      const [[modes], [slots], [fenced]] = await Promise.all([
        db
          .select({
            active: sql<number>`count(*)`.mapWith(Number),
            serving: counted(sql`${stores.serveTimeMode} = 1 or (${stores.serveTimeMode} = 2 and
              (${stores.startTime} = '' or ${stores.endTime} = ''
                or (${stores.startTime} <= ${clock} and ${clock} < ${stores.endTime})))`),
          })
          .from(stores)
          .where(active),
        db
          .select({ serving: sql<number>`count(*)`.mapWith(Number) })
          .from(stores)
          .where(
            and(
              active,
              eq(stores.serveTimeMode, 3),
              sql`exists (select 1 from jsonb_array_elements(${stores.serveSlots}) slot
                where (slot->>'weekday')::int = ${weekdayOf(now)}
                  and slot->>'start' <= ${clock} and ${clock} < slot->>'end')`,
            ),
          ),
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(storeFences)
          .innerJoin(stores, eq(stores.id, storeFences.storeId))
          .where(
            and(
              eq(storeFences.tenantId, tenantId),
              active,
              sql`jsonb_array_length(coalesce(${storeFences.geojson}->'features', '[]'::jsonb)) > 0`,
            ),
          ),
      ]);
      const count = modes?.active ?? 0;
      return {
        active: count,
        servingNow: (modes?.serving ?? 0) + (slots?.serving ?? 0),
        noFence: count - (fenced?.count ?? 0),
      };
    },

    /** Jobs created in the last OVERVIEW_JOB_DAYS days, by kind, and the failed ones. */
    async jobs(scope: JobScope, now: Date): Promise<ResultOf<'overviewJobs'>> {
      const [row] = await db
        .select({
          imports: counted(eq(jobs.kind, 'import')),
          exports: counted(eq(jobs.kind, 'export')),
          failed: counted(eq(jobs.status, 'failed')),
        })
        .from(jobs)
        .where(
          and(
            eq(jobs.tenantId, scope.tenantId),
            scope.userId === undefined ? undefined : eq(jobs.userId, scope.userId),
            gte(jobs.createdAt, new Date(now.getTime() - OVERVIEW_JOB_DAYS * DAY_MS)),
          ),
        );
      return {
        days: OVERVIEW_JOB_DAYS,
        imports: row?.imports ?? 0,
        exports: row?.exports ?? 0,
        failed: row?.failed ?? 0,
      };
    },

    /** Sign-ins per UTC day of the last OVERVIEW_SIGN_IN_DAYS days, today last; days with none count 0. */
    async signIns(tenantId: number, scope: StoreScope, now: Date): Promise<ResultOf<'overviewSignIns'>> {
      const from = dayStart(now, 1 - OVERVIEW_SIGN_IN_DAYS);
      const day = sql<string>`to_char(${loginRecords.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ date: day, count: sql<number>`count(*)`.mapWith(Number) })
        .from(loginRecords)
        .where(
          and(
            eq(loginRecords.tenantId, tenantId),
            gte(loginRecords.createdAt, from),
            lt(loginRecords.createdAt, dayStart(now, 1)),
            userInScope(scope),
          ),
        )
        .groupBy(day);
      const byDate = new Map(rows.map((row) => [row.date, row.count]));
      return {
        days: Array.from({ length: OVERVIEW_SIGN_IN_DAYS }, (_, i) => {
          const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
          return { date, count: byDate.get(date) ?? 0 };
        }),
      };
    },

    /**
     * Live SKUs (single and combined, as the category page holds both) per top-level category, from
     * the tallies: each category's rolled up to its top (three levels at most) in SQL.
     */
    async categories(tenantId: number): Promise<ResultOf<'overviewCategories'>> {
      const parent = alias(goodsCategories, 'parent');
      const grandparent = alias(goodsCategories, 'grandparent');
      const top = sql<number | null>`coalesce(${grandparent.id}, ${parent.id}, ${goodsCategories.id})`;
      const [sums, tops] = await Promise.all([
        db
          .select({ top, n: sql<number>`sum(${skuTallies.n})`.mapWith(Number) })
          .from(skuTallies)
          .leftJoin(goodsCategories, eq(goodsCategories.id, skuTallies.categoryId))
          .leftJoin(parent, eq(parent.id, goodsCategories.parentId))
          .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
          .where(and(eq(skuTallies.tenantId, tenantId), eq(skuTallies.recycled, false)))
          .groupBy(top),
        db
          .select({
            id: goodsCategories.id,
            name: goodsCategories.name,
            sortOrder: goodsCategories.sortOrder,
          })
          .from(goodsCategories)
          .where(and(eq(goodsCategories.tenantId, tenantId), isNull(goodsCategories.parentId)))
          .orderBy(goodsCategories.sortOrder, goodsCategories.id),
      ]);
      const totals = new Map(sums.map((row) => [row.top === null ? null : Number(row.top), row.n]));
      const list = tops
        .map((node) => ({ categoryId: String(node.id), name: node.name, count: totals.get(node.id) ?? 0 }))
        .sort((a, b) => b.count - a.count);
      return { list, uncategorised: totals.get(null) ?? 0 };
    },
  };
};
export type OverviewRepository = ReturnType<typeof overviewRepository>;
