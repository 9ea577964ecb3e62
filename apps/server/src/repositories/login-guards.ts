import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { codeNumbers, loginAttempts } from '../db/schema';

export type LoginAttempt = typeof loginAttempts.$inferSelect;

/** Failed sign-in counters and code-number answers, both keyed by (platformNum, loginName). */
export const loginGuardsRepository = (db: Db) => ({
  async attempt(key: string): Promise<LoginAttempt | undefined> {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    return row;
  },

  /** Count a failure atomically; the key locks once the count reaches `lockAt`. Answers the new count. */
  async recordFailure(key: string, now: Date, lockAt: number, lockUntil: Date): Promise<number> {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, failures: 1, lastFailureAt: now, lockedUntil: lockAt <= 1 ? lockUntil : null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`${loginAttempts.failures} + 1`,
          lastFailureAt: now,
          lockedUntil: sql`case when ${loginAttempts.failures} + 1 >= ${lockAt} then ${lockUntil.toISOString()}::timestamptz else null end`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    return row?.failures ?? 1;
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
