import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Whether the error is PostgreSQL's unique violation (directly or wrapped by the driver). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Serialise writers of one kind of record in one tenant until the transaction ends (categories
 * checked against their siblings, order numbers). PGlite runs one statement at a time anyway.
 */
export async function lockTenant(tx: Db, kind: string, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), ${tenantId})`);
}

/** Whether the table has a row the condition selects (on `db`, or inside a transaction). */
export async function rowExists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/** '%text%' for ILIKE, with the wildcards of the text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An ISO time on the wire ('' for none). */
export const isoTime = (date: Date | string | null | undefined): string =>
  date === null || date === undefined ? '' : new Date(date).toISOString();

/** The rows of db.execute on either driver (node-postgres answers { rows }, PGlite an array or { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Each row's count of all rows the filter selects (a window over the whole result, before paging). */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);
/** count(*) as a number. */
export const rowCount = () => sql<number>`count(*)`.mapWith(Number);

/**
 * A page of rows that carry their `total` (totalOver), and that total; a page past the end has no
 * row to carry it, so the filter is counted apart then (`count`, selecting rowCount as `n`).
 */
export async function countedPage<R extends { total: number }>(
  query: { page: number; limit: number },
  rows: (limit: number, offset: number) => Promise<R[]>,
  count: () => Promise<{ n: number }[]>,
): Promise<{ rows: R[]; total: number }> {
  const page = await rows(query.limit, (query.page - 1) * query.limit);
  if (page.length > 0 || query.page <= 1) return { rows: page, total: page[0]?.total ?? 0 };
  const [counted] = await count();
  return { rows: page, total: counted?.n ?? 0 };
}
