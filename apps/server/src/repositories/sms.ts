import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { smsCodes, smsOutbox } from '../db/schema';

export type SmsCode = typeof smsCodes.$inferSelect;

export const smsRepository = (db: Db) => ({
  async lastSentAt(phone: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    return row?.createdAt;
  },

  /** A new code replaces every earlier one of the phone and tenant. */
  async issue(row: typeof smsCodes.$inferInsert): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(smsCodes)
        .set({ consumedAt: row.createdAt })
        .where(
          and(
            eq(smsCodes.phone, row.phone),
            eq(smsCodes.platformNum, row.platformNum),
            isNull(smsCodes.consumedAt),
          ),
        );
      await tx.insert(smsCodes).values(row);
    });
  },

  async current(phone: string, platformNum: string, now: Date): Promise<SmsCode | undefined> {
    const [row] = await db
      .select()
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.phone, phone),
          eq(smsCodes.platformNum, platformNum),
          isNull(smsCodes.consumedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    return row;
  },

  /** Count a wrong try; false once the code has used up its tries. */
  async countTry(id: number, maxTries: number): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxTries)))
      .returning({ id: smsCodes.id });
    return rows.length > 0;
  },

  /** Use the code up; false when a concurrent request already did. */
  async consume(id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    return rows.length > 0;
  },

  async addToOutbox(phone: string, text: string, createdAt: Date): Promise<void> {
    await db.insert(smsOutbox).values({ phone, text, createdAt });
  },
});
