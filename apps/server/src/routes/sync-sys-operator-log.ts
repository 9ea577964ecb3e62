import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../http/define-call';

/** /syncSysOperatorLog.do */
export default async function operatorLogRoutes(app: FastifyInstance) {
  defineCall(app, 'syncSysOperatorLog', async (request) => {
    const { user, tenant } = sessionOf(request);
    // The record is filed under the session's tenant and user, whatever the body claims: the
    // operation log viewer shows who did what, and a page cannot speak for someone else.
    const { opt, client, optTime, menuCode, menuName, addr } = request.body;
    await app.repos.logs.addOperation({
      ...{ opt, client, optTime, menuCode, menuName },
      // A page that does not know its address (the shell's page opens) is filed at the caller's.
      addr: addr || request.ip,
      tenantId: tenant.id,
      tenantName: tenant.companyName,
      userId: user.id,
      optUserCode: user.loginName,
      optUserName: user.name,
      createdAt: app.config.now(),
    });
    return ok(true);
  });
}
