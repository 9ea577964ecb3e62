import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../http/define-call';

/** /bmc/merchant/*.do */
export default async function merchantRoutes(app: FastifyInstance) {
  defineCall(app, 'merchantInfo', async (request) => {
    const { tenant } = sessionOf(request);
    return ok({
      tenantId: String(tenant.id),
      companyName: tenant.companyName,
      platformNum: tenant.platformNum,
      contractEndDate: tenant.contractEndDate ?? '',
    });
  });
}
