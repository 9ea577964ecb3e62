import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { api, Code } from '@rcadmin/contract';
import autocannon from 'autocannon';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { recordFigures } from '../reliability-figures';
import { DEMO } from '../helpers';
import { signIn, startServer, type ServerProcess } from '../server-process';

const CONNECTIONS = 200;
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 30);
const READ = api.deptRoleList;
const READ_PATH = `/api${READ.path}?_platform_num=${DEMO}`;

/** A data directory holding the migrated, seeded demo database. */
async function seededDataDir(root: string, name: string): Promise<string> {
  const dataDir = path.join(root, name);
  const pg = new PGlite({
    extensions: { pg_trgm },
    dataDir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await pg.waitReady;
  await pg.close();
  return dataDir;
}

const load = (
  address: string,
  headers: Record<string, string>,
  duration: number,
  connections = CONNECTIONS,
) =>
  autocannon({
    url: `${address}${READ_PATH}`,
    method: READ.method,
    headers,
    connections,
    duration,
    // A request unanswered for this long counts as a timeout: the thing past capacity must not do.
    timeout: 10,
  });

describe('load', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-load-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exit;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it(`serves ${CONNECTIONS} connections for ${DURATION_S} s on an authenticated read without an error`, async () => {
    const server = startServer(await seededDataDir(root, 'steady'));
    servers.push(server);
    const address = await server.address;
    const session = await signIn(address);
    const sample = await fetch(`${address}${READ_PATH}`, { headers: { cookie: session.cookie } });
    expect(await sample.json()).toMatchObject({ success: true, code: '0' });
    // A few seconds of light traffic first, as any server in service has had: the database's
    // compiled code and caches are warm before the 200 connections arrive.
    const warmUp = await load(address, { cookie: session.cookie }, 5, 10);
    const result = await load(address, { cookie: session.cookie }, DURATION_S);
    recordFigures('load', {
      warmUpRequests: warmUp.requests.total,
      route: `${READ.method} ${READ_PATH}`,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      requests: result.requests.total,
      reqPerSecMean: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    });
    expect(result.requests.total).toBeGreaterThan(CONNECTIONS);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
  }, 120_000);

  it('past capacity answers 503 with Retry-After and the failure envelope instead of timing out, then recovers', async () => {
    // Capacity made small through the environment: any real load is past it.
    const server = startServer(await seededDataDir(root, 'pressed'), {
      MAX_EVENT_LOOP_UTILIZATION: '0.3',
      LOAD_SAMPLE_INTERVAL_MS: '100',
      RETRY_AFTER_S: '3',
    });
    servers.push(server);
    const address = await server.address;
    // Starting up (migrations, seeding) is itself past so small a capacity: wait for calm.
    let session: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 100 && !session; i += 1) {
      session = await signIn(address).catch(() => undefined);
      if (!session) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!session) throw new Error('the server never calmed down enough to sign in');
    const headers = { cookie: `${session.cookie}; language=zh` };
    const url = `${address}${READ_PATH}`;

    const running = load(address, headers, 8);
    let refusal: { status: number; retryAfter: string | null; body: unknown } | undefined;
    for (let i = 0; i < 400 && !refusal; i += 1) {
      const response = await fetch(url, { headers });
      if (response.status === 503) {
        refusal = {
          status: 503,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        };
      } else {
        await response.arrayBuffer();
      }
    }
    const result = await running;

    // Load gone, the server serves again.
    let recovered = false;
    for (let i = 0; i < 100 && !recovered; i += 1) {
      const response = await fetch(url, { headers });
      recovered = response.status === 200 && ((await response.json()) as { success: boolean }).success;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const refused = result.statusCodeStats?.['503']?.count ?? 0;
    recordFigures('overload', {
      connections: CONNECTIONS,
      durationS: 8,
      limit: 'MAX_EVENT_LOOP_UTILIZATION=0.3',
      requests: result.requests.total,
      answered503: refused,
      answered2xx: result['2xx'],
      errors: result.errors,
      timeouts: result.timeouts,
      retryAfter: refusal?.retryAfter ?? null,
      latencyP99Ms: result.latency.p99,
      recovered,
    });
    expect(refusal).toEqual({
      status: 503,
      retryAfter: '3',
      body: { success: false, code: Code.unavailable, msg: '服务器繁忙，请3秒后重试' },
    });
    expect(refused).toBeGreaterThan(0);
    expect(result.timeouts).toBe(0);
    expect(result.errors).toBe(0);
    expect(recovered).toBe(true);
  }, 120_000);
});
