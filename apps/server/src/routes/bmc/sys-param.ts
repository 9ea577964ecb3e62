import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../http/define-call';

/** /bmc/sys/param/*.do */
export default async function sysParamRoutes(app: FastifyInstance) {
  defineCall(app, 'sysParam', async (request) => {
    const { tenant } = sessionOf(request);
    const { paramName } = request.query;
    // An unknown parameter reads as '' (not set), as the shell treats a missing one.
    const value = (await app.repos.tenants.sysParam(tenant.id, paramName)) ?? '';
    return ok({ [paramName]: value });
  });
}
