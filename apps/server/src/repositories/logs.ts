import {
  OPERATION_LOG_TOTAL_CAP,
  idList,
  menuNameIn,
  type MenuNames,
  type OperationLogRow,
} from '@rcadmin/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginRecords, menuResources, operationLog, skus, stores } from '../db/schema';
import { containsPattern } from '../db/sql-helpers';
import { changeLinesOf } from '../domain/change-list';
import type { Language, MessageKey } from '../i18n/messages';

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
  /** Page opens too (left out otherwise). */
  pageOpens?: boolean;
}

/** The records an operation log sentence names by a read when the call gives only their ids. */
export type NamedRecords = 'skus' | 'stores';

/** Who reads the log: its change lists and menu names are said in the reader's language. */
export interface LogReader {
  lang: Language;
  t: (key: MessageKey) => string;
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
  changes: operationLog.changes,
  pageOpen: operationLog.pageOpen,
};
type Selected = { [K in Exclude<keyof typeof columns, 'changes'>]: (typeof columns)[K]['_']['data'] } & {
  /** As kept: whatever the column holds is read with care (changeLinesOf). */
  changes: unknown;
};

/** The tenant's menu pages by route path: their zh name and names in the other languages. */
type MenuPages = Map<string, { name: string; names: MenuNames }>;

async function menuPagesOf(db: Db, tenantId: number): Promise<MenuPages> {
  const rows = await db
    .select({ url: menuResources.url, name: menuResources.name, names: menuResources.names })
    .from(menuResources)
    .where(and(eq(menuResources.tenantId, tenantId), like(menuResources.url, '/%')))
    // The entry a page open is filed under (menus.pageAt) when two share a path.
    .orderBy(asc(menuResources.id));
  const pages: MenuPages = new Map();
  for (const { url, name, names } of rows) {
    const path = url.split(/[?#]/)[0] ?? url;
    if (!pages.has(path)) pages.set(path, { name, names });
  }
  return pages;
}

/**
 * A record as `reader` reads it: the menu page's name in the reader's language where the menu
 * names the page (else as filed), the change list in the reader's language.
 */
function rowOf(reader: LogReader, pages: MenuPages) {
  return ({ id, createdAt, changes, menuName, ...rest }: Selected): OperationLogRow => {
    const page = pages.get(rest.menuCode);
    const lines = changeLinesOf(changes, reader.t);
    return {
      id: String(id),
      at: createdAt.toISOString(),
      ...rest,
      // A page open's sentence is the server's own: said in the reader's language too.
      opt: rest.pageOpen ? reader.t('operationLogPageOpened') : rest.opt,
      menuName: page ? menuNameIn(page.name, page.names, reader.lang) : menuName,
      ...(lines ? { changes: lines } : {}),
    };
  };
}

function whereOf(tenantId: number, filters: OperationLogFilters): SQL {
  const conditions: SQL[] = [eq(operationLog.tenantId, tenantId)];
  if (filters.optUserCode) conditions.push(eq(operationLog.optUserCode, filters.optUserCode));
  if (filters.menuCode) conditions.push(eq(operationLog.menuCode, filters.menuCode));
  if (filters.opt) conditions.push(ilike(operationLog.opt, containsPattern(filters.opt)));
  if (filters.from) conditions.push(gte(operationLog.createdAt, filters.from));
  if (filters.to) conditions.push(lt(operationLog.createdAt, filters.to));
  if (!filters.pageOpens) conditions.push(eq(operationLog.pageOpen, false));
  return and(...conditions)!;
}

export const logsRepository = (db: Db) => ({
  async addOperation(row: OperationRecord, tx: Db = db): Promise<void> {
    await tx.insert(operationLog).values(row);
  },

  /** The names of the tenant's SKUs (the recycle bin's too) or stores of these ids, by id. */
  async namesOf(
    records: NamedRecords,
    tenantId: number,
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    const wanted = idList(ids);
    if (wanted.length === 0) return new Map();
    const rows =
      records === 'skus'
        ? await db
            .select({ id: skus.id, name: skus.skuName })
            .from(skus)
            .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, wanted)))
        : await db
            .select({ id: stores.id, name: stores.storeName })
            .from(stores)
            .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, wanted)));
    return new Map(rows.map((row) => [String(row.id), row.name]));
  },

  /** Answers the record id. */
  async addLoginRecord(row: typeof loginRecords.$inferInsert): Promise<number> {
    const [inserted] = await db.insert(loginRecords).values(row).returning({ id: loginRecords.id });
    if (!inserted) throw new Error('login record was not inserted');
    return inserted.id;
  },

  /** The newest `limit` records the filters select, read as the log's pages read them. */
  async latestOperations(
    tenantId: number,
    filters: OperationLogFilters,
    limit: number,
    reader: LogReader,
  ): Promise<OperationLogRow[]> {
    const [rows, pages] = await Promise.all([
      db
        .select(columns)
        .from(operationLog)
        .where(whereOf(tenantId, filters))
        .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
        .limit(limit),
      menuPagesOf(db, tenantId),
    ]);
    return rows.map(rowOf(reader, pages));
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
    reader: LogReader,
  ): Promise<{ list: OperationLogRow[]; total: number; totalCapped: boolean }> {
    const where = whereOf(tenantId, filters);
    const capped = db
      .select({ one: sql<number>`1` })
      .from(operationLog)
      .where(where)
      .limit(OPERATION_LOG_TOTAL_CAP + 1)
      .as('capped');
    const [rows, counted, pages] = await Promise.all([
      db
        .select(columns)
        .from(operationLog)
        .where(where)
        .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(capped),
      menuPagesOf(db, tenantId),
    ]);
    const n = counted[0]?.n ?? 0;
    return {
      list: rows.map(rowOf(reader, pages)),
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
    reader: LogReader,
  ): AsyncGenerator<OperationLogRow[]> {
    const where = whereOf(tenantId, filters);
    const read = rowOf(reader, await menuPagesOf(db, tenantId));
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
      yield rows.map(read);
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
