import fp from 'fastify-plugin';
import { foreground, type Foreground } from '../services/foreground';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests in flight, which imports and exports give way to (services/foreground.ts). */
    foreground: Foreground;
  }
}

/**
 * Counts every request from its start until its answer is sent or its client has gone.
 * `maxWaitMs`: the bound of config.foregroundWaitMs.
 */
export default fp<{ maxWaitMs?: number }>(
  async (app, { maxWaitMs }) => {
    const requests = foreground(maxWaitMs);
    app.decorate('foreground', requests);
    // Registered first: the count starts at a request's first hook.
    app.addHook('onRequest', (request, _reply, done) => {
      requests.begin(request);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      requests.end(request);
      done();
    });
    // A client that went away before its answer was sent: no onResponse comes then.
    app.addHook('onRequestAbort', (request, done) => {
      requests.end(request);
      done();
    });
  },
  { name: 'foreground' },
);
