import type { SmsPurpose } from '@rcadmin/contract';
import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { smsCodes, smsOutbox } from '../db/schema';

export type SmsCode = typeof smsCodes.$inferSelect;

/** What the rules of a send look at, as of the moment the send holds its locks. */
export interface SendHistory {
  /** The latest code sent to the phone, whoever asked and whatever for. */
  lastSentAt: Date | undefined;
  /** Codes sent to the phone since the day's start (`since`). */
  toPhone: number;
  /** Codes asked for from the requesting address since then. */
  fromAddress: number;
}

/** Namespaces of the advisory locks a send takes (the phone's, then the address's). */
const PHONE_LOCK = 7_301;
const ADDRESS_LOCK = 7_302;

export const smsRepository = (db: Db) => ({
  /**
   * Issue a code unless `refuse` finds a reason in the history. The phone and the requesting
   * address are locked for the transaction, so concurrent sends each see the others' codes and no
   * interval or cap can be raced past. A new code replaces the earlier live ones of the phone,
   * tenant and purpose.
   */
  async issue<R>(
    row: typeof smsCodes.$inferInsert & { requesterIp: string; purpose: SmsPurpose },
    since: Date,
    refuse: (history: SendHistory) => R | undefined,
  ): Promise<{ issued: number } | { refused: R }> {
    return db.transaction(async (tx) => {
      // Always the phone first, then the address: no two sends wait on each other in a circle.
      await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${row.phone}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${row.requesterIp}))`);
      const [phone] = await tx
        .select({
          lastSentAt: max(smsCodes.createdAt),
          toPhone:
            sql<number>`count(*) filter (where ${smsCodes.createdAt} > ${since.toISOString()}::timestamptz)`.mapWith(
              Number,
            ),
        })
        .from(smsCodes)
        .where(eq(smsCodes.phone, row.phone));
      const [address] = await tx
        .select({ fromAddress: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.requesterIp, row.requesterIp), gt(smsCodes.createdAt, since)));
      const refusal = refuse({
        lastSentAt: phone?.lastSentAt ?? undefined,
        toPhone: phone?.toPhone ?? 0,
        fromAddress: address?.fromAddress ?? 0,
      });
      if (refusal !== undefined) return { refused: refusal };
      await tx
        .update(smsCodes)
        .set({ consumedAt: row.createdAt })
        .where(
          and(
            eq(smsCodes.phone, row.phone),
            eq(smsCodes.platformNum, row.platformNum),
            eq(smsCodes.purpose, row.purpose),
            isNull(smsCodes.consumedAt),
          ),
        );
      const [inserted] = await tx.insert(smsCodes).values(row).returning({ id: smsCodes.id });
      if (!inserted) throw new Error('the new SMS code was not stored');
      return { issued: inserted.id };
    });
  },

  /** Take back a code whose text never left (the gateway failed): it neither works nor counts. */
  async withdraw(id: number): Promise<void> {
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
  },

  /**
   * Spend one try of the live code of the phone, tenant and purpose, in one statement: only while
   * it has tries left and is neither used nor expired. Answers the code when the try was allowed;
   * concurrent tries each take their own, so no more than `maxTries` are ever compared.
   */
  async spendTry(
    phone: string,
    platformNum: string,
    purpose: SmsPurpose,
    now: Date,
    maxTries: number,
  ): Promise<SmsCode | undefined> {
    const live = and(isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now));
    const latest = db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.phone, phone),
          eq(smsCodes.platformNum, platformNum),
          eq(smsCodes.purpose, purpose),
          live,
        ),
      )
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const [row] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, sql`(${latest})`), lt(smsCodes.attempts, maxTries), live))
      .returning();
    return row;
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
