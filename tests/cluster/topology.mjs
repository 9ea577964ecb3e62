// Several rcadmin servers as a deployment runs them: two built servers (apps/server/dist) on one
// PostgreSQL database, the machine's Redis and an S3-compatible store (s3rver), behind Debian's nginx
// running apps/server/deploy/nginx.conf round-robin. Every child is ended on stop, on exit and on a
// signal, whether the checks passed or not.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverPackage = path.join(root, 'apps/server');
/** The server's own drivers: the checks read the database and clear Redis with them. */
const fromServer = createRequire(path.join(serverPackage, 'package.json'));
const pg = fromServer('pg');
const { Redis } = fromServer('ioredis');

export const NGINX_CONFIG = path.join(serverPackage, 'deploy/nginx.conf');
export const SERVER_ENTRY = path.join(serverPackage, 'dist/main.js');

const env = process.env;
const PG_ADMIN_URL = env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = env.CLUSTER_DATABASE ?? 'rcadmin_cluster';
/** A Redis database of its own (flushed each run), so no other user of the machine's Redis is touched. */
const REDIS_URL = env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const BUCKET = 'rcadmin-cluster';
export const PORTS = { nginx: 18610, a: 18611, b: 18612, s3: 18619 };
/** Sign-in family calls per client address and window, small so the shared count shows at once. */
export const RATE_LIMIT_PER_IP = 10;
/**
 * The job lease of both servers: a killed server's job is another's after this long. Shorter than
 * the default 60 s so the kill checks do not sit out a minute each; long enough that a server busy
 * on this 2-core machine still reports (four times a lease).
 */
export const JOB_LEASE_SECONDS = 15;

function databaseUrl(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** Debian's nginx, installed with apt-get when missing (as root, like CI). */
function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is missing: install it (Debian: apt-get install -y nginx) and run again');
  console.info('# installing nginx (apt-get install -y nginx)');
  const opts = { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (spawnSync('apt-get', ['update', '-qq'], opts).status !== 0) throw new Error('apt-get update failed');
  if (spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], opts).status !== 0)
    throw new Error('apt-get install -y nginx failed');
  const installed = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!installed) throw new Error('nginx still missing after apt-get install');
  return installed;
}

/**
 * The committed site configuration with this run's ports, inside a main configuration of its own
 * (one worker, so the round-robin turn is plain to see; files under `dir`; in the foreground).
 */
function nginxConfig(dir) {
  const site = readFileSync(NGINX_CONFIG, 'utf8')
    .replace(/server 127\.0\.0\.1:8081\b/, `server 127.0.0.1:${PORTS.a}`)
    .replace(/server 127\.0\.0\.1:8082\b/, `server 127.0.0.1:${PORTS.b}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${PORTS.nginx};`);
  if (!site.includes(`:${PORTS.a}`) || !site.includes(`:${PORTS.b}`) || !site.includes(`:${PORTS.nginx}`))
    throw new Error(`${NGINX_CONFIG} no longer has the upstream servers and listen line the test replaces`);
  writeFileSync(path.join(dir, 'rcadmin.conf'), site);
  const main = [
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/rcadmin.conf;`,
    '}',
    '',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

async function waitFor(what, check, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`${what} did not come up within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const children = new Set();
const tempDirs = new Set();
/**
 * Ends every child now: servers with SIGKILL, nginx's master with SIGTERM (it then stops its
 * workers; killed outright, it would leave them behind). Called on exit, however it comes.
 */
function killAll() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null)
      child.kill(child.isNginx ? 'SIGTERM' : 'SIGKILL');
  if (!env.CLUSTER_KEEP) for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });

/** A child whose output goes to `logFile`; `exited` resolves when it ends. */
function startChild(command, args, options, logFile) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.add(child);
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  void child.exited.then(() => children.delete(child));
  return child;
}

/** Stops a child with SIGTERM, then SIGKILL after `ms`. */
async function stopChild(child, ms = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await child.exited;
  clearTimeout(timer);
}

/** Starts everything; `stop()` ends it all. */
export async function startTopology() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: build first (node scripts/rcadmin.mjs build)`);
  const busy = [];
  for (const [name, port] of Object.entries(PORTS)) if (await portTaken(port)) busy.push(`${port} (${name})`);
  if (busy.length > 0) throw new Error(`ports in use: ${busy.join(', ')}`);
  const nginxBin = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'rcadmin-cluster-'));
  tempDirs.add(dir);
  const state = { dir, servers: {}, nginx: undefined, s3: undefined, pool: undefined };

  const stop = async () => {
    await stopChild(state.nginx);
    await Promise.all(Object.values(state.servers).map((server) => stopChild(server.child)));
    await state.s3?.close().catch(() => undefined);
    await state.pool?.end().catch(() => undefined);
    if (!env.CLUSTER_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // A fresh database each run.
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    state.pool = new pg.Pool({ connectionString: databaseUrl(DATABASE), max: 2 });

    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    redis.disconnect();

    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    state.s3 = new S3rver({
      address: '127.0.0.1',
      port: PORTS.s3,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    await state.s3.run();
    state.s3Dir = path.join(s3Dir, BUCKET);

    const serverEnv = (id) => ({
      ...env,
      NODE_ENV: 'production',
      SERVER_ID: id,
      HOST: '127.0.0.1',
      PORT: String(PORTS[id]),
      DATABASE_URL: databaseUrl(DATABASE),
      // The demo tenants and users; their SMS codes go to the demo outbox.
      SEED_DEMO: '1',
      REDIS_URL,
      FILES_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      S3_BUCKET: BUCKET,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      // nginx connects from here; clients come from other loopback addresses.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORTS.nginx}`,
      COOKIE_SECURE: '0',
      RATE_LIMIT_PER_IP: String(RATE_LIMIT_PER_IP),
      // Each server a folder of its own: nothing is shared through the disk.
      DATA_DIR: path.join(dir, `data-${id}`),
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      // Imports do not wait for the checks' own polling.
      FOREGROUND_WAIT_MS: '0',
      JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
    });

    const startServer = async (id) => {
      const logFile = path.join(dir, `server-${id}.log`);
      const child = startChild(
        process.execPath,
        [SERVER_ENTRY],
        { cwd: serverPackage, env: serverEnv(id) },
        logFile,
      );
      const server = { id, child, logFile, pid: child.pid };
      state.servers[id] = server;
      const exited = child.exited.then((code) => {
        throw new Error(`server ${id} exited (${code}) before listening:\n${readFileSync(logFile, 'utf8')}`);
      });
      await Promise.race([
        exited,
        // Up once it answers, and not with 503: its load check has taken its first samples.
        waitFor(
          `server ${id}`,
          async () => (await fetch(`http://127.0.0.1:${PORTS[id]}/api/`)).status !== 503,
          120_000,
        ),
      ]);
      exited.catch(() => undefined);
      return server;
    };
    // One after the other: the first migrates and seeds the empty database.
    await startServer('a');
    await startServer('b');

    const nginxDir = path.join(dir, 'nginx');
    mkdirSync(nginxDir);
    const config = nginxConfig(nginxDir);
    const test = spawnSync(nginxBin, ['-t', '-c', config, '-p', nginxDir], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
    state.nginx = startChild(nginxBin, ['-c', config, '-p', nginxDir], {}, path.join(dir, 'nginx.log'));
    state.nginx.isNginx = true;
    await waitFor(
      'nginx',
      async () => (await fetch(`http://127.0.0.1:${PORTS.nginx}/api/`)).status > 0,
      20_000,
    );

    return {
      proxy: `http://127.0.0.1:${PORTS.nginx}`,
      servers: state.servers,
      s3Dir: state.s3Dir,
      query: (text, values) => state.pool.query(text, values),
      /** The server whose process id this is (a job's holder names it), if one of ours. */
      serverByPid: (pid) => Object.values(state.servers).find((server) => server.pid === pid),
      kill: async (id) => {
        const server = state.servers[id];
        server.child.kill('SIGKILL');
        await server.child.exited;
      },
      restart: (id) => startServer(id),
      logs: () =>
        Object.values(state.servers)
          .map((server) => `--- server ${server.id}\n${readFileSync(server.logFile, 'utf8').slice(-4000)}`)
          .join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
