import { NAV_MAX_DEPTH, type NavTreeNode, wireId } from '@rcadmin/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shopNavigations, skus } from '../db/schema';
import { refused, type Outcome } from './catalogue';
import { lockTenant } from '../db/sql-helpers';

const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

interface NavRow {
  id: number;
  parentId: number | null;
  name: string;
  icon: string;
  sortOrder: number;
}

const navRows = (tx: Db, tenantId: number): Promise<NavRow[]> =>
  tx
    .select({
      id: shopNavigations.id,
      parentId: shopNavigations.parentId,
      name: shopNavigations.name,
      icon: shopNavigations.icon,
      sortOrder: shopNavigations.sortOrder,
    })
    .from(shopNavigations)
    .where(eq(shopNavigations.tenantId, tenantId))
    .orderBy(asc(shopNavigations.sortOrder), asc(shopNavigations.id));

/** The tenant's shelves with what the rules of the tree need: depth, children and subtrees. */
function shapeOf(rows: NavRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number | null, NavRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const level = (row: NavRow): number => {
    let depth = 1;
    for (let parent = row.parentId; parent !== null; parent = byId.get(parent)?.parentId ?? null) depth += 1;
    return depth;
  };
  /** The shelves under an id, depth first (not the shelf itself). */
  const below = (id: number): NavRow[] =>
    (children.get(id) ?? []).flatMap((child) => [child, ...below(child.id)]);
  /** How many levels a shelf spans with the shelves under it (1 = no children). */
  const height = (id: number): number =>
    1 + Math.max(0, ...(children.get(id) ?? []).map((child) => height(child.id)));
  const nameTaken = (parentId: number | null, name: string, except?: number) =>
    (children.get(parentId) ?? []).some((row) => row.id !== except && row.name === name);
  return { byId, children, level, below, height, nameTaken };
}

/**
 * Store navigation (pubNav): the shelves of the online store a SKU is listed under
 * (skus.search_nav_ids), three levels at most. Writes serialise per tenant.
 */
export const storeNavRepository = (db: Db) => ({
  /** The whole tree in order, with each shelf's level and the SKUs (out of the bin) listed under it. */
  async tree(tenantId: number): Promise<NavTreeNode[]> {
    const rows = await navRows(db, tenantId);
    const listed = db
      .select({ navId: sql<number>`unnest(${skus.searchNavIds})`.as('nav_id') })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), isNull(skus.deletedAt)))
      .as('listed');
    const counts = await db.select({ navId: listed.navId, n: count() }).from(listed).groupBy(listed.navId);
    const skuCount = new Map(counts.map((row) => [Number(row.navId), row.n]));
    const { children } = shapeOf(rows);
    const build = (parentId: number | null, level: number): NavTreeNode[] =>
      (children.get(parentId) ?? []).map((row) => ({
        navId: String(row.id),
        parentId: wireId(row.parentId),
        name: row.name,
        icon: row.icon,
        level,
        sortOrder: row.sortOrder,
        skuCount: skuCount.get(row.id) ?? 0,
        children: level >= NAV_MAX_DEPTH ? [] : build(row.id, level + 1),
      }));
    return build(null, 1);
  },

  /** A new shelf under `parentId` (null: a top shelf), last among its siblings. */
  async create(
    tenantId: number,
    input: { parentId: number | null; name: string; icon: string },
  ): Promise<Outcome<number>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, 'shop_navigations', tenantId);
      const rows = await navRows(tx, tenantId);
      const shape = shapeOf(rows);
      const parent = input.parentId === null ? undefined : shape.byId.get(input.parentId);
      if (input.parentId !== null && !parent)
        return refused('notFound', 'navParentNotFound', undefined, 'parentId');
      if (parent && shape.level(parent) + 1 > NAV_MAX_DEPTH)
        return refused('invalid', 'navTooDeep', { max: NAV_MAX_DEPTH }, 'parentId');
      if (shape.nameTaken(input.parentId, input.name))
        return refused('duplicate', 'navNameTaken', { name: input.name }, 'name');
      const sortOrder = (shape.children.get(input.parentId) ?? []).reduce(
        (max, row) => Math.max(max, row.sortOrder + 1),
        0,
      );
      const [row] = await tx
        .insert(shopNavigations)
        .values({ tenantId, parentId: input.parentId, name: input.name, icon: input.icon, sortOrder })
        .returning({ id: shopNavigations.id });
      return done((row as { id: number }).id);
    });
  },

  /** Rename a shelf and/or change its icon. */
  async update(
    tenantId: number,
    id: number,
    input: { name: string; icon: string },
  ): Promise<Outcome<number>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, 'shop_navigations', tenantId);
      const shape = shapeOf(await navRows(tx, tenantId));
      const row = shape.byId.get(id);
      if (!row) return refused('notFound', 'navNotFound');
      if (shape.nameTaken(row.parentId, input.name, id))
        return refused('duplicate', 'navNameTaken', { name: input.name }, 'name');
      await tx
        .update(shopNavigations)
        .set(input)
        .where(and(eq(shopNavigations.tenantId, tenantId), eq(shopNavigations.id, id)));
      return done(id);
    });
  },

  /**
   * Move a shelf with the shelves under it to `parentId` (null: the top) at `index` among its new
   * siblings, which are renumbered 0..n. Refused under itself or its own shelves, or deeper than
   * three levels.
   */
  async move(tenantId: number, id: number, parentId: number | null, index: number): Promise<Outcome<true>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, 'shop_navigations', tenantId);
      const shape = shapeOf(await navRows(tx, tenantId));
      const row = shape.byId.get(id);
      if (!row) return refused('notFound', 'navNotFound');
      const parent = parentId === null ? undefined : shape.byId.get(parentId);
      if (parentId !== null && !parent)
        return refused('notFound', 'navParentNotFound', undefined, 'parentId');
      if (parentId === id || shape.below(id).some((entry) => entry.id === parentId))
        return refused('invalid', 'navMoveIntoItself', undefined, 'parentId');
      const newLevel = parent ? shape.level(parent) + 1 : 1;
      if (newLevel + shape.height(id) - 1 > NAV_MAX_DEPTH)
        return refused('invalid', 'navTooDeep', { max: NAV_MAX_DEPTH }, 'parentId');
      if (shape.nameTaken(parentId, row.name, id))
        return refused('duplicate', 'navNameTaken', { name: row.name }, 'parentId');
      const siblings = (shape.children.get(parentId) ?? []).filter((entry) => entry.id !== id);
      siblings.splice(Math.min(index, siblings.length), 0, { ...row, parentId });
      for (const [position, entry] of siblings.entries()) {
        const moved = entry.id === id && row.parentId !== parentId;
        if (entry.sortOrder === position && !moved) continue;
        await tx
          .update(shopNavigations)
          .set({ sortOrder: position, parentId })
          .where(and(eq(shopNavigations.tenantId, tenantId), eq(shopNavigations.id, entry.id)));
      }
      return done(true as const);
    });
  },

  /** Delete a shelf and the shelves under it, unless SKUs (the recycle bin too) are listed under any. */
  async remove(tenantId: number, id: number): Promise<Outcome<true>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, 'shop_navigations', tenantId);
      const shape = shapeOf(await navRows(tx, tenantId));
      const row = shape.byId.get(id);
      if (!row) return refused('notFound', 'navNotFound');
      const ids = [id, ...shape.below(id).map((entry) => entry.id)];
      const [used] = await tx
        .select({ n: count() })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), sql`${skus.searchNavIds} && ${`{${ids.join(',')}}`}::int[]`));
      const skuCount = used?.n ?? 0;
      if (skuCount > 0)
        return refused('inUse', ids.length > 1 ? 'navTreeInUse' : 'navInUse', {
          name: row.name,
          count: skuCount,
        });
      // The shelves under it go with it (the parent key cascades).
      await tx
        .delete(shopNavigations)
        .where(and(eq(shopNavigations.tenantId, tenantId), eq(shopNavigations.id, id)));
      return done(true as const);
    });
  },
});
export type StoreNavRepository = ReturnType<typeof storeNavRepository>;
