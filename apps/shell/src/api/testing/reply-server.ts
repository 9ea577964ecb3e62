import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { http } from '../http';

/** What the server answers next: a status and body, or 'hang' to never answer (timeouts). */
export type Reply = { status?: number; body?: unknown; raw?: string } | 'hang';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A tiny real HTTP server for the http client's tests: it answers crafted envelopes, so the tests
 * go through axios and the network stack instead of a mock.
 */
export async function startReplyServer() {
  let reply: Reply = { body: {} };
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (reply === 'hang') return;
      res.statusCode = reply.status ?? 200;
      if (reply.raw !== undefined) return res.end(reply.raw);
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    answer(next: Reply) {
      reply = next;
    },
    last(): RecordedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no request yet');
      return request;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ReplyServer = Awaited<ReturnType<typeof startReplyServer>>;

/**
 * A reply server for the tests of one file: started before them with the shell's http client
 * pointed at it, closed after. `adapter: 'http'` sends the calls through Node's own http stack
 * (a real socket) instead of the environment's fetch.
 */
export function setUpReplyServer(options: { adapter?: 'http' } = {}): ReplyServer {
  let server: ReplyServer | undefined;
  const started = (): ReplyServer => {
    if (!server) throw new Error('the reply server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startReplyServer();
    http.defaults.baseURL = server.url;
    if (options.adapter) http.defaults.adapter = options.adapter;
  });
  afterAll(() => server?.close());
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    answer: (next) => started().answer(next),
    last: () => started().last(),
    close: () => started().close(),
  };
}
