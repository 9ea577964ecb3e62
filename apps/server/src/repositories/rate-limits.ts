import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';

/** Rate-limit counts that several servers on one PostgreSQL share (when there is no Redis). */
export const rateLimitsRepository = (db: Db) => ({
  /**
   * Count a hit of the key, in one upsert: a window past its end starts anew. The database's clock
   * decides, so servers whose clocks differ still share one window. Answers the hits in the
   * window and the milliseconds left of it.
   */
  async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
    const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const ended = sql`${rateLimitHits.resetAt} <= now()`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, hits: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${ended} then ${windowEnd} else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        ttlMs:
          sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))`.mapWith(
            Number,
          ),
      });
    if (!row) throw new Error('the rate-limit upsert returned no row');
    return row;
  },
});
