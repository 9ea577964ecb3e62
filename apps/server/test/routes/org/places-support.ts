import type { FieldError, PickupDraft } from '@rcadmin/contract';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { employees, stores, tenants } from '../../../src/db/schema';
import type { TestApp } from '../../helpers';

// Shared by the places tests (franchisees, pickup points, operators, fences): the demo data they
// point their records at.

export const PASSWORD = 'Admin@2026';

export async function tenantIdOf(t: TestApp, platformNum: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  if (!row) throw new Error(`no tenant ${platformNum}`);
  return row.id;
}

/** The tenant's stores by code, active ones first. */
export async function storesOf(t: TestApp, platformNum: string) {
  const tenantId = await tenantIdOf(t, platformNum);
  return t.database.db
    .select({ id: stores.id, code: stores.storeCode, name: stores.storeName, status: stores.status })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(asc(stores.storeCode));
}

/** An active store of the tenant (the n-th by code). */
export async function activeStore(t: TestApp, platformNum: string, n = 0) {
  const store = (await storesOf(t, platformNum)).filter((row) => row.status === 1)[n];
  if (!store) throw new Error(`${platformNum} has no active store #${n}`);
  return store;
}

/** A new employee of the tenant (status 1 active, 0 disabled). */
export async function newEmployee(t: TestApp, platformNum: string, code: string, name: string, status = 1) {
  const tenantId = await tenantIdOf(t, platformNum);
  const [row] = await t.database.db
    .insert(employees)
    .values({ tenantId, empCode: code, name, status })
    .returning({ id: employees.id });
  if (!row) throw new Error('employee not inserted');
  return row.id;
}

/** Set a store's status or franchisee directly (the stores calls are another area's). */
export async function setStore(
  t: TestApp,
  id: number,
  values: { status?: number; franchiseeId?: number | null; franchiseeType?: number },
) {
  await t.database.db.update(stores).set(values).where(eq(stores.id, id));
}

/** The fieldErrors of a refusal, as field → message. */
export function fieldErrorsOf(response: Response): Record<string, string> {
  const errors = ((response.json() as { fieldErrors?: FieldError[] }).fieldErrors ?? []) as FieldError[];
  return Object.fromEntries(errors.map((error) => [error.field, error.msg]));
}

/** A valid pickup point of the store; `overrides` replace its fields. */
export const pickupDraft = (storeId: number, overrides: Partial<PickupDraft> = {}): PickupDraft => ({
  id: '',
  version: '0',
  code: 'TP-001',
  name: '测试自提点 Test Pickup',
  storeId: String(storeId),
  province: '330000',
  city: '330100',
  district: '330106',
  address: '文三路 1 号',
  longitude: '120.1',
  latitude: '30.2',
  contactPhone: '0571-88886666',
  openTime: '08:00',
  closeTime: '21:30',
  remark: '',
  ...overrides,
});
