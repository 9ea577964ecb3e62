import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { loadHttp, setApiBase } from '../http';

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
 * go through fetch or axios and the network stack instead of a mock. It answers any origin's
 * page with credentials (CORS, preflights included): happy-dom's fetch asks as a browser does.
 */
export async function startReplyServer() {
  let reply: Reply = { body: {} };
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    if (req.headers.origin) {
      res.setHeader('access-control-allow-origin', req.headers.origin);
      res.setHeader('access-control-allow-credentials', 'true');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '');
      res.statusCode = 204;
      return res.end();
    }
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
 * pointed at it, closed after. `adapter: 'http'` sends the axios instance's calls (the kit's)
 * through Node's own http stack (a real socket) instead of the environment's fetch.
 */
export function setUpReplyServer(options: { adapter?: 'http' } = {}): ReplyServer {
  let server: ReplyServer | undefined;
  const started = (): ReplyServer => {
    if (!server) throw new Error('the reply server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startReplyServer();
    setApiBase(server.url);
    if (options.adapter) (await loadHttp()).defaults.adapter = options.adapter;
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
