import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MainSub } from '@rcadmin/contract';
import type { Db } from '../db/database';
import { mainSubItems, skus } from '../db/schema';
import { refused, type Outcome } from './catalogue';
import { containsPattern } from '../db/sql-helpers';

/** A ratio as the wire shows it: '12', '0.5' (no trailing zeros). */
const ratioText = (value: string) => String(Number(value));

/** Main/sub goods: a main SKU (the case) and its sub SKUs (the pieces) with a ratio. */
export const mainSubRepository = (db: Db) => {
  const sub = alias(skus, 'sub');

  async function pairsOf(tx: Db, tenantId: number, mainIds: number[]): Promise<MainSub[]> {
    if (mainIds.length === 0) return [];
    const mains = await tx
      .select({ id: skus.id, skuName: skus.skuName, barCode: skus.barCode, meaUnit: skus.meaUnit })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, mainIds)));
    const items = await tx
      .select({
        mainSkuId: mainSubItems.mainSkuId,
        skuId: sub.id,
        skuName: sub.skuName,
        barCode: sub.barCode,
        meaUnit: sub.meaUnit,
        ratio: mainSubItems.ratio,
      })
      .from(mainSubItems)
      .innerJoin(sub, eq(sub.id, mainSubItems.subSkuId))
      .where(
        and(
          eq(mainSubItems.tenantId, tenantId),
          inArray(mainSubItems.mainSkuId, mainIds),
          isNull(sub.deletedAt),
        ),
      )
      .orderBy(asc(mainSubItems.createdAt), asc(sub.id));
    const byId = new Map(mains.map((row) => [row.id, row]));
    return mainIds.flatMap((id) => {
      const main = byId.get(id);
      if (!main) return [];
      return [
        {
          mainSkuId: String(main.id),
          mainSkuName: main.skuName,
          mainBarCode: main.barCode,
          mainMeaUnit: main.meaUnit,
          subs: items
            .filter((item) => item.mainSkuId === id)
            .map((item) => ({
              skuId: String(item.skuId),
              skuName: item.skuName,
              barCode: item.barCode,
              meaUnit: item.meaUnit,
              ratio: ratioText(item.ratio),
            })),
        },
      ];
    });
  }

  return {
    async list(
      tenantId: number,
      query: { keyword?: string; pageNo: number; pageSize: number },
    ): Promise<{ list: MainSub[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(mainSubItems.tenantId, tenantId), isNull(skus.deletedAt)];
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        conditions.push(
          or(
            sql`${skus.skuName} ilike ${pattern}`,
            sql`${skus.barCode} ilike ${pattern}`,
            sql`${sub.skuName} ilike ${pattern}`,
            sql`${sub.barCode} ilike ${pattern}`,
          ),
        );
      }
      const where = and(...conditions);
      const base = db
        .selectDistinct({ mainSkuId: mainSubItems.mainSkuId })
        .from(mainSubItems)
        .innerJoin(skus, eq(skus.id, mainSubItems.mainSkuId))
        .innerJoin(sub, eq(sub.id, mainSubItems.subSkuId))
        .where(where);
      const [total] = await db.select({ n: count() }).from(base.as('mains'));
      const ids = await base
        .orderBy(mainSubItems.mainSkuId)
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return {
        list: await pairsOf(
          db,
          tenantId,
          ids.map((row) => row.mainSkuId),
        ),
        total: total?.n ?? 0,
      };
    },

    /** The main SKU (live, the tenant's) and its subs; undefined when there is no such SKU. */
    async get(tenantId: number, mainSkuId: number): Promise<MainSub | undefined> {
      const [main] = await db
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), eq(skus.id, mainSkuId), isNull(skus.deletedAt)));
      if (!main) return undefined;
      const [pair] = await pairsOf(db, tenantId, [mainSkuId]);
      return pair;
    },

    /** Replace the main SKU's subs, all or nothing. */
    async save(
      tenantId: number,
      mainSkuId: number,
      subs: { skuId: number; ratio: string }[],
      now: Date,
    ): Promise<Outcome<MainSub>> {
      if (subs.some((entry) => entry.skuId === mainSkuId))
        return refused('invalid', 'mainSubSelf', undefined, 'subs');
      const seen = new Set<number>();
      const twice = subs.filter((entry) => (seen.has(entry.skuId) ? true : (seen.add(entry.skuId), false)));
      if (twice.length > 0)
        return refused(
          'invalid',
          'mainSubTwice',
          { ids: twice.map((entry) => entry.skuId).join(', ') },
          'subs',
        );
      if (subs.some((entry) => !(Number(entry.ratio) > 0)))
        return refused('invalid', 'mainSubRatioPositive', undefined, 'subs');
      return db.transaction(async (tx) => {
        const live = await tx
          .select({ id: skus.id })
          .from(skus)
          .where(
            and(
              eq(skus.tenantId, tenantId),
              isNull(skus.deletedAt),
              inArray(skus.id, [mainSkuId, ...subs.map((entry) => entry.skuId)]),
            ),
          )
          .for('share');
        const known = new Set(live.map((row) => row.id));
        if (!known.has(mainSkuId)) return refused('notFound', 'mainSubMainNotFound', undefined, 'mainSkuId');
        const unknown = subs.filter((entry) => !known.has(entry.skuId)).map((entry) => entry.skuId);
        if (unknown.length > 0)
          return refused('invalid', 'mainSubSubsUnknown', { ids: unknown.join(', ') }, 'subs');
        await tx
          .delete(mainSubItems)
          .where(and(eq(mainSubItems.tenantId, tenantId), eq(mainSubItems.mainSkuId, mainSkuId)));
        await tx.insert(mainSubItems).values(
          subs.map((entry, index) => ({
            tenantId,
            mainSkuId,
            subSkuId: entry.skuId,
            ratio: entry.ratio,
            // Keeps the posted order (the list reads by created_at).
            createdAt: new Date(now.getTime() + index),
          })),
        );
        const [pair] = await pairsOf(tx, tenantId, [mainSkuId]);
        return { ok: true, value: pair as MainSub };
      });
    },

    async remove(tenantId: number, mainSkuId: number): Promise<Outcome<true>> {
      const removed = await db
        .delete(mainSubItems)
        .where(and(eq(mainSubItems.tenantId, tenantId), eq(mainSubItems.mainSkuId, mainSkuId)))
        .returning({ subSkuId: mainSubItems.subSkuId });
      return removed.length > 0 ? { ok: true, value: true } : refused('notFound', 'mainSubNotFound');
    },
  };
};
