import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apps, menuResources, roleResources } from '../db/schema';

export type MenuRow = typeof menuResources.$inferSelect;
export type AppRow = typeof apps.$inferSelect;

export const menusRepository = (db: Db) => ({
  /** The tenant's menu page at this route path (its url without query), when there is one. */
  async pageAt(tenantId: number, path: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await db
      .select({ id: menuResources.id, name: menuResources.name })
      .from(menuResources)
      .where(
        and(
          eq(menuResources.tenantId, tenantId),
          or(eq(menuResources.url, path), like(menuResources.url, `${path.replace(/[\\%_]/g, '\\$&')}?%`)),
        ),
      )
      .orderBy(asc(menuResources.id))
      .limit(1);
    return row;
  },

  async apps(): Promise<AppRow[]> {
    return db.select().from(apps).orderBy(asc(apps.sort), asc(apps.appCode));
  },

  /**
   * The resources the roles grant in the tenant, and `extra` entries (the tenant's registered
   * apps), with the ancestors of each so the three-level tree is whole even when a role grants
   * only pages.
   */
  async grantedTo(tenantId: number, roleIds: string[], extra: readonly MenuRow[] = []): Promise<MenuRow[]> {
    if (roleIds.length === 0) return [];
    const grantedIds = db
      .selectDistinct({ id: roleResources.resourceId })
      .from(roleResources)
      .where(and(eq(roleResources.tenantId, tenantId), inArray(roleResources.roleId, roleIds)));
    const rows = await db
      .select()
      .from(menuResources)
      .where(and(eq(menuResources.tenantId, tenantId), inArray(menuResources.id, grantedIds)));
    const byId = new Map([...rows, ...extra].map((row) => [row.id, row]));
    // Levels go 1-3, so at most two rounds find every missing ancestor.
    for (let round = 0; round < 2; round++) {
      const missing = [...byId.values()]
        .map((row) => row.parentId)
        .filter((id): id is string => id !== null && !byId.has(id));
      if (missing.length === 0) break;
      const parents = await db
        .select()
        .from(menuResources)
        .where(and(eq(menuResources.tenantId, tenantId), inArray(menuResources.id, [...new Set(missing)])));
      for (const parent of parents) byId.set(parent.id, parent);
    }
    return [...byId.values()];
  },
});
