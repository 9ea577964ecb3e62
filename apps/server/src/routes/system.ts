import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/** Outside the API base: health for load balancers, and the shell's runtime configuration. */
export default async function systemRoutes(app: FastifyInstance, { apiBase }: { apiBase: string }) {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Ready: migrations ran and the database answers.',
        tags: ['system'],
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
          }),
        },
      },
    },
    async () => ({ status: 'ok' as const, db: app.database.kind }),
  );

  // The shell reads its API base prefix at run time, so one build serves any deployment.
  const runtimeConfig = `window.__RCADMIN__ = ${JSON.stringify({ apiBase })};\n`;
  app.get('/runtime-config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(runtimeConfig),
  );
}
