import type { ServeSlot, StoreForm } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { stores, tenants } from '../../../src/db/schema';
import { insertBatched } from '../../../src/seed/batch';
import { seedOrgReference } from '../../../src/seed/org-reference';
import type { TestApp } from '../../helpers';

export const PASSWORD = 'Admin@2026';

export async function tenantIdOf(t: TestApp, platformNum: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  return row!.id;
}

/** The tenant's channels and group codes (the demo seed may already have them: the seed is idempotent). */
export async function withChannels(t: TestApp, platformNum: string): Promise<number> {
  const tenantId = await tenantIdOf(t, platformNum);
  await seedOrgReference(t.database.db, tenantId);
  return tenantId;
}

/** A store form as the front end posts it: every value as text, lists as JSON text. */
export function formBody(form: Partial<StoreForm>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [
      key,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
}

let counter = 0;
/** A code no other test of the file uses. */
export const uniqueCode = (prefix = 'T') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const WEEK_SLOTS: ServeSlot[] = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { type: 'delivery' as const, weekday, start: '09:00', end: '12:00' },
  { type: 'delivery' as const, weekday, start: '14:00', end: '18:00' },
  { type: 'arrive' as const, weekday, start: '10:00', end: '20:00' },
]);

/** `n` stores written straight into the tenant (codes `${prefix}0001`…), each with a week of serve slots. */
export async function bulkStores(t: TestApp, tenantId: number, prefix: string, n: number): Promise<void> {
  const now = new Date();
  await insertBatched(
    t.database.db,
    stores,
    Array.from({ length: n }, (_, i) => ({
      tenantId,
      storeCode: `${prefix}${String(i + 1).padStart(4, '0')}`,
      storeName: `${i % 2 ? '社区店' : 'Mall store'} ${prefix} ${i + 1}`,
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      address: `深南大道 ${i + 1} 号`,
      isDelivery: true,
      serveTimeMode: 3,
      serveSlots: WEEK_SLOTS,
      freight: '5.00',
      freightThreshold: '39.00',
      createdAt: now,
      updatedAt: now,
    })),
  );
}
