// The floor of the API figures: a bare Fastify (the server's own version) answering one JSON route.
//   PORT=18313 node scripts/bench/hello-server.mjs
import { importFrom } from './lib.mjs';

const { default: Fastify } = await importFrom('apps/server', 'fastify');
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 18313), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void app.close().then(() => process.exit(0)));
