import { PlatformNum } from '@rcadmin/contract';
import { and, asc, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/sql-helpers';
import { apps, roles, stores, sysParams, tenants, userStoreRoles, users } from '../db/schema';
import { translate } from '../i18n/messages';
import { asStrategy, newPasswordProblem } from '../domain/password-policy';
import { hashPassword } from '../infra/passwords';
import { APPS, ROLES, seedTenantMenus } from './demo';
import { seedGoodsCodeLists } from './goods-code-lists';

export interface FirstAdminInput {
  platformNum: string;
  /** Needed when the tenant does not exist yet: its company name. */
  companyName: string | undefined;
  loginName: string;
  /** The name shown in the shell; the login name when undefined. */
  name: string | undefined;
}

export interface FirstAdminReport {
  tenantCreated: boolean;
  companyName: string;
  /** Codes of the stores the admin holds the admin role in (all of the tenant's). */
  storeCodes: string[];
}

/** A refusal worded for the operator who ran the command; nothing was written. */
export class FirstAdminError extends Error {}

const ADMIN_ROLE = ROLES.find((role) => role.grantsAll) as (typeof ROLES)[number];
const FIRST_STORE_CODE = 'S001';

/** What is wrong with the input before any database is read, or undefined. */
export function firstAdminInputProblem(input: FirstAdminInput): string | undefined {
  if (!input.platformNum) return 'give the tenant with --platform (e.g. --platform 200001)';
  if (!Value.Check(PlatformNum, input.platformNum))
    return `--platform must be 1-32 letters, digits, '-' or '_', got '${input.platformNum}'`;
  if (!input.loginName) return 'give the account with --login (e.g. --login admin)';
  if (input.loginName.length > 64 || /\s/.test(input.loginName))
    return `--login must be 1-64 characters without spaces, got '${input.loginName}'`;
  if (input.companyName !== undefined && (input.companyName.trim() === '' || input.companyName.length > 100))
    return '--company must be 1-100 characters';
  if (input.name !== undefined && (input.name.trim() === '' || input.name.length > 64))
    return '--name must be 1-64 characters';
  return undefined;
}

/**
 * An account of the shell's admin role, its password set at `now`. The operator chose the password
 * (or it is the seed's documented one): no forced change at the first sign-in.
 */
export async function insertAdminAccount(
  tx: Db,
  account: {
    tenantId: number;
    loginName: string;
    name: string;
    mobile?: string;
    passwordHash: string;
    now: Date;
  },
): Promise<{ id: number } | undefined> {
  const { now, ...values } = account;
  const [admin] = await tx
    .insert(users)
    .values({ ...values, initialPassword: false, passwordChangedAt: now, roles: ['admin'], createdAt: now })
    .returning({ id: users.id });
  return admin;
}

/**
 * The admin of a tenant, with the admin role (grants all) in each of its stores. A tenant that
 * does not exist is created first, with the menus and roles every tenant starts with and one
 * store. An existing account is never touched: its password is changed in the shell.
 */
export async function createFirstAdmin(
  db: Db,
  input: FirstAdminInput,
  password: string,
  options: { passwordHashLogN: number; now: Date },
): Promise<FirstAdminReport> {
  const problem = firstAdminInputProblem(input);
  if (problem) throw new FirstAdminError(problem);
  const [tenant] = await db.select().from(tenants).where(eq(tenants.platformNum, input.platformNum));
  if (!tenant && input.companyName === undefined)
    throw new FirstAdminError(
      `tenant ${input.platformNum} does not exist: give its company name with --company to create it`,
    );
  const weak = newPasswordProblem(asStrategy(tenant?.pwdManagementStrategy ?? 1), password);
  if (weak)
    throw new FirstAdminError(`the password does not follow the tenant's policy: ${translate('en', weak)}`);
  if (tenant) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.loginName, input.loginName)));
    if (existing)
      throw new FirstAdminError(`account ${input.loginName} already exists in tenant ${input.platformNum}`);
  }
  const passwordHash = await hashPassword(password, options.passwordHashLogN);
  const { now } = options;

  try {
    return await db.transaction(async (tx) => {
      let tenantId = tenant?.id;
      const companyName = tenant?.companyName ?? (input.companyName as string).trim();
      if (tenantId === undefined) {
        await tx.insert(apps).values(APPS).onConflictDoNothing();
        const [created] = await tx
          .insert(tenants)
          .values({ platformNum: input.platformNum, companyName, createdAt: now })
          .returning({ id: tenants.id });
        if (!created) throw new Error('tenant was not inserted');
        tenantId = created.id;
        await tx.insert(sysParams).values(
          ['pwdCheckVcode', 'forcePasswordModify', 'isSpuUse'].map((name) => ({
            tenantId: tenantId as number,
            name,
            value: '0',
          })),
        );
        await seedTenantMenus(tx, tenantId);
        await seedGoodsCodeLists(tx, tenantId);
      } else {
        await tx
          .insert(roles)
          .values({ tenantId, id: ADMIN_ROLE.id, name: ADMIN_ROLE.name, grantsAll: true })
          .onConflictDoNothing();
      }
      let storeRows = await tx
        .select({ id: stores.id, storeCode: stores.storeCode })
        .from(stores)
        .where(eq(stores.tenantId, tenantId))
        .orderBy(asc(stores.storeCode));
      if (storeRows.length === 0) {
        storeRows = await tx
          .insert(stores)
          .values({ tenantId, storeCode: FIRST_STORE_CODE, storeName: companyName, createdAt: now })
          .returning({ id: stores.id, storeCode: stores.storeCode });
      }
      const admin = await insertAdminAccount(tx, {
        tenantId,
        loginName: input.loginName,
        name: input.name?.trim() ?? input.loginName,
        passwordHash,
        now,
      });
      if (!admin) throw new Error('account was not inserted');
      await tx
        .insert(userStoreRoles)
        .values(
          storeRows.map((store) => ({ userId: admin.id, storeId: store.id, roleIds: [ADMIN_ROLE.id] })),
        );
      return {
        tenantCreated: tenant === undefined,
        companyName,
        storeCodes: storeRows.map((store) => store.storeCode),
      };
    });
  } catch (error) {
    // Another run made the same tenant or account in the meantime.
    if (isUniqueViolation(error))
      throw new FirstAdminError(
        `tenant ${input.platformNum} or its account ${input.loginName} was just created by someone else`,
      );
    throw error;
  }
}
