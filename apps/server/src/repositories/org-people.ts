import { APP_CODE, type OrgRole, type RoleMenuNode } from '@rcadmin/contract';
import { and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { menuResources, operationLog, roleResources, roles, userStoreRoles, users } from '../db/schema';
import { pagesBeyond, roleBeyond } from './authorisation';
import { newRoleId, uniqueName } from '../domain/people-rules';
import type { AccessChanged } from './access-change';
import { containsPattern, lockTenant, rowExists } from '../db/sql-helpers';
import { replaceRoleResources, withWholePages } from './grants';
import { rcadminMenuEntries } from './menu-entries';
import { orgAccountsRepository } from './org-people-accounts';
import { orgEmployeesRepository } from './org-people-employees';
import { done, refuse, type Actor, type Audit, type PeopleOutcome } from './org-people-common';

/** The tenant's rcadmin menu as the role editor shows it, and its ids (level by level). */
export interface RoleMenu {
  tree: RoleMenuNode[];
  ids: string[];
}

/** The application whose menu the role editor shows (spec §6: only entries of 'rcadmin' are used). */
export const ROLE_MENU_APP = APP_CODE;

/** A role id no other role of the tenant has. */
async function freeRoleId(tx: Db, tenantId: number): Promise<string> {
  for (;;) {
    const id = newRoleId();
    const [taken] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
    if (!taken) return id;
  }
}

/** Roles of a tenant and what they grant (spec §6). */
function orgRolesRepository(db: Db, changed: AccessChanged) {
  /** The roles (one, with `id`), with counts of resources and holders: one query. */
  async function list(tenantId: number, filter: { name?: string; id?: string } = {}): Promise<OrgRole[]> {
    return db
      .select({
        id: roles.id,
        name: roles.name,
        remark: roles.remark,
        grantsAll: roles.grantsAll,
        allStores: roles.allStores,
        resourceCount: sql<number>`case when ${roles.grantsAll}
          then (select count(*) from ${menuResources} m where m.tenant_id = roles.tenant_id)
          else (select count(*) from ${roleResources} rr
                where rr.tenant_id = roles.tenant_id and rr.role_id = roles.id) end`.mapWith(Number),
        holderCount: sql<number>`(select count(distinct usr.user_id) from ${userStoreRoles} usr
          join ${users} u on u.id = usr.user_id
          where u.tenant_id = roles.tenant_id and roles.id = any(usr.role_ids))`.mapWith(Number),
      })
      .from(roles)
      .where(
        and(
          eq(roles.tenantId, tenantId),
          filter.id === undefined ? undefined : eq(roles.id, filter.id),
          filter.name ? ilike(roles.name, containsPattern(filter.name)) : undefined,
        ),
      )
      .orderBy(desc(roles.grantsAll), asc(roles.createdAt), asc(roles.id));
  }

  /** Users of the tenant holding the role in at least one store. */
  async function holders(tx: Db, tenantId: number, roleId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(distinct ${userStoreRoles.userId})`.mapWith(Number) })
      .from(userStoreRoles)
      .innerJoin(users, eq(users.id, userStoreRoles.userId))
      .where(and(eq(users.tenantId, tenantId), sql`${roleId} = any(${userStoreRoles.roleIds})`));
    return row?.n ?? 0;
  }

  /** The role's row, locked until the transaction ends. */
  async function lockedRole(tx: Db, tenantId: number, id: string) {
    const [row] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
      .for('update');
    return row;
  }

  const nameTaken = (tx: Db, tenantId: number, name: string, except?: string): Promise<boolean> =>
    rowExists(
      tx,
      roles,
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.name, name),
        except === undefined ? undefined : ne(roles.id, except),
      ),
    );

  return {
    roleList: list,

    async role(tenantId: number, id: string): Promise<OrgRole | undefined> {
      const [row] = await list(tenantId, { id });
      return row;
    },

    /** Create (no id) or edit a role's name and remark; names are unique in the tenant. Answers its id. */
    async saveRole(
      tenantId: number,
      id: string | undefined,
      input: { name: string; remark: string | undefined; allStores: boolean | undefined },
      actor: Actor,
      audit: Audit,
      now: Date,
    ): Promise<PeopleOutcome<string>> {
      const outcome = await db.transaction(async (tx): Promise<PeopleOutcome<string>> => {
        await lockTenant(tx, 'role', tenantId);
        const role = id === undefined ? undefined : await lockedRole(tx, tenantId, id);
        if (id !== undefined && !role) return refuse('notFound', 'roleNotFound', { roleId: id });
        const beyond = id === undefined ? undefined : await roleBeyond(tx, actor, [id]);
        if (beyond) return refuse('forbidden', 'roleBeyondGrants', { name: beyond.name });
        if (input.allStores && !role?.allStores && !actor.tenantWide)
          return refuse('forbidden', 'roleAllStoresBeyond', {}, 'allStores');
        if (await nameTaken(tx, tenantId, input.name, id))
          return refuse('duplicate', 'roleNameUsed', { name: input.name }, 'name');
        let roleId: string;
        if (id === undefined) {
          roleId = await freeRoleId(tx, tenantId);
          await tx.insert(roles).values({
            tenantId,
            id: roleId,
            name: input.name,
            remark: input.remark ?? '',
            allStores: input.allStores ?? false,
            createdAt: now,
          });
        } else {
          roleId = id;
          await tx
            .update(roles)
            .set({
              name: input.name,
              ...(input.remark === undefined ? {} : { remark: input.remark }),
              ...(input.allStores === undefined ? {} : { allStores: input.allStores }),
            })
            .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
        }
        await tx
          .insert(operationLog)
          .values(audit(id === undefined ? 'logRoleCreated' : 'logRoleUpdated', { name: input.name }));
        return done(roleId);
      });
      // Its holders' store scope may have changed.
      if (outcome.ok && id !== undefined && input.allStores !== undefined)
        await changed({ tenant: tenantId });
      return outcome;
    },

    /**
     * A new role granting what `id` grants (every current resource for the admin role: the copy is
     * an ordinary role), named by `nameOf(source name)`, made unique. Answers the new id.
     */
    async copyRole(
      tenantId: number,
      id: string,
      nameOf: (name: string) => string,
      actor: Actor,
      audit: Audit,
      now: Date,
    ): Promise<PeopleOutcome<string>> {
      return db.transaction(async (tx) => {
        await lockTenant(tx, 'role', tenantId);
        const source = await lockedRole(tx, tenantId, id);
        if (!source) return refuse('notFound', 'roleNotFound', { roleId: id });
        // A copy confers what its source does: only someone who holds all of it makes one.
        const beyond = await roleBeyond(tx, actor, [id]);
        if (beyond) return refuse('forbidden', 'roleBeyondGrants', { name: beyond.name });
        const taken = await tx.select({ name: roles.name }).from(roles).where(eq(roles.tenantId, tenantId));
        const name = uniqueName(nameOf(source.name), new Set(taken.map((row) => row.name)));
        const roleId = await freeRoleId(tx, tenantId);
        await tx.insert(roles).values({
          tenantId,
          id: roleId,
          name,
          remark: source.remark,
          allStores: source.allStores,
          createdAt: now,
        });
        if (source.grantsAll) {
          await tx.execute(sql`insert into ${roleResources} (tenant_id, role_id, resource_id)
            select tenant_id, ${roleId}, id from ${menuResources} where tenant_id = ${tenantId}`);
        } else {
          await tx.execute(sql`insert into ${roleResources} (tenant_id, role_id, resource_id)
            select tenant_id, ${roleId}, resource_id from ${roleResources}
            where tenant_id = ${tenantId} and role_id = ${id}`);
        }
        await tx.insert(operationLog).values(audit('logRoleCopied', { from: source.name, name }));
        return done(roleId);
      });
    },

    /** Delete a role nobody holds; never the admin role. */
    async deleteRole(tenantId: number, id: string, actor: Actor, audit: Audit): Promise<PeopleOutcome<true>> {
      const outcome = await db.transaction(async (tx): Promise<PeopleOutcome<true>> => {
        const role = await lockedRole(tx, tenantId, id);
        if (!role) return refuse('notFound', 'roleNotFound', { roleId: id });
        if (role.grantsAll) return refuse('invalid', 'roleAdminUndeletable');
        const beyond = await roleBeyond(tx, actor, [id]);
        if (beyond) return refuse('forbidden', 'roleBeyondGrants', { name: beyond.name });
        const count = await holders(tx, tenantId, id);
        if (count > 0) return refuse('inUse', 'roleInUse', { count });
        await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
        await tx.insert(operationLog).values(audit('logRoleDeleted', { name: role.name }));
        return done(true as const);
      });
      // Nobody held it; cached access that named it goes all the same.
      if (outcome.ok) await changed({ tenant: tenantId });
      return outcome;
    },

    /**
     * The tenant's menu of app rcadmin as a tree (areas → groups → pages), built in memory from one
     * query, and its ids in the order of that query (by level).
     */
    async roleMenu(tenantId: number): Promise<RoleMenu> {
      const rows = await rcadminMenuEntries(db, tenantId);
      const nodes = new Map<string, RoleMenuNode>();
      const tree: RoleMenuNode[] = [];
      // Parents come first (ordered by level); an entry whose parent is missing shows at the top.
      for (const row of rows) {
        const node: RoleMenuNode = {
          id: row.id,
          name: row.name,
          ...(Object.keys(row.names).length > 0 ? { names: row.names } : {}),
          url: row.url,
          level: row.level,
          children: [],
        };
        nodes.set(row.id, node);
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        (parent ? parent.children : tree).push(node);
      }
      return { tree, ids: rows.map((row) => row.id) };
    },

    /**
     * The role now grants exactly `resourceIds` among the menu the editor shows; its grants of other
     * apps stay. Every id must be a resource of the tenant; the admin role's grants are fixed.
     */
    async saveRoleResources(
      tenantId: number,
      roleId: string,
      resourceIds: readonly string[],
      actor: Actor,
      audit: Audit,
    ): Promise<PeopleOutcome<number>> {
      const outcome = await db.transaction(async (tx): Promise<PeopleOutcome<number>> => {
        const ids = await withWholePages(tx, tenantId, resourceIds);
        const role = await lockedRole(tx, tenantId, roleId);
        if (!role) return refuse('notFound', 'roleNotFound', { roleId });
        if (role.grantsAll) return refuse('invalid', 'roleAdminFixed');
        // No way up: the role may grant only what the editor holds, before and after.
        const beyond = await roleBeyond(tx, actor, [roleId]);
        if (beyond) return refuse('forbidden', 'roleBeyondGrants', { name: beyond.name });
        const beyondAll = await pagesBeyond(tx, actor, ids);
        // A page beyond the editor is named once, not again with each of its actions.
        const lacking = beyondAll.filter((name) => !beyondAll.some((page) => name.startsWith(`${page} / `)));
        if (lacking.length > 0) {
          const names = lacking.slice(0, 10).join(', ') + (lacking.length > 10 ? ' …' : '');
          return refuse('forbidden', 'roleResourcesBeyond', { names }, 'resourceIds');
        }
        const known =
          ids.length === 0
            ? []
            : await tx
                .select({ id: menuResources.id })
                .from(menuResources)
                .where(and(eq(menuResources.tenantId, tenantId), inArray(menuResources.id, ids)));
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = ids.filter((id) => !knownIds.has(id));
        if (unknown.length > 0) {
          const shown = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ' …' : '');
          return refuse('invalid', 'roleResourcesUnknown', { ids: shown }, 'resourceIds');
        }
        const kept = await tx
          .select({ id: roleResources.resourceId })
          .from(roleResources)
          .innerJoin(
            menuResources,
            and(
              eq(menuResources.tenantId, roleResources.tenantId),
              eq(menuResources.id, roleResources.resourceId),
            ),
          )
          .where(
            and(
              eq(roleResources.tenantId, tenantId),
              eq(roleResources.roleId, roleId),
              ne(menuResources.appCode, ROLE_MENU_APP),
            ),
          );
        const granted = [...new Set([...ids, ...kept.map((row) => row.id)])];
        await replaceRoleResources(tx, tenantId, roleId, granted);
        await tx.insert(operationLog).values(audit('logRoleGrants', { name: role.name, count: ids.length }));
        return done(granted.length);
      });
      // Every holder's cached permissions go: a removed page is refused at their next request.
      if (outcome.ok) await changed({ tenant: tenantId });
      return outcome;
    },
  };
}

/** The organisation's people data (see db/schema-org.ts): roles, employees, accounts, third-party staff. */
export function orgPeopleRepository(db: Db, changed: AccessChanged) {
  return {
    ...orgRolesRepository(db, changed),
    ...orgEmployeesRepository(db, changed),
    ...orgAccountsRepository(db, changed),
  };
}
export type OrgPeopleRepository = ReturnType<typeof orgPeopleRepository>;
