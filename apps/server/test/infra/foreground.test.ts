import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import foregroundPlugin from '../../src/plugins/foreground';
import { afterForeground, foreground } from '../../src/infra/foreground';
import { startScript } from '../../src/worker-script';
import { until } from '../helpers';

/** Whether `promise` has settled once the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('giving way to requests in flight', () => {
  it('goes on at once when nothing is in flight, or when there is nothing to give way to', async () => {
    const requests = foreground(60_000);
    expect(await settled(afterForeground(requests.shared))).toBe(true);
    expect(await settled(afterForeground(foreground(0).shared))).toBe(true);
    expect(await settled(afterForeground(undefined))).toBe(true);
  });

  it('waits while a request is in flight and goes on when it ends', async () => {
    const requests = foreground(60_000);
    const a = {};
    const b = {};
    requests.begin(a);
    requests.begin(b);
    const waiting = afterForeground(requests.shared);
    expect(await settled(waiting)).toBe(false);
    requests.end(a);
    expect(await settled(waiting)).toBe(false);
    requests.end(b);
    expect(await settled(waiting)).toBe(true);
    expect(requests.inFlight).toBe(0);
  });

  it('goes on after its bound when requests never stop, so background work is never starved', async () => {
    const requests = foreground(30);
    requests.begin({});
    await afterForeground(requests.shared);
    expect(requests.inFlight).toBe(1);
    // 0: background work does not wait at all.
    const off = foreground(0);
    off.begin({});
    expect(await settled(afterForeground(off.shared))).toBe(true);
  });

  it('keeps a thread that has nothing else to wait for alive until it goes on', async () => {
    const requests = foreground(60_000);
    const someoneElse = {};
    requests.begin(someoneElse);
    const worker = startScript(new URL('../fixtures/thread', import.meta.url).href, 'foreground-wait', {
      workerData: { shared: requests.shared },
    });
    const messages: unknown[] = [];
    worker.on('message', (message) => messages.push(message));
    const exited = once(worker, 'exit');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(messages).toEqual([]);
    requests.end(someoneElse);
    // Not 13 (a top-level await that never settled): the thread waited, then went on.
    expect(await exited).toEqual([0]);
    expect(messages).toEqual(['went on']);
  });

  it('counts a request once, however often it begins or ends', () => {
    const requests = foreground();
    const request = {};
    requests.begin(request);
    requests.begin(request);
    expect(requests.inFlight).toBe(1);
    requests.end(request);
    requests.end(request);
    requests.end({});
    expect(requests.inFlight).toBe(0);
  });
});

describe('the server counts its requests in flight', () => {
  async function server() {
    const app = Fastify();
    await app.register(foregroundPlugin);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    const slow = async () => {
      seen.push(app.foreground.inFlight);
      await held;
      return { ok: true };
    };
    app.get('/slow', slow);
    app.post('/slow', slow);
    app.get('/download', async (request) => {
      // A download that background work feeds stops counting (as sendXlsx does).
      app.foreground.end(request);
      seen.push(app.foreground.inFlight);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { app, port, seen, release };
  }

  it('from its first hook until its answer; a download fed by background work does not count', async () => {
    const { app, port, seen, release } = await server();
    try {
      const slow = fetch(`http://127.0.0.1:${port}/slow`);
      await until(() => seen.length > 0, 'the handler');
      expect(seen).toEqual([1]);
      expect(app.foreground.inFlight).toBe(1);
      release();
      expect((await slow).status).toBe(200);
      await (await fetch(`http://127.0.0.1:${port}/download`)).text();
      expect(seen).toEqual([1, 0]);
      expect(app.foreground.inFlight).toBe(0);
    } finally {
      await app.close();
    }
  });

  it.each(['GET', 'POST'])(
    'no longer counts a %s whose client went away before the answer',
    async (method) => {
      const { app, port, seen, release } = await server();
      try {
        const request = http.request(`http://127.0.0.1:${port}/slow`, {
          method,
          headers: { 'content-type': 'application/json' },
        });
        request.on('error', () => undefined);
        // A body, as a form's call has: its request's own 'close' comes as soon as it is read.
        request.end(method === 'POST' ? '{"a":1}' : undefined);
        await until(() => seen.length > 0, 'the handler');
        expect(app.foreground.inFlight).toBe(1);
        request.destroy();
        // Before the handler has answered.
        await until(() => app.foreground.inFlight === 0, 'the request to stop counting');
        release();
      } finally {
        await app.close();
      }
    },
  );
});
