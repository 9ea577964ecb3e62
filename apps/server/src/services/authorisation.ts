import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { menuResources, stores, userStoreRoles } from '../db/schema';
import { isPage, roleGrants } from '../repositories/grants';
import type { SessionAccess } from './access-cache';

/**
 * The server's one authorisation model. Every call is checked in three steps:
 *
 * 1. **What**: the security hook (plugins/security.ts) refuses a call whose resource (from the
 *    contract table) no role held in the session's current store grants.
 * 2. **Which records (no way sideways)**: store-scoped data (employees and their accounts, stores,
 *    pickups, fences, store goods, store navigation, and their exports) is filtered in SQL by the
 *    principal's `scope`: the stores the user holds a role in, or every store for a tenant-wide role
 *    (the admin role, or a role flagged all-stores). A list, its count and its export agree, and a
 *    record outside the scope is answered as not found.
 * 3. **No way up**: nobody confers what they do not hold. A role given, copied or edited may grant
 *    only resources the principal holds (`roleBeyond`); an account may be changed (mobile, roles,
 *    status, password) only by someone who holds every grant and every store it holds
 *    (`accountBeyond`).
 *
 * The rules are here, once; repositories call them inside their transactions, routes build the
 * principal from the session (`principalOf`).
 */

/** The stores whose records a principal reaches. */
export type StoreScope =
  | { readonly all: true }
  | { readonly all: false; readonly storeIds: readonly number[]; readonly storeCodes: readonly string[] };

/** Who acts: the session's user, what the roles held in the current store grant, and where. */
export interface Principal {
  tenantId: number;
  userId: number;
  /** A role held in the current store grants every resource of the tenant (the admin role). */
  grantsAll: boolean;
  /** The menu resource ids the roles held in the current store grant. */
  resourceIds: ReadonlySet<string>;
  /** A tenant-wide role is held in the current store (admin, or flagged all-stores). */
  tenantWide: boolean;
  scope: StoreScope;
}

export const ALL_STORES: StoreScope = Object.freeze({ all: true });

/** The principal of a session. */
export function principalOf(auth: SessionAccess): Principal {
  const { access } = auth;
  const tenantWide = access.grantsAll || access.allStores;
  const held = auth.stores.filter((entry) => entry.roleIds.length > 0);
  return {
    tenantId: auth.tenant.id,
    userId: auth.user.id,
    grantsAll: access.grantsAll,
    resourceIds: access.resourceIds,
    tenantWide,
    scope: tenantWide
      ? ALL_STORES
      : {
          all: false,
          storeIds: held.map((entry) => entry.storeId),
          storeCodes: held.map((entry) => entry.storeCode),
        },
  };
}

/** The SQL condition "this store id column is in the scope" (none for every store). */
export function storeIdInScope(scope: StoreScope, column: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  return scope.storeIds.length > 0 ? inArray(column, [...scope.storeIds]) : sql`false`;
}

/** The SQL condition "this store code column is in the scope" (none for every store). */
export function storeCodeInScope(scope: StoreScope, column: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  return scope.storeCodes.length > 0 ? inArray(column, [...scope.storeCodes]) : sql`false`;
}

export const storeIdAllowed = (scope: StoreScope, storeId: number): boolean =>
  scope.all || scope.storeIds.includes(storeId);

export const storeCodeAllowed = (scope: StoreScope, storeCode: string): boolean =>
  scope.all || scope.storeCodes.includes(storeCode);

/** Whether the principal holds everything these grants confer. */
export function holdsGrant(
  principal: Principal,
  grant: { grantsAll: boolean; allStores: boolean; resourceIds: readonly string[] },
): boolean {
  if (principal.grantsAll) return true;
  if (grant.grantsAll) return false;
  if (grant.allStores && !principal.tenantWide) return false;
  return grant.resourceIds.every((id) => principal.resourceIds.has(id));
}

/** The names of the pages among these resources that the principal does not hold (none for the admin). */
export async function pagesBeyond(
  tx: Db,
  principal: Principal,
  resourceIds: readonly string[],
): Promise<string[]> {
  const lacking = principal.grantsAll ? [] : resourceIds.filter((id) => !principal.resourceIds.has(id));
  if (lacking.length === 0) return [];
  const rows = await tx
    .select({ name: menuResources.name })
    .from(menuResources)
    .where(and(eq(menuResources.tenantId, principal.tenantId), inArray(menuResources.id, lacking), isPage))
    .orderBy(menuResources.id);
  return rows.map((row) => row.name);
}

/**
 * The first of these roles (its id and name) that confers something the principal does not hold:
 * such a role may not be assigned, copied or edited by them. Unknown ids are the caller's to refuse.
 */
export async function roleBeyond(
  tx: Db,
  principal: Principal,
  roleIds: readonly string[],
): Promise<{ id: string; name: string } | undefined> {
  if (principal.grantsAll) return undefined;
  const grants = await roleGrants(tx, principal.tenantId, roleIds, { pagesOnly: true });
  const beyond = grants.find((grant) => !holdsGrant(principal, grant));
  return beyond ? { id: beyond.id, name: beyond.name } : undefined;
}

/**
 * Why the principal may not change this account (its mobile, sign-in name, roles, status or
 * password): it holds a grant the principal lacks ('grants'), or a role in a store outside the
 * principal's scope ('stores'). Undefined: they may. One's own account is the caller's rule.
 */
export async function accountBeyond(
  tx: Db,
  principal: Principal,
  userId: number,
): Promise<'grants' | 'stores' | undefined> {
  const held = await tx
    .select({ storeId: userStoreRoles.storeId, roleIds: userStoreRoles.roleIds })
    .from(userStoreRoles)
    .innerJoin(stores, and(eq(stores.id, userStoreRoles.storeId), eq(stores.tenantId, principal.tenantId)))
    .where(eq(userStoreRoles.userId, userId));
  const roleIds = held.flatMap((entry) => entry.roleIds);
  if (await roleBeyond(tx, principal, roleIds)) return 'grants';
  if (held.some((entry) => entry.roleIds.length > 0 && !storeIdAllowed(principal.scope, entry.storeId)))
    return 'stores';
  return undefined;
}
