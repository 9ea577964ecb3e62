import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { codeNumbers, loginAttempts } from '../db/schema';

export type LoginAttempt = typeof loginAttempts.$inferSelect;

/**
 * Password-check counters keyed by (platformNum, loginName), and code-number answers keyed by
 * (platformNum, loginName, requester).
 */
export const loginGuardsRepository = (db: Db) => ({
  async attempt(key: string): Promise<LoginAttempt | undefined> {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    return row;
  },

  /**
   * Count a password check before it runs, in one statement that also decides whether it may:
   * not while the key is locked, and past `imageAfter` counted checks only with a right image
   * answer. The check that brings the count to `lockAt` locks the key until `lockUntil`; an expired
   * lock starts the count anew. Answers the new count, or undefined when the check may not run
   * (concurrent requests each see the count the others left: none can slip past the limits).
   */
  async countCheck(
    key: string,
    now: Date,
    rule: { imageAfter: number; imageAnswered: boolean; lockAt: number; lockUntil: Date },
  ): Promise<number | undefined> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const lockExpired = sql`${loginAttempts.lockedUntil} <= ${at}`;
    const count = sql`case when ${lockExpired} then 1 else ${loginAttempts.failures} + 1 end`;
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: count,
          lastFailureAt: now,
          lockedUntil: sql`case when ${count} >= ${rule.lockAt} then ${rule.lockUntil.toISOString()}::timestamptz else null end`,
        },
        setWhere: sql`${lockExpired} or (${loginAttempts.lockedUntil} is null and (${loginAttempts.failures} < ${rule.imageAfter} or ${sql.raw(String(rule.imageAnswered))}))`,
      })
      .returning({ failures: loginAttempts.failures });
    return row?.failures;
  },

  /**
   * Take back a counted check that never ran (no scrypt slot was free): the caller was refused for
   * the server's load, not for a wrong password.
   */
  async uncount(key: string, lockAt: number): Promise<void> {
    await db
      .update(loginAttempts)
      .set({
        failures: sql`${loginAttempts.failures} - 1`,
        lockedUntil: sql`case when ${loginAttempts.failures} - 1 >= ${lockAt} then ${loginAttempts.lockedUntil} else null end`,
      })
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.failures, 0)));
  },

  async reset(key: string): Promise<void> {
    await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  },

  async putCodeNumber(key: string, answerHash: string, expiresAt: Date): Promise<void> {
    await db
      .insert(codeNumbers)
      .values({ key, answerHash, expiresAt })
      .onConflictDoUpdate({ target: codeNumbers.key, set: { answerHash, expiresAt } });
  },

  /** Remove and answer the code-number challenge of the key: each image is good for one try. */
  async takeCodeNumber(key: string): Promise<{ answerHash: string; expiresAt: Date } | undefined> {
    const [row] = await db
      .delete(codeNumbers)
      .where(eq(codeNumbers.key, key))
      .returning({ answerHash: codeNumbers.answerHash, expiresAt: codeNumbers.expiresAt });
    return row;
  },
});
