import { originOfUrl } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registeredAppRuns } from '../domain/micro-apps';

/** Where the shell builds each micro-app's wujie sandbox iframe (its `attrs.src`). */
export const SANDBOX_PATH = '/micro-sandbox.html';

const SANDBOX_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>';

/**
 * The sandbox page's policy. wujie runs a micro-app's scripts inside this same-origin iframe: it
 * adds them as <script> elements, inline (classic scripts, fetched and wrapped; and its own
 * one-line "run the next script" step after each) or by src (module scripts, from the app's
 * origin), and sets a <base> to the app's address. So scripts may be inline or from the micro-app
 * origins here (MICRO_APP_ORIGINS, and the app's own when the tenant registered it; never a
 * tenant's parameters), while the shell's own pages keep script-src 'self'. The app's own fetches
 * run in this window too: connect-src adds the origins its registration names. The page itself
 * holds no content and only the shell's own pages may frame it.
 */
export function sandboxPolicy(origins: readonly string[], connectOrigins: readonly string[] = []): string {
  const sources = ["'self'", ...new Set(origins)].join(' ');
  const connect = ["'self'", ...new Set([...origins, ...connectOrigins])].join(' ');
  return [
    "default-src 'none'",
    `script-src ${sources} 'unsafe-inline'`,
    `connect-src ${connect}`,
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data: blob:`,
    `font-src ${sources} data:`,
    `base-uri ${sources}`,
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join(';');
}

/** A micro-app's name as the shell asks for its sandbox (`?app=`): wujie's id. */
const APP_NAME = /^[\w-]{1,64}$/;

/**
 * The empty page of the micro-app sandbox, with its own Content-Security-Policy. The shell asks for
 * it as /micro-sandbox.html?app={name}: a micro-app the signed-in tenant registered (embedded apps
 * page) gets its own origin and the origins it connects to in the policy. Without a session, or
 * for an app the tenant did not register (or that may not run), the policy names MICRO_APP_ORIGINS
 * only.
 */
export default async function microSandboxRoutes(app: FastifyInstance) {
  async function registeredSources(request: FastifyRequest): Promise<{ own: string[]; connect: string[] }> {
    const name = (request.query as { app?: unknown }).app;
    const tenant = request.auth?.tenant;
    if (!tenant || typeof name !== 'string' || !APP_NAME.test(name)) return { own: [], connect: [] };
    const entry = await app.repos.embeddedApps.enabledMicroApp(tenant.id, name);
    if (!entry || !registeredAppRuns(entry, app.config.microAppOrigins)) return { own: [], connect: [] };
    return { own: [originOfUrl(entry.url) ?? []].flat(), connect: entry.connectOrigins };
  }

  app.get(
    SANDBOX_PATH,
    {
      schema: { hide: true },
      config: {
        ownCsp: true,
        // Not a call of the contract: the security hook only reads the session cookie (request.auth).
        call: { access: 'public', allowRestricted: true, encoding: undefined, method: 'GET' },
      },
    },
    async (request, reply) => {
      const { own, connect } = await registeredSources(request);
      return (
        reply
          .type('text/html; charset=utf-8')
          // The policy follows the session: no shared cache keeps one session's for another.
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie')
          .header('content-security-policy', sandboxPolicy([...app.config.microAppOrigins, ...own], connect))
          .send(SANDBOX_PAGE)
      );
    },
  );
}
