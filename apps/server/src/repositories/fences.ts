import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FenceCollection } from '@rcadmin/contract';
import type { Db } from '../db/database';
import { storeFences, stores } from '../db/schema';
import { isUniqueViolation } from '../db/sql-helpers';
import { ALL_STORES, type StoreScope } from '../domain/authorisation';
import { storedFence } from '../domain/fence-geometry';
import { storeIdInScope } from './authorisation';
import { storeOf, type PlaceOutcome } from './places';

/**
 * The fences of the tenant's stores by store id (stores without one are absent): of these stores,
 * or (undefined) of every store in the scope.
 */
export async function fencesOf(
  tx: Db,
  tenantId: number,
  storeIds: readonly number[] | undefined,
  scope: StoreScope = ALL_STORES,
): Promise<Map<number, FenceCollection>> {
  const ids = storeIds && [...new Set(storeIds)];
  if (ids?.length === 0) return new Map();
  const rows = await tx
    .select({ storeId: storeFences.storeId, geojson: storeFences.geojson })
    .from(storeFences)
    .where(
      and(
        eq(storeFences.tenantId, tenantId),
        storeIdInScope(scope, storeFences.storeId),
        ids && inArray(storeFences.storeId, ids),
      ),
    );
  return new Map(rows.map((row) => [row.storeId, storedFence(row.geojson)]));
}

/** The stores' electronic fences (the areas a store delivers to). */
export function fencesRepository(db: Db) {
  const repo = {
    /**
     * A store's fence (version 0 and no areas when it has none), or undefined when the tenant has no
     * such store in the scope.
     */
    async get(
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
    async save(
      tenantId: number,
      storeId: number,
      version: number,
      geojson: FenceCollection,
      now: Date,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      try {
        return await db.transaction(async (tx): Promise<PlaceOutcome> => {
          const store = await storeOf(tx, tenantId, storeId, scope);
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
    async of(tenantId: number, storeId: number, scope: StoreScope): Promise<FenceCollection | undefined> {
      const fence = await repo.get(tenantId, storeId, scope);
      return fence?.geojson;
    },
  };
  return repo;
}
