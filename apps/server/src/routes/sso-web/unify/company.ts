import { Code, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal } from '../../../http/define-call';

/** /sso-web/unify/company/*.do */
export default async function companyRoutes(app: FastifyInstance) {
  defineCall(app, 'companyCheck', async (request) => {
    const tenant = await app.repos.tenants.byPlatformNum(request.body.platformNum);
    if (!tenant) return refusal(request, Code.unknownCompany, 'unknownCompany');
    return ok({
      tenantId: String(tenant.id),
      platformNum: tenant.platformNum,
      companyName: tenant.companyName,
      ssoMenuType: tenant.ssoMenuType,
    });
  });
}
