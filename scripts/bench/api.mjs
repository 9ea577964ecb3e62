// API load: autocannon on three authenticated reads of the contract, against a bare Fastify route.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_TENANT, PASSWORD, importFrom, log, median, percentile, root, startProcess } from './lib.mjs';

const API = '/api';
export const ROUTES = [
  { key: 'menu', label: 'menu list (getSiteMenuList)' },
  // A reload: the answer's entity tag sent back (If-None-Match), as a caller that holds it does.
  { key: 'menuReload', label: 'menu list reload, If-None-Match (getSiteMenuList → 304)' },
  { key: 'deptRole', label: 'department and role list (getDeptRoleList)' },
  { key: 'notice', label: 'notice list (notice/list)' },
];

/** Signs in through the API as the demo admin: the session cookie, siteToken and the roles. */
export async function signIn(baseUrl, platformNum = DEMO_TENANT) {
  const response = await fetch(`${baseUrl}${API}/sso-web/unify/site/login.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ platformNum, loginName: 'admin', password: PASSWORD }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { siteToken, siteUserId } = body.content.result;
  const roles = await fetch(`${baseUrl}${API}/bmc/user/getDeptRoleList.do?_platform_num=${platformNum}`, {
    headers: { cookie },
  }).then((r) => r.json());
  const roleList = (roles.content?.result?.[0]?.roleIds ?? []).join(',');
  return { cookie, siteToken, siteUserId, roleList, platformNum };
}

/** The autocannon request of each route, for one signed-in session. */
export function requests(baseUrl, session) {
  const { cookie, siteToken, siteUserId, roleList, platformNum } = session;
  return {
    menu: {
      url: `${baseUrl}${API}/bmc/menu/getSiteMenuList.do`,
      method: 'POST',
      headers: {
        cookie,
        'x-site-token': siteToken,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        siteToken,
        siteUserId,
        appCode: 'rcadmin',
        platformNum,
        roleList,
      }).toString(),
    },
    deptRole: {
      url: `${baseUrl}${API}/bmc/user/getDeptRoleList.do?_platform_num=${platformNum}`,
      method: 'GET',
      headers: { cookie },
    },
    notice: {
      url: `${baseUrl}${API}/articles/notice/list.do?columnId=18&page=1&limitNum=10`,
      method: 'GET',
      headers: { cookie },
    },
  };
}

/** Each request answers 200 with a success envelope before it is loaded. */
export async function checkRequests(requestsByKey) {
  for (const [key, { url, method, headers, body }] of Object.entries(requestsByKey)) {
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    // The contract's envelope says success: true; the articles host's says code '1001'.
    const ok = /"success":true|^\{"code":"1001"/.test(text);
    if (response.status !== 200 || !ok) throw new Error(`${key}: ${response.status} ${text.slice(0, 300)}`);
  }
}

/**
 * One autocannon run: req/s (mean), latency p50/p99 (ms), errors (connection errors, timeouts
 * included, and answers other than 2xx, or than `request.expectStatus` when it says which).
 */
export async function load(request, { connections = 50, duration = 10 } = {}) {
  const { expectStatus, ...options } = request;
  const result = await autocannon({ ...options, connections, duration });
  const expected = expectStatus ? (result.statusCodeStats?.[expectStatus]?.count ?? 0) : 0;
  const wrong = expectStatus && expectStatus >= 300 ? result.non2xx - expected : result.non2xx;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + wrong,
    requests: result.requests.total,
  };
}

/**
 * One user's reads at a steady pace, as a person's screen polls or pages: a request every
 * `everyMs` whether or not the last has answered (an open loop, so a stall of the server counts
 * for every request it held up, not once), each timed to its last byte in fractions of a
 * millisecond. Runs for `ms`, or until `until` settles (and at least `ms`). Unlike `load`, it does
 * not saturate the server: its figure is how long a read waits behind other work, not the share
 * of the processor the server gets beside the load generator.
 */
export async function pacedReads(request, { everyMs = 10, ms = 5000, until } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const url = new URL(request.url);
  const times = [];
  let errors = 0;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        url,
        { method: request.method, headers: request.headers, agent },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode === 200) times.push(performance.now() - started);
            else errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(request.body);
    });
  let settled = !until;
  until?.then(
    () => (settled = true),
    () => (settled = true),
  );
  const pending = [];
  const started = performance.now();
  for (let n = 0; ; n += 1) {
    const due = started + n * everyMs;
    if (due - started >= ms && settled) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one());
  }
  await Promise.all(pending);
  agent.destroy();
  return pooledReads({ times, errors });
}

/**
 * Several runs of paced reads as one: their times pooled, then p50, p99 and the slowest. A p99
 * over a few seconds of reads rests on a handful of samples, and this machine's processors
 * pause now and then for several milliseconds whatever runs on them; pooled runs taken before
 * and after background work (or under several exports) rest on thousands.
 */
export function pooledReads(...runs) {
  const times = runs.flatMap((run) => run.times);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times.length > 0 ? times.reduce((slowest, time) => Math.max(slowest, time)) : null,
    requests: times.length,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    times,
  };
}

/**
 * The machine's floor for a read beside background work: the same paced reads while a process that
 * is not ours spins at the lowest priority (nice 19). What any background thread costs the read on
 * this machine, whatever it does; the figures of reads beside an import or an export are set
 * against it as well as against idle.
 */
export async function pacedReadsBesideBusyLoop(request, { ms = 10_000 } = {}) {
  // It ends by itself a little after the reads, so that a bench stopped meanwhile leaves no spinner.
  const spin = `const end = Date.now() + ${ms + 5_000}; while (Date.now() < end) {}`;
  const busy = spawn(process.execPath, ['-e', spin], { stdio: 'ignore' });
  try {
    os.setPriority(busy.pid, os.constants.priority.PRIORITY_LOW);
    // Until the loop spins.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return await pacedReads(request, { ms });
  } finally {
    busy.kill('SIGKILL');
  }
}

/** Medians of several runs of one request, after a short warm-up. */
export async function loadRuns(request, { runs, duration }) {
  await load(request, { duration: 1 }); // warm-up (JIT, caches, pools), not counted
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await load(request, { duration }));
  return {
    reqPerSec: median(results.map((r) => r.reqPerSec)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    runs: results.length,
  };
}

/** The bare Fastify floor: started in its own process like the real server, then loaded. */
export async function helloFloor(port, options) {
  const hello = await startProcess(path.join(root, 'scripts/bench/hello-server.mjs'), {
    env: { PORT: String(port) },
    readyUrl: `http://127.0.0.1:${port}/hello`,
    timeoutMs: 30_000,
  });
  try {
    return await loadRuns({ url: `http://127.0.0.1:${port}/hello`, method: 'GET' }, options);
  } finally {
    await hello.stop();
  }
}

/**
 * The menu list's reload: the same request with the entity tag its answer carries; it must answer
 * 304 (a server without tags fails here, named).
 */
export async function reloadRequest(menu) {
  const first = await fetch(menu.url, { method: menu.method, headers: menu.headers, body: menu.body });
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  if (!etag) throw new Error('menuReload: the menu list answers without an ETag');
  const reload = { ...menu, headers: { ...menu.headers, 'if-none-match': etag }, expectStatus: 304 };
  const again = await fetch(reload.url, {
    method: reload.method,
    headers: reload.headers,
    body: reload.body,
  });
  const text = await again.text();
  if (again.status !== 304)
    throw new Error(`menuReload: ${again.status} to If-None-Match ${etag}: ${text.slice(0, 200)}`);
  return reload;
}

/** All routes against one running server. */
export async function loadRoutes(baseUrl, options) {
  const byKey = requests(baseUrl, await signIn(baseUrl));
  await checkRequests(byKey);
  const out = {};
  // Without a reload to measure, that row alone goes without its figure (and fails, saying why).
  byKey.menuReload = await reloadRequest(byKey.menu).catch((error) => {
    out.problems = { menuReload: error.message };
    return null;
  });
  for (const { key, label } of ROUTES) {
    if (!byKey[key]) continue;
    log(`autocannon ${label}: ${options.runs} × ${options.duration} s, 50 connections`);
    out[key] = await loadRuns(byKey[key], options);
  }
  return out;
}

/** Where a PostgreSQL is looked for when neither variable names one (a local server, as CI's has). */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server the bench measures on: TEST_DATABASE_URL, else DATABASE_URL, else a local
 * one that answers on 127.0.0.1:5432. `{ url, source }`, or `{ absent }` saying why there is none.
 * The bench makes a database of its own on that server and drops it at the end.
 */
export async function findPostgres(env = process.env) {
  for (const name of ['TEST_DATABASE_URL', 'DATABASE_URL']) {
    if (env[name]) return { url: env[name], source: `the server ${name} names` };
  }
  const { default: pg } = await importFrom('apps/server', 'pg');
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url: LOCAL_POSTGRES, source: 'a local server on 127.0.0.1:5432' };
  } catch (error) {
    const refused = error.code === 'ECONNREFUSED' || /timeout/i.test(error.message);
    return {
      absent: refused
        ? 'TEST_DATABASE_URL and DATABASE_URL unset, and nothing answers on 127.0.0.1:5432'
        : `TEST_DATABASE_URL and DATABASE_URL unset; 127.0.0.1:5432 answers but: ${error.message}`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl` (findPostgres), as the server tests make
 * one per file: created here, dropped by `drop()`.
 */
export async function freshPostgresDatabase(serverUrl) {
  const { default: pg } = await importFrom('apps/server', 'pg');
  const name = `rcadmin_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    let client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
    } catch (error) {
      if (error.code !== '3D000') throw error;
      const fallback = new URL(serverUrl);
      fallback.pathname = '/postgres';
      client = new pg.Client({ connectionString: fallback.toString() });
      await client.connect();
    }
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
