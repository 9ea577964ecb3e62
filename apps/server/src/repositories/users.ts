import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, stores, userStoreRoles, users } from '../db/schema';
import type { AccessChanged } from './access-change';

export type User = typeof users.$inferSelect;

export interface StoreRoles {
  storeId: number;
  storeCode: string;
  storeName: string;
  roleIds: string[];
}

/** The stores a user holds roles in (those `where` selects), with the role ids held in each, by store code. */
export const heldStores = (db: Db, userId: number, where: SQL | undefined): Promise<StoreRoles[]> =>
  db
    .select({
      storeId: stores.id,
      storeCode: stores.storeCode,
      storeName: stores.storeName,
      roleIds: userStoreRoles.roleIds,
    })
    .from(userStoreRoles)
    .innerJoin(stores, eq(stores.id, userStoreRoles.storeId))
    .where(and(eq(userStoreRoles.userId, userId), where))
    .orderBy(asc(stores.storeCode));

export const usersRepository = (db: Db, changed: AccessChanged) => ({
  async byLogin(tenantId: number, loginName: string): Promise<User | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.loginName, loginName)));
    return row;
  },

  /** The account a phone signs in to: the first user of the tenant with that mobile. */
  async byMobile(tenantId: number, mobile: string): Promise<User | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.mobile, mobile)))
      .orderBy(asc(users.id))
      .limit(1);
    return row;
  },

  /** The active stores the user is authorised for, with the role ids held in each. */
  async storeRoles(userId: number): Promise<StoreRoles[]> {
    return heldStores(db, userId, eq(stores.status, 1));
  },

  /** Every role the user holds in any of their stores. */
  async heldRoleIds(userId: number): Promise<Set<string>> {
    const rows = await db
      .select({ roleIds: userStoreRoles.roleIds })
      .from(userStoreRoles)
      .where(eq(userStoreRoles.userId, userId));
    return new Set(rows.flatMap((row) => row.roleIds));
  },

  /** New password: the initial flag goes, and every session of the user ends, in one transaction. */
  async changePassword(userId: number, passwordHash: string, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, initialPassword: false, passwordChangedAt: at })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    });
    await changed({ user: userId });
  },
});
