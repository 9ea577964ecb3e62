import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  codeNumbers,
  loginAttempts,
  rateLimitHits,
  serverLeases,
  sessions,
  smsCodes,
  smsOutbox,
} from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows that no rule reads any more: sessions idle past their expiry or older than the absolute
 * lifetime (`sessionMaxMs`), used or expired codes, day-old unlocked counters, ended rate-limit
 * windows; and the demo outbox's texts after a day, so it keeps no codes longer than that.
 */
export const housekeepingRepository = (db: Db) => ({
  async purge(now: Date, sessionMaxMs: number): Promise<void> {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    await db
      .delete(sessions)
      .where(
        or(lt(sessions.expiresAt, now), lte(sessions.createdAt, new Date(now.getTime() - sessionMaxMs))),
      );
    await db.delete(codeNumbers).where(lt(codeNumbers.expiresAt, now));
    await db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo));
    await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, dayAgo));
    // Windows are timed by the database's clock (rate-limits.ts).
    await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
    await db
      .delete(loginAttempts)
      .where(
        and(
          lt(loginAttempts.lastFailureAt, dayAgo),
          or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
        ),
      );
  },
  /**
   * Takes the lease `name` for `holder` until `now + ms`, when no other server holds it past `now`
   * (or `holder` already does): true when taken. One statement, so two servers asking at once
   * cannot both have it.
   */
  async takeLease(name: string, holder: string, now: Date, ms: number): Promise<boolean> {
    const until = new Date(now.getTime() + ms);
    const taken = await db
      .insert(serverLeases)
      .values({ name, holder, until })
      .onConflictDoUpdate({
        target: serverLeases.name,
        set: { holder, until },
        where: or(lte(serverLeases.until, now), eq(serverLeases.holder, holder)),
      })
      .returning({ name: serverLeases.name });
    return taken.length > 0;
  },
});
