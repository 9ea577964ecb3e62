import { originOfUrl } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { mapTileSources, type Config } from '../config';
import type { EmbeddedAppEntry } from '../repositories/embedded-apps';
import { FRAME_ORIGINS_PARAM, MAP_TILE_PARAM } from '../routes/bmc/sys-param';
import { registeredAppRuns } from '../domain/micro-apps';

const CSP = 'content-security-policy';

/**
 * What one tenant may add to its pages' policy, in characters of its sources. The header stays a
 * few KB whatever a tenant registers (past ~16 KB, Node's fetch and many proxies refuse an answer);
 * sources past it are left out and the server logs a warning naming the tenant.
 */
export const TENANT_SOURCES_MAX = 4096;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sets a Content-Security-Policy of its own, left as it is (the micro-app sandbox). */
    ownCsp?: boolean;
  }
}

/** The http(s) origins of a space- or comma-separated list; anything else is dropped. */
export function originsOf(list: string): string[] {
  return list.split(/[\s,]+/).flatMap((entry) => {
    try {
      const url = new URL(entry);
      return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/** The policy with its `name` directive replaced by 'self' and these sources. */
export function withSources(policy: string, name: string, origins: readonly string[]): string {
  const directive = `${name} ${["'self'", ...new Set(origins)].join(' ')}`;
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const others = directives.filter((part) => part.toLowerCase().split(/\s+/)[0] !== name);
  return [...others, directive].join(';');
}

/** The policy with its frame-src directive replaced by 'self' and these origins. */
export const withFrameSrc = (policy: string, origins: readonly string[]) =>
  withSources(policy, 'frame-src', origins);

/** The origins of the registered apps of this kind that run (embedded apps page). */
export const registeredOrigins = (
  apps: readonly EmbeddedAppEntry[],
  kind: EmbeddedAppEntry['kind'],
  microAppOrigins: readonly string[],
): string[] =>
  apps
    .filter((entry) => entry.kind === kind && registeredAppRuns(entry, microAppOrigins))
    .flatMap((entry) => originOfUrl(entry.url) ?? []);

/** The directives a page's sources fill, each after 'self'. */
export interface PageSources {
  'frame-src': string[];
  'connect-src': string[];
  'img-src': string[];
  'style-src': string[];
}
const DIRECTIVES = ['frame-src', 'connect-src', 'img-src', 'style-src'] as const;

/** A tile source as CSP reads it: scheme, host (a leading `*.` allowed) and port, nothing else. */
const TILE_SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?$/;
const tileSources = (template: string) =>
  mapTileSources(template).filter((source) => TILE_SOURCE.test(source));

/**
 * The deployment's sources, on every page, signed in or not: FRAME_ORIGINS, MICRO_APP_ORIGINS
 * (wujie fetches a micro-app's page, styles and scripts from the shell's window) and MAP_TILE_URL's
 * host. antd writes its styles in <style> elements: style-src needs 'unsafe-inline'.
 */
export const deploymentSources = (config: Config): PageSources => ({
  'frame-src': [...config.frameOrigins],
  'connect-src': [...config.microAppOrigins],
  'img-src': ['data:', 'blob:', ...tileSources(config.mapTileUrl)],
  'style-src': ["'unsafe-inline'", ...config.microAppOrigins],
});

/**
 * The signed-in tenant's own sources: its frameOrigins parameter and registered frames (frame-src),
 * its registered micro-apps that run (connect-src, style-src: within MICRO_APP_ORIGINS by now) and
 * its mapTileUrl's host (img-src). No other tenant's: a page shows one tenant's data.
 */
export async function tenantSources(app: FastifyInstance, tenantId: number): Promise<PageSources> {
  const [frameList, tileTemplate, registered] = await Promise.all([
    app.repos.tenants.sysParam(tenantId, FRAME_ORIGINS_PARAM),
    app.repos.tenants.sysParam(tenantId, MAP_TILE_PARAM),
    app.repos.embeddedApps.enabled(tenantId),
  ]);
  const microApps = registeredOrigins(registered, 'microApp', app.config.microAppOrigins);
  return {
    'frame-src': [
      ...originsOf(frameList ?? ''),
      ...registeredOrigins(registered, 'frame', app.config.microAppOrigins),
    ],
    'connect-src': microApps,
    'img-src': tileSources(tileTemplate ?? ''),
    'style-src': microApps,
  };
}

/**
 * The deployment's sources with the tenant's added, in the order of DIRECTIVES, until they would
 * take more than `max` characters; `left` counts the tenant's sources that did not fit.
 */
export function boundedSources(
  deployment: PageSources,
  tenant: PageSources,
  max = TENANT_SOURCES_MAX,
): { sources: PageSources; left: number } {
  let used = 0;
  let left = 0;
  const sources = { ...deployment };
  for (const name of DIRECTIVES) {
    const added = [...new Set(tenant[name])].filter((source) => !deployment[name].includes(source));
    const fitting: string[] = [];
    for (const source of added) {
      if (left === 0 && used + source.length + 1 <= max) {
        used += source.length + 1;
        fitting.push(source);
      } else left += 1;
    }
    sources[name] = [...deployment[name], ...fitting];
  }
  return { sources, left };
}

/** What the shell's HTML answers say about caches: the policy follows the session cookie. */
function uncached(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/**
 * The shell's pages: frame-src, connect-src, img-src and style-src name the deployment's sources
 * and, with a session, its tenant's own (tenantSources), bounded by TENANT_SOURCES_MAX; a page
 * served without a session (the sign-in page, errors) names no tenant's. The shell checks the
 * signed-in tenant's own lists before it frames or listens to anything. script-src stays 'self':
 * micro-apps run their scripts in the sandbox page, which has a policy of its own. Neither a shared
 * cache nor the browser keeps a page (no-store, Vary: Cookie): another session gets its own policy.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader(CSP);
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof policy !== 'string' || !type.startsWith('text/html')) return payload;
      if (request.routeOptions.config?.ownCsp) return payload;
      uncached(reply);
      const deployment = deploymentSources(app.config);
      const auth = await app.readSession(request);
      let sources = deployment;
      if (auth) {
        const bounded = boundedSources(deployment, await tenantSources(app, auth.tenant.id));
        sources = bounded.sources;
        if (bounded.left > 0) {
          request.log.warn(
            { tenantId: auth.tenant.id, left: bounded.left, max: TENANT_SOURCES_MAX },
            "the tenant's CSP sources pass the bound: the rest are left out of its pages' policy",
          );
        }
      }
      reply.header(
        CSP,
        DIRECTIVES.reduce((current, name) => withSources(current, name, sources[name]), policy),
      );
      return payload;
    });
  },
  { name: 'frame-csp', dependencies: ['db', 'services', 'security'] },
);
