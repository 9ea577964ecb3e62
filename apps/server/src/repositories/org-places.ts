import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  type FenceCollection,
  type Franchisee,
  type FranchiseeType,
  type Operator,
  type PickupPoint,
  type PlaceStatus,
  rowId,
  wireId,
} from '@rcadmin/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { employees, franchisees, operators, pickupPoints, storeFences, stores } from '../db/schema';
import { storeIdAllowed, type StoreScope } from '../domain/authorisation';
import { storeIdInScope } from './authorisation';
import { outsideFence, storedFence } from '../domain/fence-geometry';
import type { DraftProblem } from '../domain/goods-rules';
import type { FranchiseeValues, OperatorValues, PickupValues } from '../domain/places-rules';
import type { AccessChanged } from './access-change';
import { containsPattern, isUniqueViolation } from '../db/sql-helpers';

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

/** Most pickup points fenceOutsidePickups answers. */
export const OUTSIDE_PICKUPS_MAX = 1000;

const statusOf = (value: number): PlaceStatus => (value === 1 ? 1 : 0);
/** Numeric text as the wire carries it ('116.4'), '' for none. */
const degrees = (value: string | null): string => (value === null ? '' : String(Number(value)));
const number = (value: string | null): number | null => (value === null ? null : Number(value));
/** Code or name contains the keyword (case-insensitive); no condition for ''. */
const keywordOf = (code: PgColumn, name: PgColumn, keyword: string): SQL | undefined =>
  keyword === ''
    ? undefined
    : or(ilike(code, containsPattern(keyword)), ilike(name, containsPattern(keyword)));

/** Run a write; a unique violation of the tenant's code becomes a duplicate (a racing writer took it). */
async function guarded(code: string, write: () => Promise<PlaceOutcome>): Promise<PlaceOutcome> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'duplicate', code, name: code };
    throw error;
  }
}

/** The organisation's places data: franchisees, pickup points, operators and store fences. */
export function orgPlacesRepository(db: Db, changed: AccessChanged) {
  // Nothing here changes who may do what: no access change to announce.
  void changed;

  // ---- franchisees --------------------------------------------------------------------------

  const franchiseeColumns = {
    id: franchisees.id,
    code: franchisees.code,
    name: franchisees.name,
    franchiseeType: franchisees.franchiseeType,
    contactName: franchisees.contactName,
    contactPhone: franchisees.contactPhone,
    provinceCode: franchisees.provinceCode,
    cityCode: franchisees.cityCode,
    districtCode: franchisees.districtCode,
    address: franchisees.address,
    contractStart: franchisees.contractStart,
    contractEnd: franchisees.contractEnd,
    status: franchisees.status,
    remark: franchisees.remark,
    version: franchisees.version,
    // Written out: drizzle renders the outer columns unqualified inside a subquery of the select.
    storeCount: sql<number>`(select count(*)::int from stores s where s.tenant_id = "franchisees"."tenant_id" and s.franchisee_id = "franchisees"."id")`,
  };
  interface FranchiseeRow {
    id: number;
    code: string;
    name: string;
    franchiseeType: number;
    contactName: string;
    contactPhone: string;
    provinceCode: string;
    cityCode: string;
    districtCode: string;
    address: string;
    contractStart: string | null;
    contractEnd: string | null;
    status: number;
    remark: string;
    version: number;
    storeCount: number;
  }
  const franchiseeOf = (row: FranchiseeRow): Franchisee => ({
    id: String(row.id),
    code: row.code,
    name: row.name,
    franchiseeType: (row.franchiseeType === 3 ? 3 : 2) as FranchiseeType,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    province: row.provinceCode,
    city: row.cityCode,
    district: row.districtCode,
    address: row.address,
    contractStart: row.contractStart ?? '',
    contractEnd: row.contractEnd ?? '',
    status: statusOf(row.status),
    remark: row.remark,
    storeCount: Number(row.storeCount),
    version: row.version,
  });

  // ---- pickup points ------------------------------------------------------------------------

  const pickupColumns = {
    id: pickupPoints.id,
    code: pickupPoints.code,
    name: pickupPoints.name,
    storeId: pickupPoints.storeId,
    storeName: stores.storeName,
    provinceCode: pickupPoints.provinceCode,
    cityCode: pickupPoints.cityCode,
    districtCode: pickupPoints.districtCode,
    address: pickupPoints.address,
    longitude: pickupPoints.longitude,
    latitude: pickupPoints.latitude,
    contactPhone: pickupPoints.contactPhone,
    openTime: pickupPoints.openTime,
    closeTime: pickupPoints.closeTime,
    status: pickupPoints.status,
    remark: pickupPoints.remark,
    version: pickupPoints.version,
  };
  interface PickupRow {
    id: number;
    code: string;
    name: string;
    storeId: number;
    storeName: string;
    provinceCode: string;
    cityCode: string;
    districtCode: string;
    address: string;
    longitude: string | null;
    latitude: string | null;
    contactPhone: string;
    openTime: string;
    closeTime: string;
    status: number;
    remark: string;
    version: number;
  }

  /** The fences of these stores of the tenant, by store id (stores without one are absent). */
  async function fencesOf(
    tx: Db,
    tenantId: number,
    storeIds: number[],
  ): Promise<Map<number, FenceCollection>> {
    const ids = [...new Set(storeIds)];
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ storeId: storeFences.storeId, geojson: storeFences.geojson })
      .from(storeFences)
      .where(and(eq(storeFences.tenantId, tenantId), inArray(storeFences.storeId, ids)));
    return new Map(rows.map((row) => [row.storeId, storedFence(row.geojson)]));
  }

  const pickupOf = (row: PickupRow, fences: Map<number, FenceCollection>): PickupPoint => ({
    id: String(row.id),
    code: row.code,
    name: row.name,
    storeId: String(row.storeId),
    storeName: row.storeName,
    province: row.provinceCode,
    city: row.cityCode,
    district: row.districtCode,
    address: row.address,
    longitude: degrees(row.longitude),
    latitude: degrees(row.latitude),
    contactPhone: row.contactPhone,
    openTime: row.openTime,
    closeTime: row.closeTime,
    status: statusOf(row.status),
    remark: row.remark,
    version: row.version,
    outsideFence: outsideFence(fences.get(row.storeId), number(row.longitude), number(row.latitude)),
  });

  async function pickupsWithFences(tx: Db, tenantId: number, rows: PickupRow[]): Promise<PickupPoint[]> {
    const fences = await fencesOf(
      tx,
      tenantId,
      rows.map((row) => row.storeId),
    );
    return rows.map((row) => pickupOf(row, fences));
  }

  // ---- operators ----------------------------------------------------------------------------

  const operatorColumns = {
    id: operators.id,
    code: operators.code,
    name: operators.name,
    storeId: operators.storeId,
    storeName: stores.storeName,
    employeeId: operators.employeeId,
    employeeName: employees.name,
    mobile: operators.mobile,
    maxDiscount: operators.maxDiscount,
    status: operators.status,
    remark: operators.remark,
    version: operators.version,
  };
  const operatorOf = (row: {
    id: number;
    code: string;
    name: string;
    storeId: number | null;
    storeName: string | null;
    employeeId: number | null;
    employeeName: string | null;
    mobile: string;
    maxDiscount: number;
    status: number;
    remark: string;
    version: number;
  }): Operator => ({
    id: String(row.id),
    code: row.code,
    name: row.name,
    storeId: wireId(row.storeId),
    storeName: row.storeName ?? '',
    employeeId: wireId(row.employeeId),
    employeeName: row.employeeName ?? '',
    mobile: row.mobile,
    maxDiscount: row.maxDiscount,
    status: statusOf(row.status),
    remark: row.remark,
    version: row.version,
  });

  /**
   * A store of the tenant for a form: refused on `field` when there is none, or when it is disabled
   * and `mustBeActive` (a new record, or one moved to this store).
   */
  async function storeProblem(
    tx: Db,
    tenantId: number,
    wire: string,
    mustBeActive: boolean,
  ): Promise<{ id: number } | DraftProblem> {
    const id = rowId(wire);
    const [store] =
      id === undefined
        ? []
        : await tx
            .select({ id: stores.id, name: stores.storeName, status: stores.status })
            .from(stores)
            .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)));
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
  async function storeOutside(
    tx: Db,
    tenantId: number,
    scope: StoreScope,
    wire: string,
  ): Promise<PlaceOutcome | undefined> {
    const id = rowId(wire);
    if (id === undefined || storeIdAllowed(scope, id)) return undefined;
    const [store] = await tx
      .select({ name: stores.storeName })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)));
    return store ? { kind: 'outOfScope', store: store.name } : undefined;
  }

  const repo = {
    // ---- franchisees --------------------------------------------------------------------------

    async franchiseePage(
      tenantId: number,
      query: PageQuery & { franchiseeType: number | undefined },
    ): Promise<{ list: Franchisee[]; total: number }> {
      const where = and(
        eq(franchisees.tenantId, tenantId),
        keywordOf(franchisees.code, franchisees.name, query.keyword),
        query.status === undefined ? undefined : eq(franchisees.status, query.status),
        query.franchiseeType === undefined ? undefined : eq(franchisees.franchiseeType, query.franchiseeType),
      );
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(franchisees)
        .where(where);
      const rows = await db
        .select(franchiseeColumns)
        .from(franchisees)
        .where(where)
        .orderBy(desc(franchisees.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return { list: rows.map((row) => franchiseeOf(row)), total: Number(counted?.n ?? 0) };
    },

    async franchiseeGet(tenantId: number, id: number): Promise<Franchisee | undefined> {
      const [row] = await db
        .select(franchiseeColumns)
        .from(franchisees)
        .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.id, id)));
      return row ? franchiseeOf(row) : undefined;
    },

    /** Create (id undefined) or update with the version read; the code is unique in the tenant. */
    async franchiseeSave(
      tenantId: number,
      id: number | undefined,
      version: number,
      values: FranchiseeValues,
      now: Date,
    ): Promise<PlaceOutcome> {
      return guarded(values.code, () =>
        db.transaction(async (tx): Promise<PlaceOutcome> => {
          if (id !== undefined) {
            const [current] = await tx
              .select({ version: franchisees.version, name: franchisees.name })
              .from(franchisees)
              .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.id, id)))
              .for('update');
            if (!current) return { kind: 'notFound' };
            if (current.version !== version) return { kind: 'stale', name: current.name };
          }
          const [holder] = await tx
            .select({ id: franchisees.id, name: franchisees.name })
            .from(franchisees)
            .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.code, values.code)));
          if (holder && holder.id !== id) return { kind: 'duplicate', code: values.code, name: holder.name };
          const { status, ...columns } = values;
          if (id === undefined) {
            const [created] = await tx
              .insert(franchisees)
              .values({ tenantId, ...columns, status: status ?? 1, createdAt: now, updatedAt: now })
              .returning({ id: franchisees.id, version: franchisees.version });
            if (!created) throw new Error('franchisee was not inserted');
            return { kind: 'saved', ...created };
          }
          const [updated] = await tx
            .update(franchisees)
            .set({
              ...columns,
              ...(status === undefined ? {} : { status }),
              updatedAt: now,
              version: sql`${franchisees.version} + 1`,
            })
            .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.id, id)))
            .returning({ id: franchisees.id, version: franchisees.version });
          if (!updated) throw new Error('franchisee was not updated');
          return { kind: 'saved', ...updated };
        }),
      );
    },

    /**
     * Enable or disable a franchisee. Disabling is refused while active stores are linked to it
     * (activeStores, with their count): their franchise would point at a disabled partner.
     */
    async franchiseeSetStatus(
      tenantId: number,
      id: number,
      status: number,
      version: number,
      now: Date,
    ): Promise<PlaceOutcome> {
      return db.transaction(async (tx): Promise<PlaceOutcome> => {
        const [current] = await tx
          .select({ version: franchisees.version, name: franchisees.name, status: franchisees.status })
          .from(franchisees)
          .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.id, id)))
          .for('update');
        if (!current) return { kind: 'notFound' };
        if (current.version !== version) return { kind: 'stale', name: current.name };
        if (status === 0) {
          const [active] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(stores)
            .where(and(eq(stores.tenantId, tenantId), eq(stores.franchiseeId, id), eq(stores.status, 1)));
          const count = Number(active?.n ?? 0);
          if (count > 0) return { kind: 'activeStores', name: current.name, count };
        }
        const [updated] = await tx
          .update(franchisees)
          .set({ status, updatedAt: now, version: sql`${franchisees.version} + 1` })
          .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.id, id)))
          .returning({ id: franchisees.id, version: franchisees.version });
        if (!updated) throw new Error('franchisee was not updated');
        return { kind: 'saved', ...updated };
      });
    },

    // ---- pickup points ------------------------------------------------------------------------

    /** A page of the pickup points of the stores in the scope, and how many the filters select. */
    async pickupPage(
      tenantId: number,
      query: PageQuery & { storeId: number | undefined | null },
      scope: StoreScope,
    ): Promise<{ list: PickupPoint[]; total: number }> {
      // A store id that names no possible row (storeId null) matches nothing.
      if (query.storeId === null) return { list: [], total: 0 };
      const where = and(
        eq(pickupPoints.tenantId, tenantId),
        storeIdInScope(scope, pickupPoints.storeId),
        keywordOf(pickupPoints.code, pickupPoints.name, query.keyword),
        query.status === undefined ? undefined : eq(pickupPoints.status, query.status),
        query.storeId === undefined ? undefined : eq(pickupPoints.storeId, query.storeId),
      );
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(pickupPoints)
        .where(where);
      const rows = await db
        .select(pickupColumns)
        .from(pickupPoints)
        .innerJoin(stores, eq(stores.id, pickupPoints.storeId))
        .where(where)
        .orderBy(desc(pickupPoints.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return { list: await pickupsWithFences(db, tenantId, rows), total: Number(counted?.n ?? 0) };
    },

    /** One pickup point of a store in the scope (undefined: none, or another store's). */
    async pickupGet(tenantId: number, id: number, scope: StoreScope): Promise<PickupPoint | undefined> {
      const rows = await db
        .select(pickupColumns)
        .from(pickupPoints)
        .innerJoin(stores, eq(stores.id, pickupPoints.storeId))
        .where(
          and(
            eq(pickupPoints.tenantId, tenantId),
            eq(pickupPoints.id, id),
            storeIdInScope(scope, pickupPoints.storeId),
          ),
        );
      const [point] = await pickupsWithFences(db, tenantId, rows);
      return point;
    },

    /**
     * Create or update a pickup point of a store of the tenant (active, unless it stays where it was).
     * A point of a store outside the scope is not found; naming such a store is refused (outOfScope).
     */
    async pickupSave(
      tenantId: number,
      id: number | undefined,
      version: number,
      values: PickupValues,
      now: Date,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      return guarded(values.code, () =>
        db.transaction(async (tx): Promise<PlaceOutcome> => {
          let currentStore: number | undefined;
          if (id !== undefined) {
            const [current] = await tx
              .select({
                version: pickupPoints.version,
                name: pickupPoints.name,
                storeId: pickupPoints.storeId,
              })
              .from(pickupPoints)
              .where(
                and(
                  eq(pickupPoints.tenantId, tenantId),
                  eq(pickupPoints.id, id),
                  storeIdInScope(scope, pickupPoints.storeId),
                ),
              )
              .for('update');
            if (!current) return { kind: 'notFound' };
            if (current.version !== version) return { kind: 'stale', name: current.name };
            currentStore = current.storeId;
          }
          const outside = await storeOutside(tx, tenantId, scope, values.storeId);
          if (outside) return outside;
          const wanted = rowId(values.storeId);
          const store = await storeProblem(tx, tenantId, values.storeId, wanted !== currentStore);
          if ('key' in store) return { kind: 'problems', problems: [store] };
          const [holder] = await tx
            .select({ id: pickupPoints.id, name: pickupPoints.name })
            .from(pickupPoints)
            .where(and(eq(pickupPoints.tenantId, tenantId), eq(pickupPoints.code, values.code)));
          if (holder && holder.id !== id) return { kind: 'duplicate', code: values.code, name: holder.name };
          const { status, storeId: _storeId, ...columns } = values;
          void _storeId;
          if (id === undefined) {
            const [created] = await tx
              .insert(pickupPoints)
              .values({
                tenantId,
                ...columns,
                storeId: store.id,
                status: status ?? 1,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: pickupPoints.id, version: pickupPoints.version });
            if (!created) throw new Error('pickup point was not inserted');
            return { kind: 'saved', ...created };
          }
          const [updated] = await tx
            .update(pickupPoints)
            .set({
              ...columns,
              storeId: store.id,
              ...(status === undefined ? {} : { status }),
              updatedAt: now,
              version: sql`${pickupPoints.version} + 1`,
            })
            .where(and(eq(pickupPoints.tenantId, tenantId), eq(pickupPoints.id, id)))
            .returning({ id: pickupPoints.id, version: pickupPoints.version });
          if (!updated) throw new Error('pickup point was not updated');
          return { kind: 'saved', ...updated };
        }),
      );
    },

    /** Delete a pickup point of a store in the scope; with a version, only when it is still that version. */
    async pickupDelete(
      tenantId: number,
      id: number,
      version: number | undefined,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      return db.transaction(async (tx): Promise<PlaceOutcome> => {
        const [current] = await tx
          .select({ version: pickupPoints.version, name: pickupPoints.name })
          .from(pickupPoints)
          .where(
            and(
              eq(pickupPoints.tenantId, tenantId),
              eq(pickupPoints.id, id),
              storeIdInScope(scope, pickupPoints.storeId),
            ),
          )
          .for('update');
        if (!current) return { kind: 'notFound' };
        if (version !== undefined && current.version !== version)
          return { kind: 'stale', name: current.name };
        await tx
          .delete(pickupPoints)
          .where(and(eq(pickupPoints.tenantId, tenantId), eq(pickupPoints.id, id)));
        return { kind: 'saved', id, version: current.version };
      });
    },

    /**
     * The located pickup points (of one store, or all in the scope) outside their store's fence, by
     * store then code.
     */
    async outsidePickups(
      tenantId: number,
      storeId: number | undefined,
      scope: StoreScope,
    ): Promise<PickupPoint[]> {
      const fenced = await db
        .select({ storeId: storeFences.storeId, geojson: storeFences.geojson })
        .from(storeFences)
        .where(
          and(
            eq(storeFences.tenantId, tenantId),
            storeIdInScope(scope, storeFences.storeId),
            storeId === undefined ? undefined : eq(storeFences.storeId, storeId),
          ),
        );
      const fences = new Map(
        fenced
          .map((row) => [row.storeId, storedFence(row.geojson)] as const)
          .filter(([, fence]) => fence.features.length > 0),
      );
      if (fences.size === 0) return [];
      const rows = await db
        .select(pickupColumns)
        .from(pickupPoints)
        .innerJoin(stores, eq(stores.id, pickupPoints.storeId))
        .where(
          and(
            eq(pickupPoints.tenantId, tenantId),
            inArray(pickupPoints.storeId, [...fences.keys()]),
            isNotNull(pickupPoints.longitude),
            isNotNull(pickupPoints.latitude),
          ),
        )
        .orderBy(asc(stores.storeCode), asc(pickupPoints.code));
      return rows
        .map((row) => pickupOf(row, fences))
        .filter((point) => point.outsideFence === true)
        .slice(0, OUTSIDE_PICKUPS_MAX);
    },

    // ---- operators ----------------------------------------------------------------------------

    async operatorPage(
      tenantId: number,
      query: PageQuery & { storeId: number | undefined | null },
    ): Promise<{ list: Operator[]; total: number }> {
      if (query.storeId === null) return { list: [], total: 0 };
      const where = and(
        eq(operators.tenantId, tenantId),
        keywordOf(operators.code, operators.name, query.keyword),
        query.status === undefined ? undefined : eq(operators.status, query.status),
        query.storeId === undefined ? undefined : eq(operators.storeId, query.storeId),
      );
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(operators)
        .where(where);
      const rows = await db
        .select(operatorColumns)
        .from(operators)
        .leftJoin(stores, eq(stores.id, operators.storeId))
        .leftJoin(employees, eq(employees.id, operators.employeeId))
        .where(where)
        .orderBy(desc(operators.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return { list: rows.map(operatorOf), total: Number(counted?.n ?? 0) };
    },

    async operatorGet(tenantId: number, id: number): Promise<Operator | undefined> {
      const [row] = await db
        .select(operatorColumns)
        .from(operators)
        .leftJoin(stores, eq(stores.id, operators.storeId))
        .leftJoin(employees, eq(employees.id, operators.employeeId))
        .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)));
      return row ? operatorOf(row) : undefined;
    },

    /**
     * Create or update an operator of a store of the tenant, optionally an employee of the tenant.
     * Operators are the tenant's (every holder of the page lists them), but a save names a store:
     * a store outside the scope, before or after, is refused (outOfScope).
     */
    async operatorSave(
      tenantId: number,
      id: number | undefined,
      version: number,
      values: OperatorValues,
      now: Date,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      return guarded(values.code, () =>
        db.transaction(async (tx): Promise<PlaceOutcome> => {
          let current: { storeId: number | null; employeeId: number | null } | undefined;
          if (id !== undefined) {
            const [row] = await tx
              .select({
                version: operators.version,
                name: operators.name,
                storeId: operators.storeId,
                employeeId: operators.employeeId,
              })
              .from(operators)
              .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
              .for('update');
            if (!row) return { kind: 'notFound' };
            if (row.version !== version) return { kind: 'stale', name: row.name };
            current = row;
            const before =
              row.storeId === null ? undefined : await storeOutside(tx, tenantId, scope, String(row.storeId));
            if (before) return before;
          }
          const outside = await storeOutside(tx, tenantId, scope, values.storeId);
          if (outside) return outside;
          const problems: DraftProblem[] = [];
          const store = await storeProblem(
            tx,
            tenantId,
            values.storeId,
            rowId(values.storeId) !== (current?.storeId ?? undefined),
          );
          if ('key' in store) problems.push(store);
          let employeeId: number | null = null;
          if (values.employeeId !== '') {
            const wanted = rowId(values.employeeId);
            const [employee] =
              wanted === undefined
                ? []
                : await tx
                    .select({ id: employees.id, name: employees.name, status: employees.status })
                    .from(employees)
                    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, wanted)));
            if (!employee) problems.push({ field: 'employeeId', key: 'operatorEmployeeNotFound' });
            else if (employee.status !== 1 && employee.id !== current?.employeeId) {
              problems.push({
                field: 'employeeId',
                key: 'operatorEmployeeDisabled',
                params: { name: employee.name },
              });
            } else employeeId = employee.id;
          }
          if (problems.length > 0 || 'key' in store) return { kind: 'problems', problems };
          const [holder] = await tx
            .select({ id: operators.id, name: operators.name })
            .from(operators)
            .where(and(eq(operators.tenantId, tenantId), eq(operators.code, values.code)));
          if (holder && holder.id !== id) return { kind: 'duplicate', code: values.code, name: holder.name };
          const columns = {
            code: values.code,
            name: values.name,
            storeId: store.id,
            employeeId,
            mobile: values.mobile,
            maxDiscount: values.maxDiscount,
            remark: values.remark,
          };
          if (id === undefined) {
            const [created] = await tx
              .insert(operators)
              .values({ tenantId, ...columns, status: values.status ?? 1, createdAt: now, updatedAt: now })
              .returning({ id: operators.id, version: operators.version });
            if (!created) throw new Error('operator was not inserted');
            return { kind: 'saved', ...created };
          }
          const [updated] = await tx
            .update(operators)
            .set({
              ...columns,
              ...(values.status === undefined ? {} : { status: values.status }),
              updatedAt: now,
              version: sql`${operators.version} + 1`,
            })
            .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
            .returning({ id: operators.id, version: operators.version });
          if (!updated) throw new Error('operator was not updated');
          return { kind: 'saved', ...updated };
        }),
      );
    },

    async operatorSetStatus(
      tenantId: number,
      id: number,
      status: number,
      version: number,
      now: Date,
    ): Promise<PlaceOutcome> {
      return db.transaction(async (tx): Promise<PlaceOutcome> => {
        const [current] = await tx
          .select({ version: operators.version, name: operators.name })
          .from(operators)
          .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
          .for('update');
        if (!current) return { kind: 'notFound' };
        if (current.version !== version) return { kind: 'stale', name: current.name };
        const [updated] = await tx
          .update(operators)
          .set({ status, updatedAt: now, version: sql`${operators.version} + 1` })
          .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
          .returning({ id: operators.id, version: operators.version });
        if (!updated) throw new Error('operator was not updated');
        return { kind: 'saved', ...updated };
      });
    },

    // ---- electronic fences --------------------------------------------------------------------

    /**
     * A store's fence (version 0 and no areas when it has none), or undefined when the tenant has no
     * such store in the scope.
     */
    async fenceGet(
      tenantId: number,
      storeId: number,
      scope: StoreScope,
    ): Promise<{ version: number; geojson: FenceCollection } | undefined> {
      const [row] = await db
        .select({ id: stores.id, version: storeFences.version, geojson: storeFences.geojson })
        .from(stores)
        .leftJoin(storeFences, and(eq(storeFences.storeId, stores.id), eq(storeFences.tenantId, tenantId)))
        .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId), storeIdInScope(scope, stores.id)));
      if (!row) return undefined;
      return { version: row.version ?? 0, geojson: storedFence(row.geojson ?? undefined) };
    },

    /** Replace the fence of a store in the scope, naming the version read (0: it had none). */
    async fenceSave(
      tenantId: number,
      storeId: number,
      version: number,
      geojson: FenceCollection,
      now: Date,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      try {
        return await db.transaction(async (tx): Promise<PlaceOutcome> => {
          const [store] = await tx
            .select({ id: stores.id, name: stores.storeName })
            .from(stores)
            .where(
              and(eq(stores.tenantId, tenantId), eq(stores.id, storeId), storeIdInScope(scope, stores.id)),
            );
          if (!store) return { kind: 'notFound' };
          const [current] = await tx
            .select({ version: storeFences.version })
            .from(storeFences)
            .where(eq(storeFences.storeId, storeId))
            .for('update');
          if ((current?.version ?? 0) !== version) return { kind: 'stale', name: store.name };
          if (!current) {
            const [created] = await tx
              .insert(storeFences)
              .values({ storeId, tenantId, geojson, version: 1, updatedAt: now })
              .returning({ version: storeFences.version });
            return { kind: 'saved', id: storeId, version: created?.version ?? 1 };
          }
          const [updated] = await tx
            .update(storeFences)
            .set({ geojson, updatedAt: now, version: sql`${storeFences.version} + 1` })
            .where(and(eq(storeFences.storeId, storeId), eq(storeFences.tenantId, tenantId)))
            .returning({ version: storeFences.version });
          if (!updated) throw new Error('fence was not updated');
          return { kind: 'saved', id: storeId, version: updated.version };
        });
      } catch (error) {
        // Two first saves at once: the other one's fence is there now.
        if (isUniqueViolation(error)) return { kind: 'stale', name: '' };
        throw error;
      }
    },

    /** The fence of one store in the scope, for containment checks (undefined: no such store). */
    async fenceOf(
      tenantId: number,
      storeId: number,
      scope: StoreScope,
    ): Promise<FenceCollection | undefined> {
      const fence = await repo.fenceGet(tenantId, storeId, scope);
      return fence?.geojson;
    },
  };
  return repo;
}
