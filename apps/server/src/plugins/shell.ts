import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * The built shell at /. Hashed assets are cached for good; index.html is revalidated on every
 * load so a new build is picked up at once. Page paths fall back to index.html (errors plugin).
 */
export default fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.split(path.sep).includes('assets');
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'shell' },
);
