import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Franchisee, FranchiseeType } from '@rcadmin/contract';
import type { Db } from '../db/database';
import { franchisees, stores } from '../db/schema';
import type { FranchiseeValues } from '../domain/places-rules';
import * as places from './places';
import type { PageQuery, PlaceOutcome } from './places';

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
/** A franchisee as read: the saved values, with the row's own columns. */
type FranchiseeRow = Omit<FranchiseeValues, 'franchiseeType' | 'status'> & {
  id: number;
  franchiseeType: number;
  status: number;
  version: number;
  storeCount: number;
};

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
  status: places.statusOf(row.status),
  remark: row.remark,
  storeCount: Number(row.storeCount),
  version: row.version,
});

/**
 * The tenant's franchisees of these codes, by code, under shared locks: none can be disabled or
 * deleted while stores naming it are written.
 */
export async function heldFranchisees(
  tx: Db,
  tenantId: number,
  codes: string[],
): Promise<Map<string, { id: number; name: string; status: number }>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({
      id: franchisees.id,
      code: franchisees.code,
      name: franchisees.name,
      status: franchisees.status,
    })
    .from(franchisees)
    .where(and(eq(franchisees.tenantId, tenantId), inArray(franchisees.code, codes)))
    .for('share');
  return new Map(rows.map(({ code, ...row }) => [code, row]));
}

/** The franchisee archive (franchise partners the stores name). */
export function franchiseesRepository(db: Db) {
  return {
    async page(
      tenantId: number,
      query: PageQuery & { franchiseeType: number | undefined },
    ): Promise<{ list: Franchisee[]; total: number }> {
      const where = and(
        places.listed(franchisees, tenantId, query),
        query.franchiseeType === undefined ? undefined : eq(franchisees.franchiseeType, query.franchiseeType),
      );
      const { rows, total } = await places.pageOfRows(db, franchisees, where, query, (limit, offset) =>
        db
          .select(franchiseeColumns)
          .from(franchisees)
          .where(where)
          .orderBy(desc(franchisees.id))
          .limit(limit)
          .offset(offset),
      );
      return { list: rows.map(franchiseeOf), total };
    },

    async get(tenantId: number, id: number): Promise<Franchisee | undefined> {
      const [row] = await db
        .select(franchiseeColumns)
        .from(franchisees)
        .where(places.recordOf(franchisees, tenantId, id));
      return row ? franchiseeOf(row) : undefined;
    },

    /** Create (id undefined) or update with the version read; the code is unique in the tenant. */
    async save(
      tenantId: number,
      id: number | undefined,
      version: number,
      values: FranchiseeValues,
      now: Date,
    ): Promise<PlaceOutcome> {
      return places.guarded(values.code, () =>
        db.transaction(async (tx): Promise<PlaceOutcome> => {
          if (id !== undefined) {
            const current = await places.locked(tx, franchisees, tenantId, id, version);
            if ('kind' in current) return current;
          }
          const taken = await places.codeTaken(tx, franchisees, tenantId, id, values.code);
          if (taken) return taken;
          const { status, ...columns } = values;
          return places.written(tx, franchisees, tenantId, id, columns, status, now);
        }),
      );
    },

    /**
     * Enable or disable a franchisee. Disabling is refused while active stores are linked to it
     * (activeStores, with their count): their franchise would point at a disabled partner.
     */
    setStatus: places.statusSetter(db, franchisees, async (tx, name, { tenantId, id, status }) => {
      if (status !== 0) return undefined;
      const [active] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.franchiseeId, id), eq(stores.status, 1)));
      const count = Number(active?.n ?? 0);
      return count > 0 ? { kind: 'activeStores', name, count } : undefined;
    }),
  };
}
