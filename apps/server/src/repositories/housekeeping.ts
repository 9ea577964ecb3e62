import { and, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { codeNumbers, loginAttempts, sessions, smsCodes } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows that no rule reads any more: ended sessions, used or expired codes, day-old unlocked counters. */
export const housekeepingRepository = (db: Db) => ({
  async purge(now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
    await db.delete(codeNumbers).where(lt(codeNumbers.expiresAt, now));
    await db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo));
    await db
      .delete(loginAttempts)
      .where(
        and(
          lt(loginAttempts.lastFailureAt, dayAgo),
          or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
        ),
      );
  },
});
