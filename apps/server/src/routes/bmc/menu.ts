import { Code, MenuFavourite, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import type { EmbeddedAppEntry } from '../../repositories/embedded-apps';
import { MenuCache, menuViewWeight, type MenuView } from '../../services/menu-cache';
import { SiteMenuAnswers, etagMatches } from '../../services/site-menu-answer';
import { buildSiteApps } from '../../services/menu-tree';
import { registeredAppRuns } from '../../domain/micro-apps';

/** At most this many favourites per call, and resource ids per removal. */
const MAX_ITEMS = 200;

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** /bmc/menu/*.do */
export default async function menuRoutes(app: FastifyInstance) {
  /**
   * A tenant's menu for a role set depends on nothing else (not the user, language or appCode):
   * built once, then cached until menu data changes (see menu-cache.ts). The apps the tenant
   * registered (embedded apps page) are pages of it too, for the roles each one names: a change of
   * them is a change of menu data.
   */
  const menus = new MenuCache<MenuView>(menuViewWeight);
  const runs = (entry: EmbeddedAppEntry) => registeredAppRuns(entry, app.config.microAppOrigins);
  const menuView = (tenantId: number, roles: string[]): Promise<MenuView> =>
    menus.view(tenantId, roles, async () => {
      const registered = await app.repos.embeddedApps.menuRows(tenantId, roles, runs);
      const rows = await app.repos.menus.grantedTo(tenantId, roles, registered);
      const apps = await app.repos.menus.apps();
      return { appList: buildSiteApps(rows, apps), visibleIds: new Set(rows.map((row) => row.id)) };
    });
  const answers = new SiteMenuAnswers();

  /**
   * The answer is kept serialised, with an entity tag, per menu view (tenant and the roles held in
   * the current store, while menu data stays as it is) and per user's favourites: a caller that
   * sends back the tag it holds (If-None-Match) gets 304 and no body while neither changed. It is
   * the user's own (private) and is checked again on every use (no-cache).
   */

  defineCall(app, 'siteMenuList', async (request, reply) => {
    const { session, user, tenant, access: current } = sessionOf(request);
    let access = current;
    const { storeCode } = request.body;
    // The selected store becomes the session's current store: what it may call follows it.
    if (storeCode !== undefined && storeCode !== current.storeCode) {
      const storeId = await app.repos.grants.assignedStoreId(tenant.id, user.id, storeCode);
      if (storeId === undefined) return refusal(request, Code.noAuthorisedStore, 'noAuthorisedStore');
      await app.repos.sessions.setCurrentStore(session.id, storeId);
      access = await app.repos.grants.storeAccess(tenant.id, user.id, storeId);
    }
    // Only roles the user holds in the current store count; any other id in the request is ignored.
    const held = new Set(access.roleIds);
    const roles = splitList(request.body.roleList).filter((id) => held.has(id));
    const { body, etag } = await answers.answer(await menuView(tenant.id, roles), user.id, () =>
      app.repos.favourites.list(user.id),
    );
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  defineCall(app, 'addCollect', async (request) => {
    const { user, tenant } = sessionOf(request);
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.body.collectResourceList);
    } catch {
      return refusal(request, Code.invalidRequest, 'collectListNotJson');
    }
    if (!Array.isArray(parsed)) return refusal(request, Code.invalidRequest, 'collectListNotJson');
    if (parsed.length === 0) {
      return refusal(request, Code.invalidRequest, 'listEmpty', { field: 'collectResourceList' });
    }
    if (parsed.length > MAX_ITEMS) {
      return refusal(request, Code.invalidRequest, 'listTooLong', {
        field: 'collectResourceList',
        limit: MAX_ITEMS,
      });
    }
    const badIndex = parsed.findIndex((item) => !Value.Check(MenuFavourite, item));
    if (badIndex >= 0) return refusal(request, Code.invalidRequest, 'collectListItem', { index: badIndex });
    const items = parsed as MenuFavourite[];

    const allRoles = [...(await app.repos.users.heldRoleIds(user.id))];
    const { visibleIds } = await menuView(tenant.id, allRoles);
    const hidden = items.filter((item) => !visibleIds.has(item.resourceId)).map((item) => item.resourceId);
    if (hidden.length > 0) {
      return refusal(request, Code.favouriteFailed, 'favouriteNotVisible', { ids: hidden.join(', ') });
    }
    await app.repos.favourites.add(user.id, request.body.appCode, items, app.config.now());
    return ok(true);
  });

  defineCall(app, 'removeCollect', async (request) => {
    const { user } = sessionOf(request);
    const ids = splitList(request.body.resIdList);
    if (ids.length === 0) return refusal(request, Code.invalidRequest, 'listEmpty', { field: 'resIdList' });
    if (ids.length > MAX_ITEMS) {
      return refusal(request, Code.invalidRequest, 'listTooLong', { field: 'resIdList', limit: MAX_ITEMS });
    }
    await app.repos.favourites.remove(user.id, ids);
    return ok(true);
  });
}
