import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type FenceCollection, type PickupPoint, rowId } from '@rcadmin/contract';
import type { Db } from '../db/database';
import { pickupPoints, stores } from '../db/schema';
import type { StoreScope } from '../domain/authorisation';
import { outsideFence } from '../domain/fence-geometry';
import type { PickupValues } from '../domain/places-rules';
import { storeIdInScope } from './authorisation';
import { fencesOf } from './fences';
import * as places from './places';
import type { PageQuery, PlaceOutcome } from './places';

/** Most pickup points fenceOutsidePickups answers. */
export const OUTSIDE_PICKUPS_MAX = 1000;

/** Numeric text as the wire carries it ('116.4'), '' for none. */
const degrees = (value: string | null): string => (value === null ? '' : String(Number(value)));
const number = (value: string | null): number | null => (value === null ? null : Number(value));

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
/** A pickup point as read: the saved values, with the row's own columns and its store's name. */
type PickupRow = Omit<PickupValues, 'storeId' | 'status'> & {
  id: number;
  storeId: number;
  storeName: string;
  status: number;
  version: number;
};

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
  status: places.statusOf(row.status),
  remark: row.remark,
  version: row.version,
  outsideFence: outsideFence(fences.get(row.storeId), number(row.longitude), number(row.latitude)),
});

/** The pickup points of the stores, each flagged outside its store's fence or not. */
export function pickupsRepository(db: Db) {
  /** The points of the stores in the scope, joined to their store. */
  const selected = (where: ReturnType<typeof and>) =>
    db
      .select(pickupColumns)
      .from(pickupPoints)
      .innerJoin(stores, eq(stores.id, pickupPoints.storeId))
      .where(where);

  async function withFences(tenantId: number, rows: PickupRow[]): Promise<PickupPoint[]> {
    const fences = await fencesOf(
      db,
      tenantId,
      rows.map((row) => row.storeId),
    );
    return rows.map((row) => pickupOf(row, fences));
  }

  return {
    /** A page of the pickup points of the stores in the scope, and how many the filters select. */
    async page(
      tenantId: number,
      query: PageQuery & { storeId: number | undefined | null },
      scope: StoreScope,
    ): Promise<{ list: PickupPoint[]; total: number }> {
      // A store id that names no possible row (storeId null) matches nothing.
      if (query.storeId === null) return { list: [], total: 0 };
      const where = and(
        places.listed(pickupPoints, tenantId, query),
        storeIdInScope(scope, pickupPoints.storeId),
        query.storeId === undefined ? undefined : eq(pickupPoints.storeId, query.storeId),
      );
      const { rows, total } = await places.pageOfRows(db, pickupPoints, where, query, (limit, offset) =>
        selected(where).orderBy(desc(pickupPoints.id)).limit(limit).offset(offset),
      );
      return { list: await withFences(tenantId, rows), total };
    },

    /** One pickup point of a store in the scope (undefined: none, or another store's). */
    async get(tenantId: number, id: number, scope: StoreScope): Promise<PickupPoint | undefined> {
      const rows = await selected(
        and(places.recordOf(pickupPoints, tenantId, id), storeIdInScope(scope, pickupPoints.storeId)),
      );
      const [point] = await withFences(tenantId, rows);
      return point;
    },

    /**
     * Create or update a pickup point of a store of the tenant (active, unless it stays where it was).
     * A point of a store outside the scope is not found; naming such a store is refused (outOfScope).
     */
    async save(
      tenantId: number,
      id: number | undefined,
      version: number,
      values: PickupValues,
      now: Date,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      return places.guarded(values.code, () =>
        db.transaction(async (tx): Promise<PlaceOutcome> => {
          let currentStore: number | undefined;
          if (id !== undefined) {
            const inScope = storeIdInScope(scope, pickupPoints.storeId);
            const current = await places.locked(tx, pickupPoints, tenantId, id, version, inScope);
            if ('kind' in current) return current;
            const [row] = await tx
              .select({ storeId: pickupPoints.storeId })
              .from(pickupPoints)
              .where(places.recordOf(pickupPoints, tenantId, id));
            currentStore = row?.storeId;
          }
          const outside = await places.storeOutside(tx, tenantId, scope, values.storeId);
          if (outside) return outside;
          const wanted = rowId(values.storeId);
          const store = await places.storeProblem(tx, tenantId, values.storeId, wanted !== currentStore);
          if ('key' in store) return { kind: 'problems', problems: [store] };
          const taken = await places.codeTaken(tx, pickupPoints, tenantId, id, values.code);
          if (taken) return taken;
          const { status, storeId: _storeId, ...columns } = values;
          void _storeId;
          return places.written(
            tx,
            pickupPoints,
            tenantId,
            id,
            { ...columns, storeId: store.id },
            status,
            now,
          );
        }),
      );
    },

    /** Delete a pickup point of a store in the scope; with a version, only when it is still that version. */
    async delete(
      tenantId: number,
      id: number,
      version: number | undefined,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      return db.transaction(async (tx): Promise<PlaceOutcome> => {
        const inScope = storeIdInScope(scope, pickupPoints.storeId);
        const current = await places.locked(tx, pickupPoints, tenantId, id, version, inScope);
        if ('kind' in current) return current;
        await tx.delete(pickupPoints).where(places.recordOf(pickupPoints, tenantId, id));
        return { kind: 'saved', id, version: current.version };
      });
    },

    /**
     * The located pickup points (of one store, or all in the scope) outside their store's fence, by
     * store then code.
     */
    async outside(tenantId: number, storeId: number | undefined, scope: StoreScope): Promise<PickupPoint[]> {
      const fences = await fencesOf(db, tenantId, storeId === undefined ? undefined : [storeId], scope);
      for (const [id, fence] of fences) if (fence.features.length === 0) fences.delete(id);
      if (fences.size === 0) return [];
      const rows = await selected(
        and(
          eq(pickupPoints.tenantId, tenantId),
          inArray(pickupPoints.storeId, [...fences.keys()]),
          isNotNull(pickupPoints.longitude),
          isNotNull(pickupPoints.latitude),
        ),
      ).orderBy(asc(stores.storeCode), asc(pickupPoints.code));
      return rows
        .map((row) => pickupOf(row, fences))
        .filter((point) => point.outsideFence === true)
        .slice(0, OUTSIDE_PICKUPS_MAX);
    },
  };
}
