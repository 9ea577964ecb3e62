import {
  APP_CODE,
  embeddedAppMenuUrl,
  type EmbeddedAppArea,
  type EmbeddedAppKind,
  type MenuNames,
} from '@rcadmin/contract';
import { and, arrayOverlaps, asc, count, eq, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { embeddedApps, menuResources, roles } from '../db/schema';
import type { AccessChanged } from './access-change';
import { refused, type Outcome } from './catalogue';
import { isUniqueViolation, lockTenant, rowExists } from '../db/sql-helpers';
import type { MenuRow } from './menus';
import { rcadminMenuEntries } from './menu-entries';

export type EmbeddedAppRow = typeof embeddedApps.$inferSelect;

/** A registration with the names of the group it is listed under and its area (null when the group is gone). */
export interface EmbeddedAppListed extends EmbeddedAppRow {
  groupName: string | null;
  areaName: string | null;
}

/** What a save writes. */
export interface EmbeddedAppWrite {
  name: string;
  names: MenuNames;
  kind: EmbeddedAppKind;
  url: string;
  connectOrigins: string[];
  parentId: string;
  roleIds: string[];
  enabled: boolean;
  trusted: boolean;
  now: Date;
  /** The signing key of a new registration's session tokens (an edit keeps the app's own). */
  sessionSecret?: string;
}

/** What signs an app's session token: the app, and its key (null until one is made). */
export interface EmbeddedAppSigner {
  id: number;
  name: string;
  sessionSecret: string | null;
}

/** Which registered app an embedded page is: a frame of this origin, or the micro-app of this name. */
export type EmbeddedPageOf = { kind: 'frame'; origin: string } | { kind: 'microApp'; name: string };

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** An app as the frame allowlist, the micro-app registry and the CSP read it. */
export type EmbeddedAppEntry = Pick<
  EmbeddedAppRow,
  'tenantId' | 'name' | 'kind' | 'url' | 'connectOrigins' | 'trusted'
>;

/** A registration's menu entry id: apart from the menu's own ids (rc-..., czyl-...). */
export const embeddedMenuId = (id: number) => `embedded-app-${id}`;
/** Registrations come after the pages of their group, in the order they were made. */
const MENU_SORT_BASE = 1_000_000;

const LOCK = 'embedded_apps';
const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

const entryColumns = {
  tenantId: embeddedApps.tenantId,
  name: embeddedApps.name,
  kind: embeddedApps.kind,
  url: embeddedApps.url,
  connectOrigins: embeddedApps.connectOrigins,
  trusted: embeddedApps.trusted,
};

/** The menu entry an app is listed under: a group (level 2) of its tenant's menu. */
const isGroupOfApp = (menu: Record<'tenantId' | 'id' | 'level', Column>) =>
  and(eq(menu.tenantId, embeddedApps.tenantId), eq(menu.id, embeddedApps.parentId), eq(menu.level, 2));

/**
 * The vendor pages and micro-apps tenants register (embedded_apps). Every write announces a change
 * of the tenant's menus (its roles' cached menus are built again at their next load, on every server).
 */
export const embeddedAppsRepository = (db: Db, changed: AccessChanged) => ({
  /** The tenant's registrations (or the one of this id). */
  async list(tenantId: number, id?: number): Promise<EmbeddedAppListed[]> {
    const group = alias(menuResources, 'group_menu');
    const area = alias(menuResources, 'area_menu');
    return db
      .select({ app: embeddedApps, groupName: group.name, areaName: area.name })
      .from(embeddedApps)
      .leftJoin(group, isGroupOfApp(group))
      .leftJoin(area, and(eq(area.tenantId, group.tenantId), eq(area.id, group.parentId)))
      .where(and(eq(embeddedApps.tenantId, tenantId), id === undefined ? undefined : eq(embeddedApps.id, id)))
      .orderBy(asc(embeddedApps.id))
      .then((rows) => rows.map((row) => ({ ...row.app, groupName: row.groupName, areaName: row.areaName })));
  },

  /** The areas of the tenant's rcadmin menu with their groups, in menu order: where an app may go. */
  async areas(tenantId: number): Promise<EmbeddedAppArea[]> {
    const rows = await rcadminMenuEntries(db, tenantId, 2);
    const areas = rows
      .filter((row) => row.level === 1)
      .map((row) => ({
        id: row.id,
        name: row.name,
        names: row.names,
        groups: [] as EmbeddedAppArea['groups'],
      }));
    const byId = new Map(areas.map((entry) => [entry.id, entry]));
    for (const row of rows)
      if (row.level === 2 && row.parentId !== null)
        byId.get(row.parentId)?.groups.push({ id: row.id, name: row.name, names: row.names });
    return areas.filter((entry) => entry.groups.length > 0);
  },

  /** Whether the id names a group (level 2) of the tenant's rcadmin menu. */
  isGroup: (tenantId: number, id: string): Promise<boolean> =>
    rowExists(
      db,
      menuResources,
      and(
        eq(menuResources.tenantId, tenantId),
        eq(menuResources.id, id),
        eq(menuResources.appCode, APP_CODE),
        eq(menuResources.level, 2),
      ),
    ),

  /** The tenant's roles, by id. */
  async roles(tenantId: number): Promise<{ id: string; name: string }[]> {
    return db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.tenantId, tenantId))
      .orderBy(asc(roles.id));
  },

  /**
   * Register an app (id undefined) or change the version of one the caller read. The name is the
   * tenant's own (4091 when taken, case as typed); a tenant holds at most `max` registrations
   * (counted under the tenant's lock, so saves at once cannot pass it together).
   */
  async save(
    tenantId: number,
    id: number | undefined,
    values: EmbeddedAppWrite,
    version: number | undefined,
    max: number,
  ): Promise<Outcome<EmbeddedAppRow>> {
    const { now, sessionSecret, ...columns } = values;
    const taken = () => refused('duplicate', 'embeddedAppNameTaken', { name: values.name }, 'name');
    let outcome: Outcome<EmbeddedAppRow>;
    try {
      outcome = await db.transaction(async (tx): Promise<Outcome<EmbeddedAppRow>> => {
        await lockTenant(tx, LOCK, tenantId);
        const [other] = await tx
          .select({ id: embeddedApps.id })
          .from(embeddedApps)
          .where(and(eq(embeddedApps.tenantId, tenantId), eq(embeddedApps.name, values.name)));
        if (other && other.id !== id) return taken();
        if (id === undefined) {
          const [{ registered } = { registered: 0 }] = await tx
            .select({ registered: count() })
            .from(embeddedApps)
            .where(eq(embeddedApps.tenantId, tenantId));
          if (registered >= max) return refused('invalid', 'embeddedAppTooMany', { max });
          const [created] = await tx
            .insert(embeddedApps)
            .values({ tenantId, ...columns, sessionSecret, createdAt: now, updatedAt: now })
            .returning();
          return done(created as EmbeddedAppRow);
        }
        const [current] = await tx
          .select({ name: embeddedApps.name, version: embeddedApps.version })
          .from(embeddedApps)
          .where(and(eq(embeddedApps.tenantId, tenantId), eq(embeddedApps.id, id)))
          .for('update');
        if (!current) return refused('notFound', 'embeddedAppNotFound');
        if (current.version !== version) return refused('stale', 'embeddedAppStale', { name: current.name });
        const [updated] = await tx
          .update(embeddedApps)
          .set({ ...columns, updatedAt: now, version: sql`${embeddedApps.version} + 1` })
          .where(and(eq(embeddedApps.tenantId, tenantId), eq(embeddedApps.id, id)))
          .returning();
        return done(updated as EmbeddedAppRow);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return taken();
      throw error;
    }
    if (outcome.ok) await changed({ tenant: tenantId });
    return outcome;
  },

  async delete(tenantId: number, id: number): Promise<Outcome<{ id: string; name: string }>> {
    const [deleted] = await db
      .delete(embeddedApps)
      .where(and(eq(embeddedApps.tenantId, tenantId), eq(embeddedApps.id, id)))
      .returning({ id: embeddedApps.id, name: embeddedApps.name });
    if (!deleted) return refused('notFound', 'embeddedAppNotFound');
    await changed({ tenant: tenantId });
    return done({ id: String(deleted.id), name: deleted.name });
  },

  /**
   * The menu entries of the tenant's enabled apps that any of the roles sees, each a page (level 3)
   * under its group; `runs` says which apps may be shown at all (a micro-app the deployment no
   * longer allows is left out). An app whose group is gone has no place and is left out too.
   */
  async menuRows(
    tenantId: number,
    roleIds: readonly string[],
    runs: (app: EmbeddedAppEntry) => boolean,
  ): Promise<MenuRow[]> {
    if (roleIds.length === 0) return [];
    const rows = await db
      .select({
        id: embeddedApps.id,
        ...entryColumns,
        names: embeddedApps.names,
        parentId: embeddedApps.parentId,
        appCode: menuResources.appCode,
      })
      .from(embeddedApps)
      .innerJoin(menuResources, isGroupOfApp(menuResources))
      .where(
        and(
          eq(embeddedApps.tenantId, tenantId),
          eq(embeddedApps.enabled, true),
          arrayOverlaps(embeddedApps.roleIds, [...roleIds]),
        ),
      );
    return rows.filter(runs).map((row) => ({
      tenantId,
      id: embeddedMenuId(row.id),
      appCode: row.appCode,
      parentId: row.parentId,
      level: 3,
      name: row.name,
      names: row.names,
      url: embeddedAppMenuUrl(row),
      icon: '',
      sort: MENU_SORT_BASE + row.id,
      deleteFlag: 0,
    }));
  },

  /** The tenant's enabled apps (its frame allowlist, micro-app registry and the CSP of its pages). */
  async enabled(tenantId: number): Promise<EmbeddedAppEntry[]> {
    return db
      .select(entryColumns)
      .from(embeddedApps)
      .where(and(eq(embeddedApps.tenantId, tenantId), eq(embeddedApps.enabled, true)))
      .orderBy(asc(embeddedApps.id));
  },

  /** Give the app a new signing key (the old one no longer verifies); its id and name, or 4004. */
  async rotateSecret(
    tenantId: number,
    id: number,
    secret: string,
  ): Promise<Outcome<{ id: string; name: string }>> {
    const [row] = await db
      .update(embeddedApps)
      .set({ sessionSecret: secret })
      .where(and(eq(embeddedApps.tenantId, tenantId), eq(embeddedApps.id, id)))
      .returning({ id: embeddedApps.id, name: embeddedApps.name });
    if (!row) return refused('notFound', 'embeddedAppNotFound');
    return done({ id: String(row.id), name: row.name });
  },

  /**
   * The enabled app an embedded page is, among those any of the roles sees (as the menu lists
   * them, `runs` included): the micro-app of that name, or the first registered frame whose entry
   * address has that origin. Undefined when there is none.
   */
  async signerOf(
    tenantId: number,
    roleIds: readonly string[],
    page: EmbeddedPageOf,
    runs: (app: EmbeddedAppEntry) => boolean,
  ): Promise<EmbeddedAppSigner | undefined> {
    if (roleIds.length === 0) return undefined;
    const rows = await db
      .select({ id: embeddedApps.id, sessionSecret: embeddedApps.sessionSecret, ...entryColumns })
      .from(embeddedApps)
      .where(
        and(
          eq(embeddedApps.tenantId, tenantId),
          eq(embeddedApps.enabled, true),
          eq(embeddedApps.kind, page.kind),
          page.kind === 'microApp' ? eq(embeddedApps.name, page.name) : undefined,
          arrayOverlaps(embeddedApps.roleIds, [...roleIds]),
        ),
      )
      .orderBy(asc(embeddedApps.id));
    const row = rows.find(
      (entry) => runs(entry) && (page.kind === 'microApp' || originOf(entry.url) === page.origin),
    );
    return row && { id: row.id, name: row.name, sessionSecret: row.sessionSecret };
  },

  /** The tenant's enabled micro-app of this name, if any. */
  async enabledMicroApp(tenantId: number, name: string): Promise<EmbeddedAppEntry | undefined> {
    const [row] = await db
      .select(entryColumns)
      .from(embeddedApps)
      .where(
        and(
          eq(embeddedApps.tenantId, tenantId),
          eq(embeddedApps.name, name),
          eq(embeddedApps.kind, 'microApp'),
          eq(embeddedApps.enabled, true),
        ),
      );
    return row;
  },
});
export type EmbeddedAppsRepository = ReturnType<typeof embeddedAppsRepository>;
