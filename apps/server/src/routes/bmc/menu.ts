import { Code, MenuFavourite, ok, type SiteApp } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { buildMenuTree } from '../../services/menu-tree';

/** At most this many favourites per call, and resource ids per removal. */
const MAX_ITEMS = 200;

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** /bmc/menu/*.do */
export default async function menuRoutes(app: FastifyInstance) {
  /** Roles the user really holds; any other id in the request is ignored. */
  async function heldRoles(userId: number, requested: string[]): Promise<string[]> {
    const held = await app.repos.users.heldRoleIds(userId);
    return requested.filter((id) => held.has(id));
  }

  defineCall(app, 'siteMenuList', async (request) => {
    const { user, tenant } = sessionOf(request);
    const roles = await heldRoles(user.id, splitList(request.body.roleList));
    const rows = await app.repos.menus.grantedTo(tenant.id, roles);
    const appList: SiteApp[] = [];
    for (const entry of await app.repos.menus.apps()) {
      const menuList = buildMenuTree(rows.filter((row) => row.appCode === entry.appCode));
      if (menuList.length > 0) appList.push({ appCode: entry.appCode, appName: entry.appName, menuList });
    }
    return ok({ appList, collectList: await app.repos.favourites.list(user.id) });
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
    const visible = new Set((await app.repos.menus.grantedTo(tenant.id, allRoles)).map((row) => row.id));
    const hidden = items.filter((item) => !visible.has(item.resourceId)).map((item) => item.resourceId);
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
