import { Code, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { defineCall, refusal, sessionOf } from '../http/define-call';
import { grantsAny } from '../repositories/grants';
import { logTime } from '../services/people-rules';

/** The shell's page opens (DATA-07): filed at the caller's address. */
export const PAGE_OPEN_CLIENT = 'rcadmin';
/** The shell's reports of its own errors: `addr` carries the stack, as the error viewer reads it. */
export const CLIENT_ERROR_CLIENT = 'rcadmin-web';
/** Records a session may file a minute; the shell sends one a page opened (or an error). */
export const OPERATION_LOG_PER_MINUTE = 30;

/**
 * /syncSysOperatorLog.do: the shell files the pages its user opens and its own errors. The record
 * is the server's: tenant, user, time and (for a page open) address come from the session and the
 * request, whatever the body says; only the shell's two kinds of record are taken; a page open of a
 * menu page the user's roles do not grant is refused; a session files
 * at most OPERATION_LOG_PER_MINUTE records a minute.
 */
export default async function operatorLogRoutes(app: FastifyInstance) {
  const recent = new LRUCache<string, number[]>({ max: 10_000, ttl: 60_000 });
  const allowed = (sessionId: string, now: number): boolean => {
    const within = (recent.get(sessionId) ?? []).filter((at) => now - at < 60_000);
    if (within.length >= OPERATION_LOG_PER_MINUTE) return false;
    recent.set(sessionId, [...within, now]);
    return true;
  };

  defineCall(app, 'syncSysOperatorLog', async (request) => {
    const { user, tenant, session, access } = sessionOf(request);
    const { opt, client, menuCode, menuName, addr } = request.body;
    if (client !== PAGE_OPEN_CLIENT && client !== CLIENT_ERROR_CLIENT) {
      return refusal(
        request,
        Code.invalidValues,
        'operationLogClientRefused',
        { client },
        {
          fieldErrors: [{ field: 'client', msg: request.t('operationLogClientRefused', { client }) }],
        },
      );
    }
    const now = app.config.now();
    if (!allowed(session.id, now.getTime()))
      return refusal(request, Code.tooManyRequests, 'operationLogTooMany', { max: OPERATION_LOG_PER_MINUTE });
    // A menu page is filed only by someone whose roles grant it (under the title the user saw).
    const path = menuCode.split(/[?#]/)[0] ?? '';
    const page = path.startsWith('/') ? await app.repos.menus.pageAt(tenant.id, path) : undefined;

    if (page && !grantsAny(access, [path])) return refusal(request, Code.forbidden, 'forbidden');
    await app.repos.logs.addOperation({
      opt,
      client,
      optTime: logTime(now),
      menuCode,
      menuName,
      addr: client === PAGE_OPEN_CLIENT ? request.ip : addr,
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
