import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { menuResources, stores, userStoreRoles } from '../db/schema';
import { holdsGrant, storeIdAllowed, type Principal, type StoreScope } from '../domain/authorisation';
import { ACTION_LEVEL, isPage, roleGrants } from './grants';

/** The authorisation model's rules that read the grants and the store scope in SQL (domain/authorisation.ts). */

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

const actionPages = alias(menuResources, 'action_pages');

/**
 * The names of the pages and actions among these resources that the principal does not hold (none
 * for the admin); an action by its page's name and its own (商品档案 / 改价).
 */
export async function pagesBeyond(
  tx: Db,
  principal: Principal,
  resourceIds: readonly string[],
): Promise<string[]> {
  const lacking = principal.grantsAll ? [] : resourceIds.filter((id) => !principal.resourceIds.has(id));
  if (lacking.length === 0) return [];
  const rows = await tx
    .select({ name: menuResources.name, page: actionPages.name })
    .from(menuResources)
    .leftJoin(
      actionPages,
      and(
        eq(menuResources.level, ACTION_LEVEL),
        eq(actionPages.tenantId, menuResources.tenantId),
        eq(actionPages.id, menuResources.parentId),
      ),
    )
    .where(and(eq(menuResources.tenantId, principal.tenantId), inArray(menuResources.id, lacking), isPage))
    .orderBy(menuResources.id);
  return rows.map((row) => (row.page === null ? row.name : `${row.page} / ${row.name}`));
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
