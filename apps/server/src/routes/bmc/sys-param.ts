import { Code, SESSION_READABLE_PARAMS, SETTINGS_RESOURCE, ok, originOfUrl } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { grantsAny } from '../../repositories/grants';
import {
  MICRO_APPS_PARAM,
  allowedMicroApps,
  mergedMicroApps,
  registeredAppRuns,
} from '../../domain/micro-apps';

/**
 * A tenant that has not set its own frame allowlist embeds the origins the server was started with
 * (FRAME_ORIGINS). Its micro-app registry has no such default: a tenant runs only the micro-apps it
 * registered, and of those only the ones from MICRO_APP_ORIGINS. The apps it registers on the
 * embedded apps page that may run (domain/micro-apps.ts registeredAppRuns) join both as the shell
 * reads them (get.do): their origins the allowlist (the shell opens a micro-app only from an origin
 * on it), their micro-apps the registry.
 */
export const FRAME_ORIGINS_PARAM = 'frameOrigins';
/** The map tile URL template of the fence and pickup maps ({z}/{x}/{y}); '' for the offline basemap. */
export const MAP_TILE_PARAM = 'mapTileUrl';

/** The parameters whose default is the deployment's: what a tenant that has not set them gets. */
export const deploymentParamDefaults = (config: Config): Record<string, string> => ({
  [FRAME_ORIGINS_PARAM]: config.frameOrigins.join(' '),
  // The fence and pickup maps' tiles (MAP_TILE_URL); '' runs them on the offline outline basemap.
  [MAP_TILE_PARAM]: config.mapTileUrl,
});

/** /bmc/sys/param/get.do (the settings page's calls are in routes/settings/sys-params.ts) */
export default async function sysParamRoutes(app: FastifyInstance) {
  const deploymentDefaults = deploymentParamDefaults(app.config);
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
    if (paramName === FRAME_ORIGINS_PARAM) {
      // The shell opens a micro-app only from an origin on this list too.
      const registered = (await app.repos.embeddedApps.enabled(tenant.id))
        .filter((entry) => registeredAppRuns(entry, app.config.microAppOrigins))
        .flatMap((entry) => originOfUrl(entry.url) ?? []);
      // Each origin once, whether the tenant's value or a registered app names it.
      const origins = new Set([...value.split(/\s+/), ...registered].filter(Boolean));
      return ok({ [paramName]: [...origins].join(' ') });
    }
    if (paramName === MICRO_APPS_PARAM) {
      const origins = app.config.microAppOrigins;
      const apps = mergedMicroApps(
        await app.repos.embeddedApps.enabled(tenant.id),
        value === '' ? [] : allowedMicroApps(value, origins),
        origins,
      );
      return ok({ [paramName]: value === '' && apps.length === 0 ? '' : JSON.stringify(apps) });
    }
    return ok({ [paramName]: value });
  });
}
