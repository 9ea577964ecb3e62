import { Code, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';

/** /sso-web/unify/tenant/*.do */
export default async function tenantRoutes(app: FastifyInstance) {
  defineCall(app, 'tenantInfo', async (request) => {
    const { tenant } = sessionOf(request);
    // Only the session's own tenant: another platform number learns nothing.
    if (request.query.platformNum !== tenant.platformNum) {
      return refusal(request, Code.notFound, 'tenantMismatch');
    }
    return ok({
      tenantId: String(tenant.id),
      platformNum: tenant.platformNum,
      companyName: tenant.companyName,
      ssoMenuType: tenant.ssoMenuType,
    });
  });
}
