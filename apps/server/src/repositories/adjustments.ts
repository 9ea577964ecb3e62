import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Adjustment, AdjustmentStatus, AdjustmentSummary, PriceChange } from '@rcadmin/contract';
import type { Db } from '../db/database';
import { priceAdjustmentItems, priceAdjustments, skuPriceHistory, skus, stores, users } from '../db/schema';
import { storeIdAllowed, type StoreScope } from '../domain/authorisation';
import { refused, type Outcome, type Refused } from './catalogue';
import { containsPattern, isoTime, lockTenant, rowExists } from '../db/sql-helpers';

/**
 * The orders a store-scoped user reads: those for every store (they set the prices of the user's
 * stores too) and those naming one of the user's stores.
 */
function orderInScope(scope: StoreScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.storeIds.length === 0) return eq(priceAdjustments.allStores, true);
  return or(
    eq(priceAdjustments.allStores, true),
    sql`${priceAdjustments.storeIds} && array[${sql.join(
      scope.storeIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]`,
  );
}

export interface AdjustmentInput {
  effectiveAt: Date;
  allStores: boolean;
  storeIds: number[];
  remark: string;
  items: { skuId: number; newPrice: string }[];
}

/** A claimed order, about to be applied. */
export interface DueAdjustment {
  id: number;
  tenantId: number;
  orderNo: string;
  allStores: boolean;
  storeIds: number[];
  createdBy: number | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** 'TJ' + yyyyMMdd (UTC) of the day it was made. */
export const orderNoPrefix = (at: Date) =>
  `TJ${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;

/** Money as the wire shows it: two decimals. */
const money = (value: string | null | undefined) =>
  value === null || value === undefined ? '' : Number(value).toFixed(2);

export const adjustmentsRepository = (db: Db) => {
  /** The ids of the list that are not the tenant's live SKUs, and the live ones' price limits. */
  async function liveSkus(tx: Db, tenantId: number, ids: number[]) {
    const found = new Map<number, { skuName: string; minPrice: string | null; maxPrice: string | null }>();
    for (let start = 0; start < ids.length; start += 5000) {
      const rows = await tx
        .select({ id: skus.id, skuName: skus.skuName, minPrice: skus.minPrice, maxPrice: skus.maxPrice })
        .from(skus)
        .where(
          and(
            eq(skus.tenantId, tenantId),
            isNull(skus.deletedAt),
            inArray(skus.id, ids.slice(start, start + 5000)),
          ),
        );
      for (const row of rows) found.set(row.id, row);
    }
    return found;
  }

  /**
   * Why a store-scoped user may not make, change, submit or cancel an order for these stores: an
   * order for every store sets the reference price every store without a price of its own sells at,
   * and an order for a store outside the scope sets that store's prices. Undefined: they may.
   */
  async function storesOutside(
    tx: Db,
    tenantId: number,
    order: { allStores: boolean; storeIds: readonly number[] },
    scope: StoreScope,
  ): Promise<Refused | undefined> {
    if (scope.all) return undefined;
    if (order.allStores) return refused('forbidden', 'adjustmentAllStoresTenantWide', undefined, 'allStores');
    const outside = order.storeIds.find((id) => !storeIdAllowed(scope, id));
    if (outside === undefined) return undefined;
    const [store] = await tx
      .select({ name: stores.storeName })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.id, outside)));
    // An id that is not the tenant's store is the check's to refuse as unknown.
    return store ? refused('forbidden', 'storeOutOfScope', { store: store.name }, 'storeIds') : undefined;
  }

  /** The stored order's stores, locked with it, or undefined when the tenant has no such order. */
  const storedOrder = async (tx: Db, tenantId: number, id: number) => {
    const [row] = await tx
      .select({
        status: priceAdjustments.status,
        version: priceAdjustments.version,
        orderNo: priceAdjustments.orderNo,
        effectiveAt: priceAdjustments.effectiveAt,
        allStores: priceAdjustments.allStores,
        storeIds: priceAdjustments.storeIds,
      })
      .from(priceAdjustments)
      .where(and(eq(priceAdjustments.tenantId, tenantId), eq(priceAdjustments.id, id)))
      .for('update');
    return row;
  };

  /** Checks an order's SKUs and stores; a refusal names the field. */
  async function check(
    tx: Db,
    tenantId: number,
    input: AdjustmentInput,
    scope: StoreScope,
  ): Promise<Outcome<true>> {
    const outside = await storesOutside(tx, tenantId, input, scope);
    if (outside) return outside;
    const seen = new Set<number>();
    const twice = new Set<number>();
    for (const item of input.items) (seen.has(item.skuId) ? twice : seen).add(item.skuId);
    if (twice.size > 0)
      return refused('invalid', 'adjustmentSkuTwice', { ids: [...twice].join(', ') }, 'items');
    if (!input.allStores) {
      if (input.storeIds.length === 0)
        return refused('invalid', 'adjustmentStoresRequired', undefined, 'storeIds');
      const rows = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, input.storeIds)));
      const known = new Set(rows.map((row) => row.id));
      const unknown = input.storeIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        return refused('invalid', 'adjustmentStoresUnknown', { ids: unknown.join(', ') }, 'storeIds');
    }
    const found = await liveSkus(
      tx,
      tenantId,
      input.items.map((item) => item.skuId),
    );
    const unknown = input.items.filter((item) => !found.has(item.skuId)).map((item) => item.skuId);
    if (unknown.length > 0)
      return refused('invalid', 'adjustmentSkusUnknown', { ids: unknown.slice(0, 20).join(', ') }, 'items');
    for (const item of input.items) {
      const sku = found.get(item.skuId);
      const price = Number(item.newPrice);
      if (
        sku &&
        ((sku.minPrice !== null && price < Number(sku.minPrice)) ||
          (sku.maxPrice !== null && price > Number(sku.maxPrice)))
      )
        return refused(
          'invalid',
          'adjustmentPriceOutOfRange',
          { sku: sku.skuName, price: money(item.newPrice) },
          'items',
        );
    }
    return { ok: true, value: true };
  }

  async function writeItems(tx: Db, tenantId: number, adjustmentId: number, items: AdjustmentInput['items']) {
    await tx
      .delete(priceAdjustmentItems)
      .where(
        and(eq(priceAdjustmentItems.tenantId, tenantId), eq(priceAdjustmentItems.adjustmentId, adjustmentId)),
      );
    for (let start = 0; start < items.length; start += 2000) {
      await tx
        .insert(priceAdjustmentItems)
        .values(
          items
            .slice(start, start + 2000)
            .map((item) => ({ tenantId, adjustmentId, skuId: item.skuId, newPrice: item.newPrice })),
        );
    }
  }

  return {
    async list(
      tenantId: number,
      query: { status?: AdjustmentStatus; orderNo?: string; pageNo: number; pageSize: number },
      scope: StoreScope,
    ): Promise<{ list: AdjustmentSummary[]; total: number }> {
      const where = and(
        eq(priceAdjustments.tenantId, tenantId),
        orderInScope(scope),
        query.status ? eq(priceAdjustments.status, query.status) : undefined,
        query.orderNo ? ilike(priceAdjustments.orderNo, containsPattern(query.orderNo)) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(priceAdjustments).where(where);
      const rows = await db
        .select({
          id: priceAdjustments.id,
          orderNo: priceAdjustments.orderNo,
          status: priceAdjustments.status,
          allStores: priceAdjustments.allStores,
          storeIds: priceAdjustments.storeIds,
          effectiveAt: priceAdjustments.effectiveAt,
          appliedAt: priceAdjustments.appliedAt,
          createdAt: priceAdjustments.createdAt,
          createdBy: users.name,
          remark: priceAdjustments.remark,
          itemCount: sql<number>`(select count(*)::int from price_adjustment_items i where i.adjustment_id = "price_adjustments"."id")`,
        })
        .from(priceAdjustments)
        .leftJoin(users, eq(users.id, priceAdjustments.createdBy))
        .where(where)
        .orderBy(desc(priceAdjustments.createdAt), desc(priceAdjustments.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return {
        total: total?.n ?? 0,
        list: rows.map((row) => ({
          id: String(row.id),
          orderNo: row.orderNo,
          status: row.status as AdjustmentStatus,
          allStores: row.allStores,
          storeCount: row.allStores ? 0 : row.storeIds.length,
          itemCount: Number(row.itemCount),
          effectiveAt: isoTime(row.effectiveAt),
          appliedAt: isoTime(row.appliedAt),
          createdAt: isoTime(row.createdAt),
          createdBy: row.createdBy ?? '',
          remark: row.remark,
        })),
      };
    },

    async get(tenantId: number, id: number, scope: StoreScope): Promise<Adjustment | undefined> {
      const [order] = await db
        .select({ order: priceAdjustments, createdBy: users.name })
        .from(priceAdjustments)
        .leftJoin(users, eq(users.id, priceAdjustments.createdBy))
        .where(
          and(eq(priceAdjustments.tenantId, tenantId), eq(priceAdjustments.id, id), orderInScope(scope)),
        );
      if (!order) return undefined;
      const row = order.order;
      // Once applied, the old price is the one the order replaced (its history row).
      const applied = sql<string | null>`(select h.old_price from sku_price_history h
        where h.adjustment_id = "price_adjustments"."id" and h.sku_id = "skus"."id" and h.store_id is null
        order by h.id limit 1)`;
      const items = await db
        .select({
          skuId: priceAdjustmentItems.skuId,
          skuName: skus.skuName,
          barCode: skus.barCode,
          current: skus.skuReferPrice,
          applied,
          newPrice: priceAdjustmentItems.newPrice,
        })
        .from(priceAdjustmentItems)
        .innerJoin(skus, eq(skus.id, priceAdjustmentItems.skuId))
        .innerJoin(priceAdjustments, eq(priceAdjustments.id, priceAdjustmentItems.adjustmentId))
        .where(and(eq(priceAdjustmentItems.tenantId, tenantId), eq(priceAdjustmentItems.adjustmentId, id)))
        .orderBy(asc(skus.skuName), asc(skus.id));
      const storeRows =
        row.allStores || row.storeIds.length === 0
          ? []
          : await db
              .select({ id: stores.id, storeCode: stores.storeCode, storeName: stores.storeName })
              .from(stores)
              .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, row.storeIds)))
              .orderBy(asc(stores.storeCode));
      return {
        id: String(row.id),
        orderNo: row.orderNo,
        status: row.status as AdjustmentStatus,
        allStores: row.allStores,
        stores: storeRows.map((store) => ({
          storeId: String(store.id),
          storeCode: store.storeCode,
          storeName: store.storeName,
        })),
        items: items.map((item) => ({
          skuId: String(item.skuId),
          skuName: item.skuName,
          barCode: item.barCode,
          oldPrice: money(row.status === 'effective' && item.applied !== null ? item.applied : item.current),
          newPrice: money(item.newPrice),
        })),
        effectiveAt: isoTime(row.effectiveAt),
        appliedAt: isoTime(row.appliedAt),
        createdAt: isoTime(row.createdAt),
        createdBy: order.createdBy ?? '',
        remark: row.remark,
        version: row.version,
      };
    },

    /**
     * A new draft with its order number ('TJ' + yyyyMMdd + a 4-digit sequence of that day), for
     * stores in the scope (storesOutside).
     */
    async create(
      tenantId: number,
      userId: number,
      input: AdjustmentInput,
      now: Date,
      status: 'draft' | 'pending',
      scope: StoreScope,
    ): Promise<Outcome<{ id: number; orderNo: string; version: number }>> {
      return db.transaction(async (tx) => {
        const checked = await check(tx, tenantId, input, scope);
        if (!checked.ok) return checked;
        await lockTenant(tx, 'price_adjustments', tenantId);
        const prefix = orderNoPrefix(now);
        const [last] = await tx
          .select({ orderNo: priceAdjustments.orderNo })
          .from(priceAdjustments)
          .where(and(eq(priceAdjustments.tenantId, tenantId), ilike(priceAdjustments.orderNo, `${prefix}%`)))
          .orderBy(desc(priceAdjustments.orderNo))
          .limit(1);
        const sequence = last ? Number(last.orderNo.slice(prefix.length)) + 1 : 1;
        const orderNo = `${prefix}${pad(sequence, 4)}`;
        const [row] = await tx
          .insert(priceAdjustments)
          .values({
            tenantId,
            orderNo,
            status,
            allStores: input.allStores,
            storeIds: input.allStores ? [] : input.storeIds,
            effectiveAt: input.effectiveAt,
            remark: input.remark,
            createdBy: userId,
            createdAt: now,
          })
          .returning({ id: priceAdjustments.id, version: priceAdjustments.version });
        const created = row as { id: number; version: number };
        await writeItems(tx, tenantId, created.id, input.items);
        return { ok: true, value: { id: created.id, orderNo, version: created.version } };
      });
    },

    /** Edit a draft the caller read at `version`; its stores, before and after, in the scope. */
    async update(
      tenantId: number,
      id: number,
      version: number,
      input: AdjustmentInput,
      status: 'draft' | 'pending',
      scope: StoreScope,
    ): Promise<Outcome<{ id: number; orderNo: string; version: number }>> {
      return db.transaction(async (tx) => {
        const row = await storedOrder(tx, tenantId, id);
        if (!row) return refused('notFound', 'adjustmentNotFound');
        const before = await storesOutside(tx, tenantId, row, scope);
        if (before) return before;
        if (row.version !== version) return refused('stale', 'adjustmentStale');
        if (row.status !== 'draft') return refused('invalid', 'adjustmentNotDraft');
        const checked = await check(tx, tenantId, input, scope);
        if (!checked.ok) return checked;
        await tx
          .update(priceAdjustments)
          .set({
            status,
            allStores: input.allStores,
            storeIds: input.allStores ? [] : input.storeIds,
            effectiveAt: input.effectiveAt,
            remark: input.remark,
            version: row.version + 1,
          })
          .where(and(eq(priceAdjustments.tenantId, tenantId), eq(priceAdjustments.id, id)));
        await writeItems(tx, tenantId, id, input.items);
        return { ok: true, value: { id, orderNo: row.orderNo, version: row.version + 1 } };
      });
    },

    /** Draft → pending, when its time is still ahead (an order for stores in the scope). */
    async submit(
      tenantId: number,
      id: number,
      now: Date,
      scope: StoreScope,
    ): Promise<Outcome<AdjustmentStatus>> {
      return db.transaction(async (tx) => {
        const row = await storedOrder(tx, tenantId, id);
        if (!row) return refused('notFound', 'adjustmentNotFound');
        const outside = await storesOutside(tx, tenantId, row, scope);
        if (outside) return outside;
        if (row.status !== 'draft') return refused('invalid', 'adjustmentNotDraft');
        if (row.effectiveAt.getTime() <= now.getTime())
          return refused('invalid', 'adjustmentTimePassed', undefined, 'effectiveAt');
        await tx
          .update(priceAdjustments)
          .set({ status: 'pending', version: sql`${priceAdjustments.version} + 1` })
          .where(and(eq(priceAdjustments.tenantId, tenantId), eq(priceAdjustments.id, id)));
        return { ok: true, value: 'pending' as const };
      });
    },

    /** Draft or pending → cancelled. The claim of a due order takes the same row lock, so the two never cross. */
    async cancel(tenantId: number, id: number, scope: StoreScope): Promise<Outcome<AdjustmentStatus>> {
      return db.transaction(async (tx) => {
        const row = await storedOrder(tx, tenantId, id);
        if (!row) return refused('notFound', 'adjustmentNotFound');
        const outside = await storesOutside(tx, tenantId, row, scope);
        if (outside) return outside;
        if (row.status !== 'draft' && row.status !== 'pending')
          return refused('invalid', 'adjustmentNotCancellable');
        await tx
          .update(priceAdjustments)
          .set({ status: 'cancelled', version: sql`${priceAdjustments.version} + 1` })
          .where(and(eq(priceAdjustments.tenantId, tenantId), eq(priceAdjustments.id, id)));
        return { ok: true, value: 'cancelled' as const };
      });
    },

    /**
     * Apply one due order (pending, effectiveAt ≤ now), if any, in one transaction: claimed with
     * FOR UPDATE SKIP LOCKED, so two servers never apply one order twice. Sets the reference price
     * (all stores) or the chosen stores' prices of the SKUs that sell there, and writes the price
     * history. SKUs deleted since, or whose min/max price now excludes the new price, are left as
     * they are. Answers the applied order's number, or undefined when none was due.
     */
    async applyNextDue(now: Date): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        // node-postgres and PGlite both answer { rows }.
        const claimed =
          (await tx.execute(sql`update price_adjustments set status = 'effective', applied_at = ${now.toISOString()}::timestamptz, version = version + 1
          where id = (select id from price_adjustments where status = 'pending' and effective_at <= ${now.toISOString()}::timestamptz
                      order by effective_at, id limit 1 for update skip locked)
          returning id, tenant_id, order_no, all_stores, store_ids, created_by`)) as unknown as {
            rows: {
              id: number;
              tenant_id: number;
              order_no: string;
              all_stores: boolean;
              store_ids: number[];
              created_by: number | null;
            }[];
          };
        const row = claimed.rows[0];
        if (!row) return undefined;
        const order: DueAdjustment = {
          id: row.id,
          tenantId: row.tenant_id,
          orderNo: row.order_no,
          allStores: row.all_stores,
          storeIds: row.store_ids,
          createdBy: row.created_by,
        };
        await applyOrder(tx, order, now);
        return order.orderNo;
      });
    },

    /** The price history of a SKU of the tenant, newest first. */
    async priceHistory(tenantId: number, skuId: number): Promise<PriceChange[]> {
      const rows = await db
        .select({
          oldPrice: skuPriceHistory.oldPrice,
          newPrice: skuPriceHistory.newPrice,
          source: skuPriceHistory.source,
          orderNo: priceAdjustments.orderNo,
          storeName: stores.storeName,
          changedAt: skuPriceHistory.changedAt,
          changedBy: users.name,
        })
        .from(skuPriceHistory)
        .leftJoin(priceAdjustments, eq(priceAdjustments.id, skuPriceHistory.adjustmentId))
        .leftJoin(stores, eq(stores.id, skuPriceHistory.storeId))
        .leftJoin(users, eq(users.id, skuPriceHistory.changedBy))
        .where(and(eq(skuPriceHistory.tenantId, tenantId), eq(skuPriceHistory.skuId, skuId)))
        .orderBy(desc(skuPriceHistory.changedAt), desc(skuPriceHistory.id))
        .limit(500);
      return rows.map((row) => ({
        oldPrice: money(row.oldPrice),
        newPrice: money(row.newPrice),
        source: row.source,
        orderNo: row.orderNo ?? '',
        storeName: row.storeName ?? '',
        changedAt: isoTime(row.changedAt),
        changedBy: row.changedBy ?? '',
      }));
    },

    skuExists: (tenantId: number, skuId: number): Promise<boolean> =>
      rowExists(db, skus, and(eq(skus.tenantId, tenantId), eq(skus.id, skuId))),
  };
};

/** Set the prices of a claimed order and write their history, set-based (10,000 SKUs in a few statements). */
async function applyOrder(tx: Db, order: DueAdjustment, now: Date): Promise<void> {
  const { id, tenantId, createdBy } = order;
  const changedAt = sql.identifier(skuPriceHistory.changedAt.name);
  if (order.allStores) {
    await tx.execute(sql`with changed as (
        select s.id, s.sku_refer_price as old_price, i.new_price
        from price_adjustment_items i
        join skus s on s.id = i.sku_id and s.tenant_id = i.tenant_id
        where i.adjustment_id = ${id} and i.tenant_id = ${tenantId} and s.deleted_at is null
          and (s.min_price is null or s.min_price <= i.new_price)
          and (s.max_price is null or i.new_price <= s.max_price)
        for update of s
      ), history as (
        insert into sku_price_history (tenant_id, sku_id, store_id, old_price, new_price, source, adjustment_id, changed_by, ${changedAt})
        select ${tenantId}, changed.id, null, changed.old_price, changed.new_price, 'adjustment', ${id}, ${createdBy}::integer, ${now.toISOString()}::timestamptz
        from changed
      )
      update skus set sku_refer_price = changed.new_price, version = skus.version + 1, updated_at = ${now.toISOString()}::timestamptz
      from changed where skus.id = changed.id`);
    return;
  }
  const storeIds = sql`array[${sql.join(
    order.storeIds.map((storeId) => sql`${storeId}`),
    sql`, `,
  )}]::integer[]`;
  await tx.execute(sql`with changed as (
      select ss.sku_id, ss.store_id, coalesce(ss.store_price, s.sku_refer_price) as old_price, i.new_price
      from price_adjustment_items i
      join skus s on s.id = i.sku_id and s.tenant_id = i.tenant_id
      join sku_stores ss on ss.sku_id = s.id and ss.tenant_id = s.tenant_id
      where i.adjustment_id = ${id} and i.tenant_id = ${tenantId} and s.deleted_at is null
        and ss.store_id = any(${storeIds})
      for update of ss
    ), history as (
      insert into sku_price_history (tenant_id, sku_id, store_id, old_price, new_price, source, adjustment_id, changed_by, ${changedAt})
      select ${tenantId}, changed.sku_id, changed.store_id, changed.old_price, changed.new_price, 'adjustment', ${id}, ${createdBy}::integer, ${now.toISOString()}::timestamptz
      from changed
    )
    update sku_stores set store_price = changed.new_price
    from changed where sku_stores.sku_id = changed.sku_id and sku_stores.store_id = changed.store_id`);
}

export type AdjustmentsRepository = ReturnType<typeof adjustmentsRepository>;
