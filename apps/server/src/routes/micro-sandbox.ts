import type { FastifyInstance } from 'fastify';

/** Where the shell builds each micro-app's wujie sandbox iframe (its `attrs.src`). */
export const SANDBOX_PATH = '/micro-sandbox.html';

const SANDBOX_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>';

/**
 * The sandbox page's policy. wujie runs a micro-app's scripts inside this same-origin iframe: it
 * adds them as <script> elements, inline (classic scripts, fetched and wrapped; and its own
 * one-line "run the next script" step after each) or by src (module scripts, from the app's
 * origin), and sets a <base> to the app's address. So scripts may be inline or from the micro-app
 * origins (MICRO_APP_ORIGINS, never a tenant's lists) here, while the shell's own pages keep
 * script-src 'self'. The page itself holds no content and only the shell's own pages may frame it.
 */
export function sandboxPolicy(origins: readonly string[]): string {
  const sources = ["'self'", ...new Set(origins)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${sources} 'unsafe-inline'`,
    `connect-src ${sources}`,
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data: blob:`,
    `font-src ${sources} data:`,
    `base-uri ${sources}`,
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join(';');
}

/** The empty page of the micro-app sandbox, with its own Content-Security-Policy. */
export default async function microSandboxRoutes(app: FastifyInstance) {
  app.get(SANDBOX_PATH, { schema: { hide: true }, config: { ownCsp: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', sandboxPolicy(app.config.microAppOrigins))
      .send(SANDBOX_PAGE),
  );
}
