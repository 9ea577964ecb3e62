import { OPERATION_LOG_TOTAL_CAP, type OperationLogRow } from '@rcadmin/contract';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginRecords, operationLog } from '../db/schema';
import { containsPattern } from '../db/sql-helpers';

/** What the operation log viewer filters by (all optional, all together). */
export interface OperationLogFilters {
  optUserCode?: string;
  menuCode?: string;
  /** The operation's text contains this (case-insensitive). */
  opt?: string;
  /** From, inclusive. */
  from?: Date;
  /** Before, exclusive. */
  to?: Date;
}

/** One line of the operation log, as written. */
export type OperationRecord = typeof operationLog.$inferInsert;

/** The system parameter that keeps a tenant's operation log this many days (30 to 3650). */
export const OPERATION_LOG_RETENTION_PARAM = 'operationLogRetentionDays';
/** The retention of a tenant that has not set one, or set one out of range. */
export const OPERATION_LOG_RETENTION_DEFAULT_DAYS = 180;
/** Records deleted per statement: a long clean-up never holds the database for long. */
const PRUNE_BATCH = 5_000;

const columns = {
  id: operationLog.id,
  createdAt: operationLog.createdAt,
  optTime: operationLog.optTime,
  opt: operationLog.opt,
  client: operationLog.client,
  optUserCode: operationLog.optUserCode,
  optUserName: operationLog.optUserName,
  menuCode: operationLog.menuCode,
  menuName: operationLog.menuName,
  addr: operationLog.addr,
};
type Selected = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const rowOf = ({ id, createdAt, ...rest }: Selected): OperationLogRow => ({
  id: String(id),
  at: createdAt.toISOString(),
  ...rest,
});

function whereOf(tenantId: number, filters: OperationLogFilters): SQL {
  const conditions: SQL[] = [eq(operationLog.tenantId, tenantId)];
  if (filters.optUserCode) conditions.push(eq(operationLog.optUserCode, filters.optUserCode));
  if (filters.menuCode) conditions.push(eq(operationLog.menuCode, filters.menuCode));
  if (filters.opt) conditions.push(ilike(operationLog.opt, containsPattern(filters.opt)));
  if (filters.from) conditions.push(gte(operationLog.createdAt, filters.from));
  if (filters.to) conditions.push(lt(operationLog.createdAt, filters.to));
  return and(...conditions)!;
}

export const logsRepository = (db: Db) => ({
  async addOperation(row: OperationRecord, tx: Db = db): Promise<void> {
    await tx.insert(operationLog).values(row);
  },

  /** Answers the record id. */
  async addLoginRecord(row: typeof loginRecords.$inferInsert): Promise<number> {
    const [inserted] = await db.insert(loginRecords).values(row).returning({ id: loginRecords.id });
    if (!inserted) throw new Error('login record was not inserted');
    return inserted.id;
  },

  /**
   * One page of a tenant's operation log, newest first, and how many records match, counted up
   * to OPERATION_LOG_TOTAL_CAP (a count of a million rows would cost more than the page).
   */
  async operationPage(
    tenantId: number,
    filters: OperationLogFilters,
    pageNo: number,
    pageSize: number,
  ): Promise<{ list: OperationLogRow[]; total: number; totalCapped: boolean }> {
    const where = whereOf(tenantId, filters);
    const capped = db
      .select({ one: sql<number>`1` })
      .from(operationLog)
      .where(where)
      .limit(OPERATION_LOG_TOTAL_CAP + 1)
      .as('capped');
    const [rows, counted] = await Promise.all([
      db
        .select(columns)
        .from(operationLog)
        .where(where)
        .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(capped),
    ]);
    const n = counted[0]?.n ?? 0;
    return {
      list: rows.map(rowOf),
      total: Math.min(n, OPERATION_LOG_TOTAL_CAP),
      totalCapped: n > OPERATION_LOG_TOTAL_CAP,
    };
  },

  /**
   * The records the filters select, newest first, `pageSize` at a time (keyset paging: every page
   * costs the same however deep), at most `max` in all.
   */
  async *operationPages(
    tenantId: number,
    filters: OperationLogFilters,
    pageSize: number,
    max: number,
  ): AsyncGenerator<OperationLogRow[]> {
    const where = whereOf(tenantId, filters);
    let after: { createdAt: Date; id: number } | undefined;
    for (let taken = 0; taken < max;) {
      const rows = await db
        .select(columns)
        .from(operationLog)
        .where(
          after
            ? and(
                where,
                or(
                  lt(operationLog.createdAt, after.createdAt),
                  and(eq(operationLog.createdAt, after.createdAt), lt(operationLog.id, after.id)),
                ),
              )
            : where,
        )
        .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
        .limit(Math.min(pageSize, max - taken));
      if (rows.length === 0) return;
      taken += rows.length;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      yield rows.map(rowOf);
      if (rows.length < pageSize) return;
    }
  },

  /**
   * Deletes the records older than each tenant's retention (OPERATION_LOG_RETENTION_PARAM days,
   * 30 to 3650; the default otherwise), a batch at a time. Answers how many went.
   */
  async pruneOperationLog(now: Date): Promise<number> {
    const days = sql`coalesce((
      select case when p.value ~ '^[0-9]{1,4}$' and p.value::int between 30 and 3650
        then p.value::int end
      from sys_params p
      where p.tenant_id = ${operationLog.tenantId} and p.name = ${OPERATION_LOG_RETENTION_PARAM}
    ), ${OPERATION_LOG_RETENTION_DEFAULT_DAYS})`;
    const expired = sql`${operationLog.createdAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`;
    let deleted = 0;
    for (;;) {
      const batch = db.select({ id: operationLog.id }).from(operationLog).where(expired).limit(PRUNE_BATCH);
      const gone = await db
        .delete(operationLog)
        .where(sql`${operationLog.id} in ${batch}`)
        .returning({ id: operationLog.id });
      deleted += gone.length;
      if (gone.length < PRUNE_BATCH) return deleted;
    }
  },
});
export type LogsRepository = ReturnType<typeof logsRepository>;
