import { actionOfResourceId, type PageAction, type RoleResource } from '@rcadmin/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { menuResources, roleResources, roles, stores, userStoreRoles, users } from '../db/schema';
import type { AccessChanged } from './access-change';

/** What a session may do: the roles its user holds in its current store, and what they grant. */
export interface StoreAccess {
  /** The session's current store; null when the user holds no store (or it was disabled). */
  storeId: number | null;
  storeCode: string | null;
  /** Role ids the user holds in the current store. */
  roleIds: readonly string[];
  /** A role held there grants every resource of the tenant (the admin role). */
  grantsAll: boolean;
  /** A role held there is tenant-wide: its holder sees every store's records (roles.all_stores). */
  allStores: boolean;
  /** Route paths (menu_resources.url without query) the held roles grant. */
  resources: ReadonlySet<string>;
  /** The menu resource ids the held roles grant (what a role editor may pass on). */
  resourceIds: ReadonlySet<string>;
  /** The actions the held roles grant on their pages, as `actionKey(route path, action)`. */
  actions: ReadonlySet<string>;
}

export const NO_ACCESS: StoreAccess = Object.freeze({
  storeId: null,
  storeCode: null,
  roleIds: Object.freeze([]),
  grantsAll: false,
  allStores: false,
  resources: new Set<string>(),
  resourceIds: new Set<string>(),
  actions: new Set<string>(),
});

/** Whether the access allows a call that serves any of these resources. */
export const grantsAny = (access: StoreAccess, resources: readonly string[]): boolean =>
  access.grantsAll || resources.some((resource) => access.resources.has(resource));

/** The key of an action on a page (by its route path) in StoreAccess.actions. */
export const actionKey = (path: string, action: PageAction): string => `${path}#${action}`;

/** Whether the access grants one of these actions on one of these pages (route paths) it grants. */
export const grantsAction = (
  access: StoreAccess,
  resources: readonly string[],
  actions: readonly PageAction[],
): boolean =>
  access.grantsAll ||
  resources.some(
    (resource) =>
      access.resources.has(resource) &&
      actions.some((action) => access.actions.has(actionKey(resource, action))),
  );

const routePath = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The level of an action resource: a child of its page (level 3), never shown in a menu. */
export const ACTION_LEVEL = 4;

/**
 * A role editor's list as the role grants it: a page listed with none of its actions is the whole
 * page (every action under it), as checking a page in the grant tree checks its actions, and as a
 * caller written before pages had actions means it. A page listed with some of its actions grants
 * just those. Run before the no-way-up check, so the whole page is checked against the editor.
 */
export async function withWholePages(tx: Db, tenantId: number, ids: readonly string[]): Promise<string[]> {
  const listed = new Set(ids);
  if (listed.size === 0) return [];
  const actions = await tx
    .select({ id: menuResources.id, pageId: menuResources.parentId })
    .from(menuResources)
    .where(
      and(
        eq(menuResources.tenantId, tenantId),
        eq(menuResources.level, ACTION_LEVEL),
        inArray(menuResources.parentId, [...listed]),
      ),
    );
  const pagesWithActionListed = new Set(actions.filter((row) => listed.has(row.id)).map((row) => row.pageId));
  const added = actions.filter((row) => !pagesWithActionListed.has(row.pageId)).map((row) => row.id);
  return [...new Set([...listed, ...added])];
}

/**
 * Inside the caller's transaction: the role now grants exactly these resources of the tenant. The
 * caller announces `changed({ tenant })` after the commit.
 */
export async function replaceRoleResources(
  tx: Db,
  tenantId: number,
  roleId: string,
  resourceIds: readonly string[],
): Promise<void> {
  await tx
    .delete(roleResources)
    .where(and(eq(roleResources.tenantId, tenantId), eq(roleResources.roleId, roleId)));
  if (resourceIds.length > 0) {
    await tx
      .insert(roleResources)
      .values([...new Set(resourceIds)].map((resourceId) => ({ tenantId, roleId, resourceId })));
  }
}

/**
 * Role grants (role → resources) and role assignments (user → store → roles). Every write
 * announces the change, so cached access does not outlive it.
 */
/**
 * A resource confers a right when it is a page (it has an address: a route, a permission's route or
 * a vendor page) or an action of a page (rights per action, page-actions.ts in the contract): areas
 * and groups only arrange the menu, and a role editor sends them with the pages under them.
 */
export const isPage = sql`(${menuResources.url} <> '' or ${menuResources.level} = ${ACTION_LEVEL})`;

/** The page of an action resource (its parent), to know the action's route path. */
const actionPages = alias(menuResources, 'action_pages');

/** What a role confers. */
export interface RoleGrant {
  id: string;
  name: string;
  grantsAll: boolean;
  allStores: boolean;
  resourceIds: string[];
}

/**
 * What these roles of the tenant confer, a row each (unknown ids have none): every resource id the
 * role lists, or with `pagesOnly` the pages of the menu among them (what authorisation weighs).
 */
export async function roleGrants(
  tx: Db,
  tenantId: number,
  roleIds: readonly string[],
  { pagesOnly }: { pagesOnly: boolean },
): Promise<RoleGrant[]> {
  if (roleIds.length === 0) return [];
  const granted = pagesOnly ? menuResources.id : roleResources.resourceId;
  return tx
    .select({
      id: roles.id,
      name: roles.name,
      grantsAll: roles.grantsAll,
      allStores: roles.allStores,
      resourceIds: sql<string[]>`array_remove(array_agg(${granted}), null)`,
    })
    .from(roles)
    .leftJoin(
      roleResources,
      and(eq(roleResources.tenantId, roles.tenantId), eq(roleResources.roleId, roles.id)),
    )
    .leftJoin(
      menuResources,
      and(eq(menuResources.tenantId, roles.tenantId), eq(menuResources.id, roleResources.resourceId), isPage),
    )
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, [...new Set(roleIds)])))
    .groupBy(roles.id, roles.name, roles.grantsAll, roles.allStores);
}

export const grantsRepository = (db: Db, changed: AccessChanged) => ({
  /** The access of a user in a store: one query, whatever the number of roles. */
  async storeAccess(tenantId: number, userId: number, storeId: number | null): Promise<StoreAccess> {
    if (storeId === null) return NO_ACCESS;
    const rows = await db
      .select({
        storeCode: stores.storeCode,
        roleIds: userStoreRoles.roleIds,
        grantsAll: roles.grantsAll,
        allStores: roles.allStores,
        resourceId: menuResources.id,
        url: menuResources.url,
        pageUrl: actionPages.url,
      })
      .from(userStoreRoles)
      .innerJoin(
        stores,
        and(eq(stores.id, userStoreRoles.storeId), eq(stores.tenantId, tenantId), eq(stores.status, 1)),
      )
      .leftJoin(roles, and(eq(roles.tenantId, tenantId), sql`${roles.id} = any(${userStoreRoles.roleIds})`))
      // A role that grants all needs no list of its resources.
      .leftJoin(
        roleResources,
        and(
          eq(roleResources.tenantId, tenantId),
          eq(roleResources.roleId, roles.id),
          eq(roles.grantsAll, false),
        ),
      )
      .leftJoin(
        menuResources,
        and(eq(menuResources.tenantId, tenantId), eq(menuResources.id, roleResources.resourceId)),
      )
      .leftJoin(
        actionPages,
        and(
          eq(menuResources.level, ACTION_LEVEL),
          eq(actionPages.tenantId, tenantId),
          eq(actionPages.id, menuResources.parentId),
        ),
      )
      .where(and(eq(userStoreRoles.userId, userId), eq(userStoreRoles.storeId, storeId)));
    const [first] = rows;
    if (!first) return NO_ACCESS;
    const resources = new Set<string>();
    const resourceIds = new Set<string>();
    const actions = new Set<string>();
    for (const row of rows) {
      if (row.resourceId !== null) resourceIds.add(row.resourceId);
      if (row.url?.startsWith('/')) resources.add(routePath(row.url));
      const action = row.resourceId === null ? undefined : actionOfResourceId(row.resourceId);
      if (action && row.pageUrl?.startsWith('/'))
        actions.add(actionKey(routePath(row.pageUrl), action.action));
    }
    return {
      storeId,
      storeCode: first.storeCode,
      roleIds: first.roleIds,
      grantsAll: rows.some((row) => row.grantsAll === true),
      allStores: rows.some((row) => row.allStores === true),
      resources,
      resourceIds,
      actions,
    };
  },

  /**
   * The id of an active store of the tenant the user is assigned to, by code; with no code, the
   * first of them in the order of the department and role list (by store code).
   */
  async assignedStoreId(tenantId: number, userId: number, storeCode?: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: stores.id })
      .from(userStoreRoles)
      .innerJoin(stores, eq(stores.id, userStoreRoles.storeId))
      .where(
        and(
          eq(userStoreRoles.userId, userId),
          eq(stores.tenantId, tenantId),
          eq(stores.status, 1),
          storeCode === undefined ? undefined : eq(stores.storeCode, storeCode),
        ),
      )
      .orderBy(asc(stores.storeCode))
      .limit(1);
    return row?.id;
  },

  /**
   * What a role of the tenant grants: everything (the admin role), or these resource ids; undefined
   * for no such role. One row: the ids come as one array, not a row each.
   */
  async roleGrant(tenantId: number, roleId: string): Promise<RoleGrant | undefined> {
    const [grant] = await roleGrants(db, tenantId, [roleId], { pagesOnly: false });
    return grant;
  },

  /** Every resource of the tenant's menu (id, url, name), in the menu's order. */
  async menuResources(tenantId: number): Promise<RoleResource[]> {
    return db
      .select({ id: menuResources.id, url: menuResources.url, name: menuResources.name })
      .from(menuResources)
      .where(eq(menuResources.tenantId, tenantId))
      .orderBy(
        asc(menuResources.appCode),
        asc(menuResources.level),
        asc(menuResources.sort),
        asc(menuResources.id),
      );
  },

  /** The role now grants exactly these resources of the tenant (role editing). */
  async setRoleResources(tenantId: number, roleId: string, resourceIds: readonly string[]): Promise<void> {
    await db.transaction((tx) => replaceRoleResources(tx, tenantId, roleId, resourceIds));
    await changed({ tenant: tenantId });
  },

  /** The user now holds exactly these roles in the store (no roles: the assignment goes). */
  async setUserStoreRoles(
    tenantId: number,
    userId: number,
    storeId: number,
    roleIds: readonly string[],
  ): Promise<void> {
    await db.transaction(async (tx) => {
      // Both must be the tenant's: a write never reaches across tenants.
      const [owned] = await tx
        .select({ userId: users.id })
        .from(users)
        .innerJoin(stores, and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)))
        .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
      if (!owned) throw new Error(`user ${userId} or store ${storeId} is not of tenant ${tenantId}`);
      if (roleIds.length === 0) {
        await tx
          .delete(userStoreRoles)
          .where(and(eq(userStoreRoles.userId, userId), eq(userStoreRoles.storeId, storeId)));
        return;
      }
      const held = [...new Set(roleIds)];
      await tx
        .insert(userStoreRoles)
        .values({ userId, storeId, roleIds: held })
        .onConflictDoUpdate({
          target: [userStoreRoles.userId, userStoreRoles.storeId],
          set: { roleIds: held },
        });
    });
    await changed({ user: userId });
  },
});
export type GrantsRepository = ReturnType<typeof grantsRepository>;
