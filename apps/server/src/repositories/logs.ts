import type { Db } from '../db/database';
import { loginRecords, operationLog } from '../db/schema';

export const logsRepository = (db: Db) => ({
  async addOperation(row: typeof operationLog.$inferInsert): Promise<void> {
    await db.insert(operationLog).values(row);
  },

  /** Answers the record id. */
  async addLoginRecord(row: typeof loginRecords.$inferInsert): Promise<number> {
    const [inserted] = await db.insert(loginRecords).values(row).returning({ id: loginRecords.id });
    if (!inserted) throw new Error('login record was not inserted');
    return inserted.id;
  },
});
