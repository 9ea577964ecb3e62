import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/** Rows per INSERT: multi-row statements are far faster than row by row, within PostgreSQL's parameter limit. */
export const BATCH_SIZE = 1000;

export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
