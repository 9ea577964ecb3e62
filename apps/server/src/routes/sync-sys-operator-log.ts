import { Code, ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { defineCall, refusal, sessionOf } from '../http/define-call';
import { grantsAny, type StoreAccess } from '../repositories/grants';
import { registeredAppRuns } from '../domain/micro-apps';
import { logTime } from '../domain/people-rules';

/** The shell's page opens (DATA-07): filed at the caller's address. */
export const PAGE_OPEN_CLIENT = 'rcadmin';
/** The shell's reports of its own errors: `addr` carries the stack, as the error viewer reads it. */
export const CLIENT_ERROR_CLIENT = 'rcadmin-web';
/** Records a session may file a minute; the shell sends one a page opened (or an error). */
export const OPERATION_LOG_PER_MINUTE = 30;

const routePath = (url: string) => url.split(/[?#]/)[0] ?? '';

/**
 * /syncSysOperatorLog.do: the shell files the pages its user opens and its own errors. The record
 * is the server's: tenant, user, client, time and (for a page open) the operation, page name and
 * address come from the session, the menu and the request, whatever the body says (the body's
 * tenant*, optUser*, optTime, and for a page open opt, menuName and addr, are ignored). Only the
 * shell's two kinds of record are taken (`client` chooses which); a page open names a menu page
 * the session's current roles grant, or nothing is filed; a session files at most
 * OPERATION_LOG_PER_MINUTE records a minute.
 */
export default async function operatorLogRoutes(app: FastifyInstance) {
  const recent = new LRUCache<string, number[]>({ max: 10_000, ttl: 60_000 });
  const allowed = (sessionId: string, now: number): boolean => {
    const within = (recent.get(sessionId) ?? []).filter((at) => now - at < 60_000);
    if (within.length >= OPERATION_LOG_PER_MINUTE) return false;
    recent.set(sessionId, [...within, now]);
    return true;
  };

  /** The menu page at `path` the access opens (a menu resource or a registered app), with its name. */
  async function grantedPage(
    tenantId: number,
    access: StoreAccess,
    path: string,
  ): Promise<{ menuCode: string; menuName: string } | undefined> {
    if (!path.startsWith('/')) return undefined;
    const page = await app.repos.menus.pageAt(tenantId, path);
    if (page) return grantsAny(access, [path]) ? { menuCode: path, menuName: page.name } : undefined;
    const registered = await app.repos.embeddedApps.menuRows(tenantId, access.roleIds, (entry) =>
      registeredAppRuns(entry, app.config.microAppOrigins),
    );
    const entry = registered.find((row) => routePath(row.url) === path);
    return entry ? { menuCode: path, menuName: entry.name } : undefined;
  }

  const clientRefused = (request: FastifyRequest, client: string) =>
    refusal(
      request,
      Code.invalidValues,
      'operationLogClientRefused',
      { client },
      {
        fieldErrors: [{ field: 'client', msg: request.t('operationLogClientRefused', { client }) }],
      },
    );

  defineCall(app, 'syncSysOperatorLog', async (request) => {
    const { user, tenant, session, access } = sessionOf(request);
    const { opt, client, menuCode, addr } = request.body;
    if (client !== PAGE_OPEN_CLIENT && client !== CLIENT_ERROR_CLIENT) return clientRefused(request, client);
    const now = app.config.now();
    if (!allowed(session.id, now.getTime()))
      return refusal(request, Code.tooManyRequests, 'operationLogTooMany', { max: OPERATION_LOG_PER_MINUTE });
    const path = routePath(menuCode);
    const page = await grantedPage(tenant.id, access, path);
    let record: { opt: string; menuCode: string; menuName: string; addr: string; pageOpen?: boolean };
    if (client === PAGE_OPEN_CLIENT) {
      // A page open is only ever the caller's own of a page it may open, in the server's words.
      if (!page) return refusal(request, Code.forbidden, 'operationLogPageRefused');
      // A request whose client has gone (a page left at once) may have no address any more.
      record = { ...page, opt: request.t('operationLogPageOpened'), addr: request.ip ?? '', pageOpen: true };
    } else {
      // An error report is the shell's text (`addr` is its stack); a menu page takes the menu's name.
      record = { opt, menuCode, menuName: page?.menuName ?? '', addr: addr ?? '' };
    }
    await app.repos.logs.addOperation({
      ...record,
      client,
      optTime: logTime(now),
      tenantId: tenant.id,
      tenantName: tenant.companyName,
      userId: user.id,
      optUserCode: user.loginName,
      optUserName: user.name,
      createdAt: now,
    });
    return ok(true);
  });
}
