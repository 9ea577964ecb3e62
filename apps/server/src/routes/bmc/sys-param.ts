import { Code, SESSION_READABLE_PARAMS, SETTINGS_RESOURCE, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { grantsAny } from '../../repositories/grants';

/**
 * Parameters whose default is the deployment's rather than empty: a tenant that has not set its
 * own frame allowlist embeds the origins the server was started with (FRAME_ORIGINS), and its
 * micro-app registry (JSON `[{ name, url }]`) holds the example sub-app of the first of them.
 */
export const FRAME_ORIGINS_PARAM = 'frameOrigins';
export const MICRO_APPS_PARAM = 'microApps';

/** /bmc/sys/param/*.do */
export default async function sysParamRoutes(app: FastifyInstance) {
  const deploymentDefaults: Record<string, string> = {
    [FRAME_ORIGINS_PARAM]: app.config.frameOrigins.join(' '),
    [MICRO_APPS_PARAM]: JSON.stringify(
      app.config.frameOrigins
        .slice(0, 1)
        .map((origin) => ({ name: 'vendor', url: `${origin}/wujie-app.html` })),
    ),
  };
  defineCall(app, 'sysParam', async (request) => {
    const { tenant, access } = sessionOf(request);
    const { paramName } = request.query;
    // The shell's own parameters are every session's; the rest belong to the settings page.
    if (!SESSION_READABLE_PARAMS.includes(paramName) && !grantsAny(access, [SETTINGS_RESOURCE])) {
      return refusal(request, Code.forbidden, 'forbidden');
    }
    // An unknown parameter reads as '' (not set), as the shell treats a missing one.
    const value =
      (await app.repos.tenants.sysParam(tenant.id, paramName)) ?? deploymentDefaults[paramName] ?? '';
    return ok({ [paramName]: value });
  });
}
