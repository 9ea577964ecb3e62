import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mapTileSources } from '../config';
import { FRAME_ORIGINS_PARAM, MAP_TILE_PARAM } from '../routes/bmc/sys-param';

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

/**
 * The origins framed pages may come from, for every tenant: the deployment's (FRAME_ORIGINS) and
 * every tenant's frameOrigins system parameter. Pages are served before anyone signs in, so this
 * is the outer bound; the shell narrows it to the signed-in tenant's own list before it frames or
 * listens to anything.
 */
export async function embeddingOrigins(app: FastifyInstance): Promise<string[]> {
  const tenantLists = await app.repos.tenants.sysParamValues(FRAME_ORIGINS_PARAM);
  return [...new Set([...app.config.frameOrigins, ...tenantLists.flatMap(originsOf)])];
}

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
 * connect-src the micro-app one
 * (MICRO_APP_ORIGINS: wujie fetches a micro-app's page, styles and scripts from the shell's window;
 * a tenant's own lists never widen it). script-src stays 'self': micro-apps run their scripts in
 * the sandbox page, which has a policy of its own.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader(CSP);
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof policy !== 'string' || !type.startsWith('text/html')) return payload;
      if (request.routeOptions.config?.ownCsp) return payload;
      const [frameOrigins, images] = await Promise.all([embeddingOrigins(app), imageSources(app)]);
      const frames = withFrameSrc(policy, frameOrigins);
      const withImages = withSources(frames, 'img-src', images);
      reply.header(CSP, withSources(withImages, 'connect-src', app.config.microAppOrigins));
      return payload;
    });
  },
  { name: 'frame-csp', dependencies: ['db', 'services'] },
);
