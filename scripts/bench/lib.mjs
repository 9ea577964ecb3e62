// Shared pieces of the benchmark: paths, statistics, child processes and the servers under test.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const exampleEntry = path.join(root, 'examples/third-party-page/serve.mjs');
export const shellDist = path.join(root, 'apps/shell/dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PASSWORD = 'Admin@2026';
export const DEMO_TENANT = '100001';
export const LARGE_TENANT = '100009';

/** Ports of the benchmark: 18300-18399, one per role, so nothing clashes with a running `npm start`. */
export const PORTS = {
  app: 18310,
  example: 18311,
  postgres: 18312,
  hello: 18313,
  large: 18314,
  startup: 18315,
  playwright: 18320, // and 18321 for its example page
};

/** Where startExample serves the example: the demo menu and micro-app registry point here. */
const EXAMPLE_ORIGIN = `http://vendor.localhost:${PORTS.example}`;

/** Import a package the way one workspace package sees it (pnpm keeps them per package). */
export async function importFrom(workspaceDir, name) {
  const require = createRequire(path.join(root, workspaceDir, 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}

const startedAt = Date.now();
export const log = (line) =>
  console.info(`\x1b[35m[bench +${Math.round((Date.now() - startedAt) / 1000)}s]\x1b[0m ${line}`);

/** Resident memory of a process (KB → bytes), from /proc. */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb * 1024;
}

// ---------- statistics ----------

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (q in 0..1). */
export function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const ratio = (a, b) => (a == null || b == null || b === 0 ? null : a / b);
export const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));
/** Three significant digits: ratios far from 1 keep their meaning (0.00447, not 0). */
export const sig = (value) => (value == null ? null : Number(value.toPrecision(3)));

/** The median of each numeric field over several runs' objects of the same shape. */
export function medianOf(runs, fields) {
  return Object.fromEntries(fields.map((field) => [field, median(runs.map((run) => run?.[field]))]));
}

// ---------- files ----------

/** What an interrupted run leaves behind: its temp dirs and child processes, undone on SIGINT/SIGTERM. */
const tempDirs = new Set();
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), `rcadmin-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}
export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** A copy of a (stopped) server's data directory, so each measurement starts from the same data. */
export function copyDataDir(template, prefix) {
  const dir = path.join(tempDir(prefix), 'data');
  cpSync(template, dir, { recursive: true });
  return dir;
}

// ---------- processes ----------

/** Runs a command to its end; resolves with its exit code and output (also echoed when `echo`). */
export function runCommand(cmd, args, { env = {}, cwd = root, echo = false, timeoutMs = 600_000 } = {}) {
  return new Promise((resolve) => {
    const child = track(
      spawn(cmd, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), stdout, stderr });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 1, stdout, stderr: stderr + String(error) });
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a URL until it answers 200; rejects when the process ends first or on timeout. */
async function waitFor200(url, child, timeoutMs, output) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process exited before ${url} was up:\n${output().slice(-2000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${output().slice(-2000)}`);
}

/** Starts a Node program and waits until `readyUrl` answers 200; `ms` is spawn-to-ready. */
export async function startProcess(script, { env, readyUrl, timeoutMs = 180_000 }) {
  const started = performance.now();
  const child = track(
    spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  try {
    await waitFor200(readyUrl, child, timeoutMs, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const ms = performance.now() - started;
  return {
    child,
    ms,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The built API server (apps/server/dist/main.js) serving the built shell, on PGlite in `dataDir`
 * or on PostgreSQL at `databaseUrl`; resolves once GET /healthz answers 200 (within `timeoutMs`,
 * 180 s unless told: seeding the large tenant on a busy machine takes longer). `env`: more of it.
 */
export async function startServer({
  port,
  dataDir,
  databaseUrl,
  seedLarge = false,
  frameOrigin,
  env: extraEnv = {},
  timeoutMs,
}) {
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    SEED_LARGE: seedLarge ? '1' : '',
    DATA_DIR: dataDir ?? '',
    DATABASE_URL: databaseUrl ?? '',
    // As `npm start` runs it: the example on its own host name, its sub-app a trusted micro-app,
    // and the demo data on PostgreSQL too.
    EXAMPLE_ORIGIN: EXAMPLE_ORIGIN,
    FRAME_ORIGINS: frameOrigin ?? EXAMPLE_ORIGIN,
    MICRO_APP_ORIGINS: EXAMPLE_ORIGIN,
    SEED_DEMO: '1',
    SMS_OUTBOX_FILE: '',
    ...extraEnv,
  };
  const url = `http://127.0.0.1:${port}`;
  const server = await startProcess(serverEntry, { env, readyUrl: `${url}/healthz`, timeoutMs });
  return { ...server, url };
}

/**
 * The example vendor page on its own host name (vendor.localhost, which Chromium resolves to
 * loopback), framable by `shellOrigin`. Node does not resolve *.localhost: readiness is checked
 * on 127.0.0.1, where it listens.
 */
export async function startExample(port, shellOrigin) {
  const url = `http://vendor.localhost:${port}`;
  const example = await startProcess(exampleEntry, {
    env: { EXAMPLE_ORIGIN: url, HOST: '127.0.0.1', SHELL_ORIGIN: shellOrigin },
    readyUrl: `http://127.0.0.1:${port}/index.html`,
    timeoutMs: 30_000,
  });
  return { ...example, url };
}

/** The first number found under one of `names` (in that order of preference) anywhere in a JSON value. */
export function pickNumber(value, names) {
  for (const name of names) {
    const queue = [value];
    while (queue.length) {
      const item = queue.shift();
      if (!item || typeof item !== 'object') continue;
      for (const [key, child] of Object.entries(item)) {
        if (key.toLowerCase() === name.toLowerCase() && typeof child === 'number') return child;
      }
      queue.push(...Object.values(item));
    }
  }
  return null;
}
