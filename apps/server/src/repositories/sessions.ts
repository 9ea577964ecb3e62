import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, tenants, users } from '../db/schema';
import type { AccessChanged } from './access-change';
import type { Tenant } from './tenants';
import type { User } from './users';

export type SessionRow = typeof sessions.$inferSelect;
export interface ActiveSession {
  session: SessionRow;
  user: User;
  tenant: Tenant;
}

export const sessionsRepository = (db: Db, changed: AccessChanged) => ({
  async create(row: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /**
   * The live session with this id (the hash of the cookie), with its user and tenant: neither idle
   * past its expiry nor signed in `maxAgeMs` or longer ago, however busy it has been.
   */
  async findActive(id: string, now: Date, maxAgeMs: number): Promise<ActiveSession | undefined> {
    const [row] = await db
      .select({ session: sessions, user: users, tenant: tenants })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
      .where(
        and(
          eq(sessions.id, id),
          // A locked or disabled account's sessions end at once, whatever created them.
          eq(users.status, 1),
          gt(sessions.expiresAt, now),
          gt(sessions.createdAt, new Date(now.getTime() - maxAgeMs)),
        ),
      );
    return row;
  },

  async touch(id: string, now: Date, expiresAt: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  },

  async delete(id: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, id));
    await changed({ session: id });
  },

  async markSmsVerified(id: string, codeHash: string, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ smsVerifiedHash: codeHash, smsVerifiedAt: at })
      .where(eq(sessions.id, id));
    await changed({ session: id });
  },

  /** The store the session acts for from now on (its roles there decide what it may call). */
  async setCurrentStore(id: string, storeId: number): Promise<void> {
    await db.update(sessions).set({ currentStoreId: storeId }).where(eq(sessions.id, id));
    await changed({ session: id });
  },
});
