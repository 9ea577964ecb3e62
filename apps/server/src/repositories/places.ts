import { and, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type PlaceStatus, rowId } from '@rcadmin/contract';
import type { Db } from '../db/database';
import type { franchisees, operators, pickupPoints } from '../db/schema';
import { stores } from '../db/schema';
import { containsPattern, isUniqueViolation } from '../db/sql-helpers';
import { storeIdAllowed, type StoreScope } from '../domain/authorisation';
import type { DraftProblem } from '../domain/goods-rules';
import { storeIdInScope } from './authorisation';

/**
 * What the places repositories share (franchisees.ts, pickups.ts, operators.ts, fences.ts): the
 * outcome of a write, the list query, and the steps of a versioned save of a coded record.
 */

/** What a save, status change or delete of a places record came to. */
export type PlaceOutcome =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'notFound' }
  | { kind: 'stale'; name: string }
  | { kind: 'duplicate'; code: string; name: string }
  | { kind: 'problems'; problems: DraftProblem[] }
  | { kind: 'activeStores'; name: string; count: number }
  /** The record names a store of the tenant outside the user's scope (its name). */
  | { kind: 'outOfScope'; store: string };

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  keyword: string;
  /** undefined: every status. */
  status: number | undefined;
}

export const statusOf = (value: number): PlaceStatus => (value === 1 ? 1 : 0);

/** A page of a list: how many rows the filter selects, and the page's rows (newest first). */
export async function pageOfRows<R>(
  db: Db,
  table: PlaceTable,
  where: SQL | undefined,
  query: PageQuery,
  rows: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return {
    rows: await rows(query.pageSize, (query.pageNo - 1) * query.pageSize),
    total: Number(counted?.n ?? 0),
  };
}

/** Run a write; a unique violation of the tenant's code becomes a duplicate (a racing writer took it). */
export async function guarded(code: string, write: () => Promise<PlaceOutcome>): Promise<PlaceOutcome> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'duplicate', code, name: code };
    throw error;
  }
}

/**
 * The coded, versioned records of the places pages. Their shared columns (id, tenant, code, name,
 * status, version, times) have one type in each, so one table stands for the three in the steps
 * below.
 */
export type PlaceTable = typeof franchisees | typeof pickupPoints | typeof operators;
const shared = (table: PlaceTable) => table as typeof franchisees;

/** The tenant's records a list selects: code or name containing the keyword (case-insensitive), of the status. */
export function listed(table: PlaceTable, tenantId: number, query: PageQuery): SQL | undefined {
  const t = shared(table);
  const pattern = containsPattern(query.keyword);
  return and(
    eq(t.tenantId, tenantId),
    query.keyword === '' ? undefined : or(ilike(t.code, pattern), ilike(t.name, pattern)),
    query.status === undefined ? undefined : eq(t.status, query.status),
  );
}
/** The tenant's record `id`. */
export const recordOf = (table: PlaceTable, tenantId: number, id: number): SQL | undefined =>
  and(eq(shared(table).tenantId, tenantId), eq(shared(table).id, id));

/**
 * The record (of the tenant, and meeting `also`) locked for a write at the version read: its name,
 * or the refusal (not found; stale unless the version is undefined: any).
 */
export async function locked(
  tx: Db,
  table: PlaceTable,
  tenantId: number,
  id: number,
  version: number | undefined,
  also?: SQL,
): Promise<{ name: string; version: number } | Exclude<PlaceOutcome, { kind: 'saved' }>> {
  const t = shared(table);
  const [current] = await tx
    .select({ version: t.version, name: t.name })
    .from(t)
    .where(and(recordOf(table, tenantId, id), also))
    .for('update');
  if (!current) return { kind: 'notFound' };
  if (version !== undefined && current.version !== version) return { kind: 'stale', name: current.name };
  return current;
}

/** The refusal of a code another record of the tenant holds. */
export async function codeTaken(
  tx: Db,
  table: PlaceTable,
  tenantId: number,
  id: number | undefined,
  code: string,
): Promise<PlaceOutcome | undefined> {
  const t = shared(table);
  const [holder] = await tx
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.code, code)));
  return holder && holder.id !== id ? { kind: 'duplicate', code, name: holder.name } : undefined;
}

/**
 * Insert (id undefined, enabled unless a status is given) or update the record with its columns,
 * a new version; the columns are the table's own (typed by the caller's values).
 */
export async function written(
  tx: Db,
  table: PlaceTable,
  tenantId: number,
  id: number | undefined,
  columns: object,
  status: number | undefined,
  now: Date,
): Promise<PlaceOutcome> {
  const t = shared(table);
  const returned = { id: t.id, version: t.version };
  if (id === undefined) {
    const values = { tenantId, ...columns, status: status ?? 1, createdAt: now, updatedAt: now };
    const [created] = await tx
      .insert(t)
      .values(values as typeof t.$inferInsert)
      .returning(returned);
    if (!created) throw new Error(`${getTableName(t)} row was not inserted`);
    return { kind: 'saved', ...created };
  }
  const [updated] = await tx
    .update(t)
    .set({
      ...columns,
      ...(status === undefined ? {} : { status }),
      updatedAt: now,
      version: sql`${t.version} + 1`,
    })
    .where(recordOf(table, tenantId, id))
    .returning(returned);
  if (!updated) throw new Error(`${getTableName(t)} row was not updated`);
  return { kind: 'saved', ...updated };
}

/**
 * A repository's status change: enable or disable a record at the version read; `refuse` may refuse
 * it first (in the transaction).
 */
export function statusSetter(
  db: Db,
  table: PlaceTable,
  refuse?: (
    tx: Db,
    name: string,
    change: { tenantId: number; id: number; status: number },
  ) => Promise<PlaceOutcome | undefined>,
) {
  return (tenantId: number, id: number, status: number, version: number, now: Date): Promise<PlaceOutcome> =>
    db.transaction(async (tx): Promise<PlaceOutcome> => {
      const current = await locked(tx, table, tenantId, id, version);
      if ('kind' in current) return current;
      const refusal = await refuse?.(tx, current.name, { tenantId, id, status });
      if (refusal) return refusal;
      const t = shared(table);
      const [updated] = await tx
        .update(t)
        .set({ status, updatedAt: now, version: sql`${t.version} + 1` })
        .where(recordOf(table, tenantId, id))
        .returning({ id: t.id, version: t.version });
      if (!updated) throw new Error(`${getTableName(t)} row was not updated`);
      return { kind: 'saved', ...updated };
    });
}

/** A store of the tenant (in the scope, when one is given), undefined when there is none. */
export async function storeOf(
  tx: Db,
  tenantId: number,
  id: number,
  scope?: StoreScope,
): Promise<{ id: number; name: string; status: number } | undefined> {
  const [store] = await tx
    .select({ id: stores.id, name: stores.storeName, status: stores.status })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id), scope && storeIdInScope(scope, stores.id)));
  return store;
}

/**
 * A store of the tenant for a form: refused on `field` when there is none, or when it is disabled
 * and `mustBeActive` (a new record, or one moved to this store).
 */
export async function storeProblem(
  tx: Db,
  tenantId: number,
  wire: string,
  mustBeActive: boolean,
): Promise<{ id: number } | DraftProblem> {
  const id = rowId(wire);
  const store = id === undefined ? undefined : await storeOf(tx, tenantId, id);
  if (!store) return { field: 'storeId', key: 'placesStoreNotFound' };
  if (mustBeActive && store.status !== 1) {
    return { field: 'storeId', key: 'placesStoreDisabled', params: { store: store.name } };
  }
  return { id: store.id };
}

/**
 * The refusal of a form naming a store of the tenant outside the scope; undefined when the store is
 * in the scope or is not the tenant's (storeProblem refuses that one as unknown).
 */
export async function storeOutside(
  tx: Db,
  tenantId: number,
  scope: StoreScope,
  wire: string,
): Promise<PlaceOutcome | undefined> {
  const id = rowId(wire);
  if (id === undefined || storeIdAllowed(scope, id)) return undefined;
  const store = await storeOf(tx, tenantId, id);
  return store ? { kind: 'outOfScope', store: store.name } : undefined;
}
