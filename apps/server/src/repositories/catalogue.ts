import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  type Brand,
  type BrandCategory,
  type CategoryTreeNode,
  type NavNode,
  wireId,
} from '@rcadmin/contract';
import type { Db } from '../db/database';
import { brandCategories, brands, goodsCategories, shopNavigations, skus } from '../db/schema';
import type { MessageKey, Params } from '../i18n/messages';
import { containsPattern, isUniqueViolation, lockTenant } from '../db/sql-helpers';
import { heldFileKeys, markFilesUsed } from './files';

/** At most this many levels of categories. */
export const CATEGORY_MAX_LEVEL = 3;

/** A refused write: the code family, the message and, for forms, the field it concerns. */
export interface Refused {
  ok: false;
  kind: 'notFound' | 'duplicate' | 'inUse' | 'invalid' | 'stale' | 'forbidden';
  message: MessageKey;
  params?: Params;
  field?: string;
}
export type Outcome<T> = { ok: true; value: T } | Refused;

export const refused = (
  kind: Refused['kind'],
  message: MessageKey,
  params?: Params,
  field?: string,
): Refused => ({ ok: false, kind, message, params, field });
const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** Where the shell reads a stored file. */
export const fileUrl = (apiBase: string, key: string) =>
  key ? `${apiBase}/file/get.do?key=${encodeURIComponent(key)}` : '';

interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  level: number;
  sortOrder: number;
}

/** Children of each category, and the height of the subtree under an id (1 = a leaf). */
function subtreeOf(rows: CategoryRow[], rootId: number): CategoryRow[] {
  const byParent = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  const out: CategoryRow[] = [];
  const walk = (id: number) => {
    for (const child of byParent.get(id) ?? []) {
      out.push(child);
      walk(child.id);
    }
  };
  walk(rootId);
  return out;
}

/** Every category of the tenant, in sort order (the tree's, the form's and the import's checks). */
export const categoryRows = (tx: Db, tenantId: number): Promise<CategoryRow[]> =>
  tx
    .select({
      id: goodsCategories.id,
      parentId: goodsCategories.parentId,
      name: goodsCategories.name,
      code: goodsCategories.code,
      level: goodsCategories.level,
      sortOrder: goodsCategories.sortOrder,
    })
    .from(goodsCategories)
    .where(eq(goodsCategories.tenantId, tenantId))
    .orderBy(asc(goodsCategories.sortOrder), asc(goodsCategories.id));

/** New categories (the form's one, an import's wave), with their ids and codes. */
export const insertCategories = (tx: Db, rows: (typeof goodsCategories.$inferInsert)[]) =>
  tx.insert(goodsCategories).values(rows).returning({ id: goodsCategories.id, code: goodsCategories.code });

/** Which of these names the tenant's brands hold. */
export async function brandNamesTaken(tx: Db, tenantId: number, names: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.tenantId, tenantId), inArray(brands.name, names)));
  return new Set(rows.map((row) => row.name));
}

/**
 * The ids of the tenant's brand categories of these names, under shared locks: none can be deleted
 * while brands of it are written.
 */
export async function heldBrandCategories(tx: Db, tenantId: number, names: string[]) {
  const rows =
    names.length === 0
      ? []
      : await tx
          .select({ id: brandCategories.id, name: brandCategories.name })
          .from(brandCategories)
          .where(and(eq(brandCategories.tenantId, tenantId), inArray(brandCategories.name, names)))
          .for('share');
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** New brands; the names written (one another write has taken meanwhile is left out). */
export async function insertBrands(tx: Db, rows: (typeof brands.$inferInsert)[]): Promise<Set<string>> {
  const created = await tx.insert(brands).values(rows).onConflictDoNothing().returning({ name: brands.name });
  return new Set(created.map((row) => row.name));
}

export const catalogueRepository = (db: Db) => {
  /** Another sibling (same parent) already has this name. */
  const siblingNameTaken = (rows: CategoryRow[], parentId: number | null, name: string, except?: number) =>
    rows.some((row) => row.parentId === parentId && row.id !== except && row.name === name);

  const brandRow = (row: {
    id: number;
    name: string;
    englishName: string;
    brandCategoryId: number | null;
    brandCategoryName: string | null;
    logoKey: string | null;
    status: number;
    skuCount: number;
  }): Brand => ({
    brandId: String(row.id),
    brandName: row.name,
    englishName: row.englishName,
    brandCategoryId: wireId(row.brandCategoryId),
    brandCategoryName: row.brandCategoryName ?? '',
    logoKey: row.logoKey ?? '',
    // Filled by the route, which knows the API base (fileUrl).
    logoUrl: '',
    status: row.status,
    skuCount: Number(row.skuCount),
  });

  const brandSkuCount = sql<number>`(select count(*)::int from skus s where s.brand_id = "brands"."id")`;
  const brandSelect = {
    id: brands.id,
    name: brands.name,
    englishName: brands.englishName,
    brandCategoryId: brands.brandCategoryId,
    brandCategoryName: brandCategories.name,
    logoKey: brands.logoKey,
    status: brands.status,
    skuCount: brandSkuCount,
  };

  return {
    // ---------------------------------------------------------------- categories
    async categoryTree(tenantId: number): Promise<CategoryTreeNode[]> {
      const rows = await categoryRows(db, tenantId);
      const counts = await db
        .select({ categoryId: skus.categoryId, n: count() })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), isNull(skus.deletedAt)))
        .groupBy(skus.categoryId);
      const skuCount = new Map(counts.map((row) => [row.categoryId, row.n]));
      const nodes = new Map<number, CategoryTreeNode>(
        rows.map((row) => [
          row.id,
          {
            categoryId: String(row.id),
            name: row.name,
            code: row.code,
            level: row.level,
            parentId: wireId(row.parentId),
            sortOrder: row.sortOrder,
            skuCount: skuCount.get(row.id) ?? 0,
            children: [],
          },
        ]),
      );
      const roots: CategoryTreeNode[] = [];
      for (const row of rows) {
        const node = nodes.get(row.id) as CategoryTreeNode;
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        (parent ? parent.children : roots).push(node);
      }
      return roots;
    },

    async createCategory(
      tenantId: number,
      input: { parentId: number | null; name: string; code: string },
    ): Promise<Outcome<number>> {
      try {
        return await db.transaction(async (tx) => {
          await lockTenant(tx, 'goods_categories', tenantId);
          const rows = await categoryRows(tx, tenantId);
          const parent = input.parentId === null ? undefined : rows.find((row) => row.id === input.parentId);
          if (input.parentId !== null && !parent)
            return refused('notFound', 'categoryParentNotFound', undefined, 'parentId');
          const level = parent ? parent.level + 1 : 1;
          if (level > CATEGORY_MAX_LEVEL)
            return refused('invalid', 'categoryTooDeep', { max: CATEGORY_MAX_LEVEL }, 'parentId');
          if (siblingNameTaken(rows, input.parentId, input.name))
            return refused('duplicate', 'categoryNameTaken', { name: input.name }, 'name');
          if (rows.some((row) => row.code === input.code))
            return refused('duplicate', 'categoryCodeTaken', { code: input.code }, 'code');
          const siblings = rows.filter((row) => row.parentId === input.parentId);
          const sortOrder = siblings.reduce((max, row) => Math.max(max, row.sortOrder + 1), 0);
          const [row] = await insertCategories(tx, [
            { tenantId, parentId: input.parentId, name: input.name, code: input.code, level, sortOrder },
          ]);
          return done((row as { id: number }).id);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return refused('duplicate', 'categoryCodeTaken', { code: input.code }, 'code');
        throw error;
      }
    },

    async updateCategory(
      tenantId: number,
      id: number,
      input: { name: string; code: string },
    ): Promise<Outcome<number>> {
      try {
        return await db.transaction(async (tx) => {
          await lockTenant(tx, 'goods_categories', tenantId);
          const rows = await categoryRows(tx, tenantId);
          const row = rows.find((entry) => entry.id === id);
          if (!row) return refused('notFound', 'categoryNotFound');
          if (siblingNameTaken(rows, row.parentId, input.name, id))
            return refused('duplicate', 'categoryNameTaken', { name: input.name }, 'name');
          if (rows.some((entry) => entry.id !== id && entry.code === input.code))
            return refused('duplicate', 'categoryCodeTaken', { code: input.code }, 'code');
          await tx
            .update(goodsCategories)
            .set({ name: input.name, code: input.code })
            .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.id, id)));
          return done(id);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return refused('duplicate', 'categoryCodeTaken', { code: input.code }, 'code');
        throw error;
      }
    },

    /**
     * Move a category with its subtree under `parentId` (null: a root) at `index` among the new
     * siblings; the siblings are renumbered 0..n. Refused when the subtree would go deeper than
     * three levels, or under itself.
     */
    async moveCategory(
      tenantId: number,
      id: number,
      parentId: number | null,
      index: number,
    ): Promise<Outcome<true>> {
      return db.transaction(async (tx) => {
        await lockTenant(tx, 'goods_categories', tenantId);
        const rows = await categoryRows(tx, tenantId);
        const row = rows.find((entry) => entry.id === id);
        if (!row) return refused('notFound', 'categoryNotFound');
        const parent = parentId === null ? undefined : rows.find((entry) => entry.id === parentId);
        if (parentId !== null && !parent)
          return refused('notFound', 'categoryParentNotFound', undefined, 'parentId');
        const subtree = subtreeOf(rows, id);
        if (parentId === id || subtree.some((entry) => entry.id === parentId))
          return refused('invalid', 'categoryMoveIntoItself', undefined, 'parentId');
        const newLevel = parent ? parent.level + 1 : 1;
        const height = subtree.reduce((max, entry) => Math.max(max, entry.level - row.level), 0);
        if (newLevel + height > CATEGORY_MAX_LEVEL)
          return refused('invalid', 'categoryTooDeep', { max: CATEGORY_MAX_LEVEL }, 'parentId');
        if (siblingNameTaken(rows, parentId, row.name, id))
          return refused('duplicate', 'categoryNameTaken', { name: row.name }, 'parentId');
        const shift = newLevel - row.level;
        if (row.parentId !== parentId) {
          await tx
            .update(goodsCategories)
            .set({ parentId, level: newLevel })
            .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.id, id)));
        }
        // The subtree keeps its shape: every level moves by the same amount.
        for (const entry of shift === 0 ? [] : subtree) {
          await tx
            .update(goodsCategories)
            .set({ level: entry.level + shift })
            .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.id, entry.id)));
        }
        const siblings = rows.filter((entry) => entry.parentId === parentId && entry.id !== id);
        siblings.splice(Math.min(index, siblings.length), 0, { ...row, parentId });
        for (const [position, entry] of siblings.entries()) {
          if (entry.sortOrder === position && entry.id !== id) continue;
          await tx
            .update(goodsCategories)
            .set({ sortOrder: position })
            .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.id, entry.id)));
        }
        return done(true as const);
      });
    },

    /** Delete a category no goods (not even in the recycle bin) and no child use. */
    async deleteCategory(tenantId: number, id: number): Promise<Outcome<true>> {
      return db.transaction(async (tx) => {
        await lockTenant(tx, 'goods_categories', tenantId);
        const [row] = await tx
          .select({ id: goodsCategories.id })
          .from(goodsCategories)
          .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.id, id)))
          .for('update');
        if (!row) return refused('notFound', 'categoryNotFound');
        const [children] = await tx
          .select({ n: count() })
          .from(goodsCategories)
          .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.parentId, id)));
        if ((children?.n ?? 0) > 0)
          return refused('inUse', 'categoryHasChildren', { count: children?.n ?? 0 });
        const [goods] = await tx
          .select({ n: count() })
          .from(skus)
          .where(and(eq(skus.tenantId, tenantId), eq(skus.categoryId, id)));
        if ((goods?.n ?? 0) > 0) return refused('inUse', 'categoryHasGoods', { count: goods?.n ?? 0 });
        await tx
          .delete(goodsCategories)
          .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.id, id)));
        return done(true as const);
      });
    },

    // ---------------------------------------------------------------- brands
    async brandList(
      tenantId: number,
      query: {
        name?: string;
        brandCategoryId?: number | null;
        status?: number;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<{ list: Brand[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(brands.tenantId, tenantId)];
      if (query.name)
        conditions.push(
          or(
            ilike(brands.name, containsPattern(query.name)),
            ilike(brands.englishName, containsPattern(query.name)),
          ),
        );
      if (query.brandCategoryId !== undefined)
        conditions.push(
          query.brandCategoryId === null
            ? isNull(brands.brandCategoryId)
            : eq(brands.brandCategoryId, query.brandCategoryId),
        );
      if (query.status !== undefined) conditions.push(eq(brands.status, query.status));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(brands).where(where);
      const rows = await db
        .select(brandSelect)
        .from(brands)
        .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
        .where(where)
        .orderBy(asc(brands.sortOrder), asc(brands.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return { list: rows.map(brandRow), total: total?.n ?? 0 };
    },

    async brand(tenantId: number, id: number): Promise<Brand | undefined> {
      const [row] = await db
        .select(brandSelect)
        .from(brands)
        .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
        .where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)));
      return row ? brandRow(row) : undefined;
    },

    async saveBrand(
      tenantId: number,
      id: number | undefined,
      input: {
        name: string;
        englishName?: string;
        brandCategoryId?: number | null;
        logoKey?: string;
        status?: number;
        sortOrder?: number;
      },
    ): Promise<Outcome<number>> {
      try {
        return await db.transaction(async (tx) => {
          if (input.brandCategoryId) {
            const [category] = await tx
              .select({ id: brandCategories.id })
              .from(brandCategories)
              .where(
                and(eq(brandCategories.tenantId, tenantId), eq(brandCategories.id, input.brandCategoryId)),
              );
            if (!category) return refused('invalid', 'brandCategoryNotFound', undefined, 'brandCategoryId');
          }
          // Held until the save ends, so the unused-file sweep cannot remove the logo under it.
          if (input.logoKey && !(await heldFileKeys(tx, tenantId, [input.logoKey])).has(input.logoKey))
            return refused('invalid', 'fileNotFound', undefined, 'logoKey');
          const [taken] = await tx
            .select({ id: brands.id })
            .from(brands)
            .where(and(eq(brands.tenantId, tenantId), eq(brands.name, input.name)));
          if (taken && taken.id !== id)
            return refused('duplicate', 'brandNameTaken', { name: input.name }, 'brandName');
          const values = {
            name: input.name,
            ...(input.englishName !== undefined && { englishName: input.englishName }),
            ...(input.brandCategoryId !== undefined && { brandCategoryId: input.brandCategoryId }),
            ...(input.logoKey !== undefined && { logoKey: input.logoKey || null }),
            ...(input.status !== undefined && { status: input.status }),
            ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
          };
          if (input.logoKey) await markFilesUsed(tx, tenantId, [input.logoKey]);
          if (id === undefined) {
            const [row] = await tx
              .insert(brands)
              .values({ tenantId, ...values })
              .returning({ id: brands.id });
            return done((row as { id: number }).id);
          }
          const [row] = await tx
            .update(brands)
            .set(values)
            .where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)))
            .returning({ id: brands.id });
          return row ? done(row.id) : refused('notFound', 'brandNotFound');
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return refused('duplicate', 'brandNameTaken', { name: input.name }, 'brandName');
        throw error;
      }
    },

    async deleteBrand(tenantId: number, id: number): Promise<Outcome<true>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)))
          .for('update');
        if (!row) return refused('notFound', 'brandNotFound');
        const [used] = await tx
          .select({ n: count() })
          .from(skus)
          .where(and(eq(skus.tenantId, tenantId), eq(skus.brandId, id)));
        if ((used?.n ?? 0) > 0) return refused('inUse', 'brandInUse', { count: used?.n ?? 0 });
        await tx.delete(brands).where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)));
        return done(true as const);
      });
    },

    // ---------------------------------------------------------------- brand categories
    async brandCategoryList(tenantId: number, name?: string): Promise<BrandCategory[]> {
      const rows = await db
        .select({
          id: brandCategories.id,
          name: brandCategories.name,
          sortOrder: brandCategories.sortOrder,
          brandCount: sql<number>`(select count(*)::int from brands b where b.brand_category_id = "brand_categories"."id")`,
        })
        .from(brandCategories)
        .where(
          and(
            eq(brandCategories.tenantId, tenantId),
            name ? ilike(brandCategories.name, containsPattern(name)) : undefined,
          ),
        )
        .orderBy(asc(brandCategories.sortOrder), asc(brandCategories.id));
      return rows.map((row) => ({
        brandCategoryId: String(row.id),
        name: row.name,
        sortOrder: row.sortOrder,
        brandCount: Number(row.brandCount),
      }));
    },

    async saveBrandCategory(
      tenantId: number,
      id: number | undefined,
      input: { name: string; sortOrder?: number },
    ): Promise<Outcome<BrandCategory>> {
      try {
        return await db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: brandCategories.id })
            .from(brandCategories)
            .where(and(eq(brandCategories.tenantId, tenantId), eq(brandCategories.name, input.name)));
          if (taken && taken.id !== id)
            return refused('duplicate', 'brandCategoryNameTaken', { name: input.name }, 'name');
          const values = {
            name: input.name,
            ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
          };
          const [row] =
            id === undefined
              ? await tx
                  .insert(brandCategories)
                  .values({ tenantId, ...values })
                  .returning({ id: brandCategories.id, sortOrder: brandCategories.sortOrder })
              : await tx
                  .update(brandCategories)
                  .set(values)
                  .where(and(eq(brandCategories.tenantId, tenantId), eq(brandCategories.id, id)))
                  .returning({ id: brandCategories.id, sortOrder: brandCategories.sortOrder });
          if (!row) return refused('notFound', 'brandCategoryNotFound');
          const [brandCount] = await tx
            .select({ n: count() })
            .from(brands)
            .where(and(eq(brands.tenantId, tenantId), eq(brands.brandCategoryId, row.id)));
          return done({
            brandCategoryId: String(row.id),
            name: input.name,
            sortOrder: row.sortOrder,
            brandCount: brandCount?.n ?? 0,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return refused('duplicate', 'brandCategoryNameTaken', { name: input.name }, 'name');
        throw error;
      }
    },

    async deleteBrandCategory(tenantId: number, id: number): Promise<Outcome<true>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: brandCategories.id })
          .from(brandCategories)
          .where(and(eq(brandCategories.tenantId, tenantId), eq(brandCategories.id, id)))
          .for('update');
        if (!row) return refused('notFound', 'brandCategoryNotFound');
        const [used] = await tx
          .select({ n: count() })
          .from(brands)
          .where(and(eq(brands.tenantId, tenantId), eq(brands.brandCategoryId, id)));
        if ((used?.n ?? 0) > 0) return refused('inUse', 'brandCategoryInUse', { count: used?.n ?? 0 });
        await tx
          .delete(brandCategories)
          .where(and(eq(brandCategories.tenantId, tenantId), eq(brandCategories.id, id)));
        return done(true as const);
      });
    },

    // ---------------------------------------------------------------- store navigation
    async navTree(tenantId: number): Promise<NavNode[]> {
      const rows = await db
        .select({ id: shopNavigations.id, parentId: shopNavigations.parentId, name: shopNavigations.name })
        .from(shopNavigations)
        .where(eq(shopNavigations.tenantId, tenantId))
        .orderBy(asc(shopNavigations.sortOrder), asc(shopNavigations.id));
      interface Node {
        navId: string;
        name: string;
        children: Node[];
      }
      const nodes = new Map<number, Node>(
        rows.map((row) => [row.id, { navId: String(row.id), name: row.name, children: [] }]),
      );
      const roots: Node[] = [];
      for (const row of rows) {
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        (parent ? parent.children : roots).push(nodes.get(row.id) as Node);
      }
      // The contract's tree has three levels; deeper shelves (none are made) would be cut.
      const cut = (node: Node, depth: number): Node => ({
        ...node,
        children: depth >= 3 ? [] : node.children.map((child) => cut(child, depth + 1)),
      });
      return roots.map((node) => cut(node, 1)) as NavNode[];
    },
  };
};
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
