import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../http/define-call';

/** /syncSysOperatorLog.do */
export default async function operatorLogRoutes(app: FastifyInstance) {
  defineCall(app, 'syncSysOperatorLog', async (request) => {
    const { user, tenant } = sessionOf(request);
    // The record is filed under the session's tenant and user, whatever the body claims.
    const { tenantName, opt, client, optUserCode, optUserName, optTime, menuCode, menuName, addr } =
      request.body;
    await app.repos.logs.addOperation({
      ...{ tenantName, opt, client, optUserCode, optUserName, optTime, menuCode, menuName, addr },
      tenantId: tenant.id,
      userId: user.id,
      createdAt: app.config.now(),
    });
    return ok(true);
  });
}
