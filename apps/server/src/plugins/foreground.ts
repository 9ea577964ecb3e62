import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { foreground, type Foreground } from '../infra/foreground';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests in flight, which imports and exports give way to (infra/foreground.ts). */
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
    const onClose = new WeakMap<object, () => void>();
    // Registered first: the count starts at a request's first hook.
    app.addHook('onRequest', (request, _reply, done) => {
      requests.begin(request);
      // A client that goes away before its answer is sent: no onResponse comes then, and for a
      // request with a body neither does onRequestAbort (its 'close' came with the body's end).
      // The connection's close is the one sign; one listener per request in flight on it.
      const socket = request.raw.socket as Socket | undefined;
      if (socket) {
        const gone = () => requests.end(request);
        socket.once('close', gone);
        onClose.set(request, () => socket.off('close', gone));
      }
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      requests.end(request);
      onClose.get(request)?.();
      done();
    });
  },
  { name: 'foreground' },
);
