import { originOfUrl } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mapTileSources } from '../config';
import type { EmbeddedAppEntry } from '../repositories/embedded-apps';
import { FRAME_ORIGINS_PARAM, MAP_TILE_PARAM } from '../routes/bmc/sys-param';
import { registeredAppRuns } from '../services/micro-apps';

const CSP = 'content-security-policy';

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

/** The policy with its `name` directive replaced by 'self' and these origins. */
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

/**
 * The origins framed pages may come from, for every tenant: the deployment's (FRAME_ORIGINS),
 * every tenant's frameOrigins system parameter and every tenant's registered frame apps. Pages are
 * served before anyone signs in, so this is the outer bound; the shell narrows it to the signed-in
 * tenant's own list before it frames or listens to anything.
 */
export async function embeddingOrigins(
  app: FastifyInstance,
  registered: readonly EmbeddedAppEntry[],
): Promise<string[]> {
  const tenantLists = await app.repos.tenants.sysParamValues(FRAME_ORIGINS_PARAM);
  return [
    ...new Set([
      ...app.config.frameOrigins,
      ...tenantLists.flatMap(originsOf),
      ...registeredOrigins(registered, 'frame', app.config.microAppOrigins),
    ]),
  ];
}

/**
 * Where the shell's pages may fetch from besides their own origin: the micro-apps' origins (wujie
 * fetches a micro-app's page, styles and scripts from the shell's window), the deployment's
 * (MICRO_APP_ORIGINS) and every tenant's registered micro-apps that run. The origins a micro-app
 * itself connects to are its sandbox page's (routes/micro-sandbox.ts), not these pages'.
 */
export const microAppSources = (app: FastifyInstance, registered: readonly EmbeddedAppEntry[]): string[] => [
  ...new Set([
    ...app.config.microAppOrigins,
    ...registeredOrigins(registered, 'microApp', app.config.microAppOrigins),
  ]),
];

/** A tile source as CSP reads it: scheme, host (a leading `*.` allowed) and port, nothing else. */
const TILE_SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?$/;

/**
 * Where the shell's pages load images from: its own, data: and blob: URLs, and the tile hosts of
 * the maps, the deployment's (MAP_TILE_URL) and every tenant's own mapTileUrl parameter. A
 * tenant's value is a template typed in a settings page: only a plain host makes it in.
 */
export async function imageSources(app: FastifyInstance): Promise<string[]> {
  const tenantTemplates = await app.repos.tenants.sysParamValues(MAP_TILE_PARAM);
  const tiles = [app.config.mapTileUrl, ...tenantTemplates]
    .flatMap(mapTileSources)
    .filter((source) => TILE_SOURCE.test(source));
  return ['data:', 'blob:', ...new Set(tiles)];
}

/**
 * The shell's pages: CSP frame-src follows the frame allowlists, img-src the map tile hosts,
 * connect-src the micro-apps' origins (MICRO_APP_ORIGINS and the micro-apps tenants registered as
 * trusted, within it when it is set; a tenant's microApps parameter never widens it). script-src
 * stays 'self': micro-apps run their scripts in the sandbox page, which has a policy of its own.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader(CSP);
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof policy !== 'string' || !type.startsWith('text/html')) return payload;
      if (request.routeOptions.config?.ownCsp) return payload;
      const registered = await app.repos.embeddedApps.allEnabled();
      const [frameOrigins, images] = await Promise.all([
        embeddingOrigins(app, registered),
        imageSources(app),
      ]);
      const frames = withFrameSrc(policy, frameOrigins);
      const withImages = withSources(frames, 'img-src', images);
      reply.header(CSP, withSources(withImages, 'connect-src', microAppSources(app, registered)));
      return payload;
    });
  },
  { name: 'frame-csp', dependencies: ['db', 'services'] },
);
