import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data for one upload call, in the calling plugin's scope only (no other route's
 * body parsing changes): the parser with these limits, and the call marked so that the security
 * hook accepts a multipart body for it.
 */
export async function acceptMultipart(
  app: FastifyInstance,
  path: string,
  limits: NonNullable<FastifyMultipartOptions['limits']>,
): Promise<void> {
  await app.register(multipart, { limits });
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (call && route.url.endsWith(path))
      route.config = { ...route.config, call: { ...call, multipart: true } };
  });
}
