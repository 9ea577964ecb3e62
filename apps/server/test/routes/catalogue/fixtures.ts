import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { menuResources, roleResources, skus, stores, tenants } from '../../../src/db/schema';

/** The id of a seeded tenant. */
export async function tenantIdOf(database: Database, platformNum: string): Promise<number> {
  const [row] = await database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  if (!row) throw new Error(`no tenant ${platformNum}`);
  return row.id;
}

let serial = 0;

/** A SKU of the tenant, written straight to the table (the SKU calls belong to another suite). */
export async function insertSku(
  database: Database,
  tenantId: number,
  values: Partial<typeof skus.$inferInsert> = {},
): Promise<number> {
  serial += 1;
  const [row] = await database.db
    .insert(skus)
    .values({
      tenantId,
      skuName: `Test SKU ${serial}`,
      barCode: `99${Date.now() % 1_000_000}${String(serial).padStart(5, '0')}`,
      skuReferPrice: '10.00',
      ...values,
    })
    .returning({ id: skus.id });
  return (row as { id: number }).id;
}

/** The tenant's stores by code. */
export async function storesOf(database: Database, tenantId: number): Promise<Map<string, number>> {
  const rows = await database.db
    .select({ id: stores.id, code: stores.storeCode })
    .from(stores)
    .where(eq(stores.tenantId, tenantId));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Take every goods page from the demo clerk role (r-clerk), as a merchant would for a clerk who
 * must not touch goods. Sessions made afterwards see it.
 */
export async function withoutGoodsGrants(database: Database, tenantId: number): Promise<void> {
  const pages = await database.db
    .select({ id: menuResources.id })
    .from(menuResources)
    .where(and(eq(menuResources.tenantId, tenantId), like(menuResources.url, '/goods/%')));
  if (pages.length === 0) return;
  await database.db.delete(roleResources).where(
    and(
      eq(roleResources.tenantId, tenantId),
      eq(roleResources.roleId, 'r-clerk'),
      inArray(
        roleResources.resourceId,
        pages.map((page) => page.id),
      ),
    ),
  );
}
