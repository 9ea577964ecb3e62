import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MenuFavourite } from '@rcadmin/contract';
import type { Db } from '../db/database';
import { favourites } from '../db/schema';
import type { AccessChanged } from './access-change';

/**
 * A user's menu favourites. A change is announced as a change of the user: the menu answers kept
 * for them (site-menu-answer.ts), here and on other servers, carry the favourites.
 */
export const favouritesRepository = (db: Db, changed: AccessChanged) => ({
  async list(userId: number): Promise<MenuFavourite[]> {
    const rows = await db
      .select({ resourceId: favourites.resourceId, resourceName: favourites.resourceName })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt), asc(favourites.resourceId));
    return rows.map((row) => ({ ...row, parentResourceId: 'collectMenu' as const }));
  },

  /** Add (or rename) favourites in one statement: all or nothing. */
  async add(userId: number, appCode: string, items: MenuFavourite[], at: Date): Promise<void> {
    if (items.length === 0) return;
    await db
      .insert(favourites)
      .values(
        items.map((item) => ({
          userId,
          appCode,
          resourceId: item.resourceId,
          resourceName: item.resourceName,
          createdAt: at,
        })),
      )
      .onConflictDoNothing();
    await changed({ user: userId });
  },

  async remove(userId: number, resourceIds: string[]): Promise<void> {
    if (resourceIds.length === 0) return;
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), inArray(favourites.resourceId, resourceIds)));
    await changed({ user: userId });
  },
});
