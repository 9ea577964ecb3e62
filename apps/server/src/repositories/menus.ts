import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apps, menuResources, roleResources, roles } from '../db/schema';
import { ACTION_LEVEL } from './grants';

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
   * only pages; the actions of the pages among them (every action for a role that grants all).
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
    // An action counts with its page only: it never brings a page it is of into the menu.
    const granted = new Set(rows.map((row) => row.id));
    const held = rows.filter(
      (row) => row.level !== ACTION_LEVEL || (row.parentId !== null && granted.has(row.parentId)),
    );
    const byId = new Map([...held, ...extra].map((row) => [row.id, row]));
    // A role that grants all grants every action of the pages it shows, listed or not.
    const [grantsAll] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, roleIds), eq(roles.grantsAll, true)))
      .limit(1);
    if (grantsAll) {
      const actions = await db
        .select()
        .from(menuResources)
        .where(and(eq(menuResources.tenantId, tenantId), eq(menuResources.level, ACTION_LEVEL)));
      for (const action of actions)
        if (action.parentId && byId.has(action.parentId)) byId.set(action.id, action);
    }
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
