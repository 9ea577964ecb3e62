import type { EmployeeDraft, FieldError } from '@rcadmin/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { roleResources, stores, tenants, users } from '../../../src/db/schema';
import { expectOk, type Agent, type TestApp } from '../../helpers';

// Shared by the people tests (roles, employees, sign-in accounts, third-party staff).

export const PASSWORD = 'Admin@2026';

/** The resource ids a role grants (pages and their actions), sorted. */
export async function grantsOf(t: TestApp, tenantId: number, roleId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: roleResources.resourceId })
    .from(roleResources)
    .where(and(eq(roleResources.tenantId, tenantId), eq(roleResources.roleId, roleId)));
  return rows.map((row) => row.id).sort();
}

export async function tenantIdOf(t: TestApp, platformNum: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  if (!row) throw new Error(`no tenant ${platformNum}`);
  return row.id;
}

/** The tenant's active stores by code. */
export async function activeStores(t: TestApp, platformNum: string) {
  const tenantId = await tenantIdOf(t, platformNum);
  return t.database.db
    .select({ id: stores.id, code: stores.storeCode, name: stores.storeName })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.status, 1)))
    .orderBy(asc(stores.storeCode));
}

export async function userRow(t: TestApp, platformNum: string, loginName: string) {
  const tenantId = await tenantIdOf(t, platformNum);
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, loginName)));
  return row;
}

let serial = 0;
/** A code no other test of the run uses (employee codes, sign-in names, role names). */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

/** A valid new employee draft; `overrides` replace its fields. */
export const draft = (overrides: Partial<EmployeeDraft> = {}): EmployeeDraft => ({
  id: '',
  version: 0,
  empCode: unique('T'),
  name: '测试员工',
  mobile: '13912345678',
  email: 'test@example.com',
  position: '店员',
  remark: '',
  sex: 1,
  cardNo: '',
  profies: '',
  headPicKey: '',
  wxQRCode: '',
  deptCode: '',
  orgCode: '',
  ...overrides,
});

/** Save an employee and expect success. */
export async function saveEmployee(agent: Agent, body: EmployeeDraft) {
  return expectOk(await agent.call('employeeSave', { body }), 'employeeSave');
}

/** The field errors of a refusal. */
export const fieldsOf = (response: Response): string[] =>
  ((response.json() as { fieldErrors?: FieldError[] }).fieldErrors ?? []).map((error) => error.field);

/** The p-th percentile (0-100) of durations. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
