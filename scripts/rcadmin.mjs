#!/usr/bin/env node
// The project's own commands: `npm start`, `npm test` and friends end up here, so that a fresh
// clone needs nothing but Node and npm. Each command installs what is missing first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const resultsDir = path.join(root, 'test-results');

function log(line) {
  console.log(`\x1b[36m[rcadmin]\x1b[0m ${line}`);
}

/** pnpm from PATH when it is the pinned major, else through npx (fetched from the npm registry once). */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}
const PNPM = pnpmCommand();

function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}
const pnpm = (args, options) => run(PNPM[0], [...PNPM.slice(1), ...args], options);

async function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error('pnpm install failed');
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c) => c && existsSync(c));
}

/** Browser tests drive Debian's Chromium; install it when running as root and none is found. */
async function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  log('installing Chromium from Debian packages');
  if ((await run('apt-get', ['update', '-qq'])) !== 0) throw new Error('apt-get update failed');
  if (
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    })) !== 0
  ) {
    throw new Error('apt-get install chromium failed');
  }
  found = findChromium();
  if (!found) throw new Error('Chromium still not found after install');
  return found;
}

/** The sdk is consumed as published (its dist), so it is built before anything reads it. */
async function buildSdk() {
  log('building @rcadmin/sdk');
  if ((await pnpm(['--filter', '@rcadmin/sdk', 'run', 'build'])) !== 0) throw new Error('sdk build failed');
}

async function build() {
  await buildSdk();
  log('building');
  const code = await pnpm([
    '--filter',
    '@rcadmin/shell',
    '--filter',
    '@rcadmin/server',
    '--filter',
    '@rcadmin/third-party-page',
    'run',
    'build',
  ]);
  if (code !== 0) throw new Error('build failed');
}

async function start() {
  await ensureInstalled();
  await build();
  // The vendor example runs on a second origin (EXAMPLE_PORT, default 8081) beside the server, as
  // a real third party would; the demo menu's third-party entry opens it in a frame tab.
  const host = process.env.HOST || '127.0.0.1';
  const shellOrigin = `http://${host}:${process.env.PORT || 8080}`;
  const examplePort = process.env.EXAMPLE_PORT || '8081';
  const exampleOrigin = `http://${host}:${examplePort}`;
  const children = [
    spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      stdio: 'inherit',
      env: { FRAME_ORIGINS: exampleOrigin, ...process.env },
    }),
    spawn(process.execPath, [path.join(root, 'examples/third-party-page/serve.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: examplePort, HOST: host, SHELL_ORIGIN: shellOrigin },
    }),
  ];
  // Both shut down cleanly on SIGINT/SIGTERM; pass them on. When one ends, the other is stopped.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => children.forEach((c) => c.kill(signal)));
  let exitCode;
  for (const child of children) {
    child.on('exit', (code) => {
      exitCode ??= code ?? 0;
      for (const other of children)
        if (other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
    });
  }
}

/** Counts of one step: tests where a runner reports them, else the step itself as one check. */
function readVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrors ?? 0) };
  } catch {
    return null;
  }
}
function readPlaywright(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
    };
  } catch {
    return null;
  }
}

async function test() {
  const totals = { passed: 0, failed: 0 };
  const lines = [];
  const record = (name, counts, code) => {
    const c = counts ?? (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
    if (code !== 0 && c.failed === 0) c.failed = 1;
    totals.passed += c.passed;
    totals.failed += c.failed;
    lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}: ${c.passed} passed, ${c.failed} failed`);
  };
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  await ensureInstalled();
  const chromium = await ensureChromium();
  await buildSdk();

  log('lint');
  record('lint (eslint)', null, await pnpm(['exec', 'eslint', '.', '--max-warnings=0']));
  log('format');
  record('format (prettier)', null, await pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']));
  log('typecheck');
  record('typecheck (tsc strict)', null, await pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']));

  for (const pkg of [
    '@rcadmin/contract',
    '@rcadmin/sdk',
    '@rcadmin/features',
    '@rcadmin/shell',
    '@rcadmin/server',
  ]) {
    log(`unit tests ${pkg}`);
    const out = path.join(resultsDir, `${pkg.replace('@rcadmin/', '')}.vitest.json`);
    const code = await pnpm([
      '--filter',
      pkg,
      'exec',
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    record(
      `vitest ${pkg}${pkg === '@rcadmin/server' && process.env.TEST_DATABASE_URL ? ' (PGlite + PostgreSQL)' : ''}`,
      readVitest(out),
      code,
    );
  }

  let built = true;
  try {
    await build();
  } catch {
    built = false;
    record('build', null, 1);
  }
  if (built) {
    log('browser tests (Playwright, Chromium)');
    const out = path.join(resultsDir, 'e2e.playwright.json');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rcadmin-e2e-'));
    const code = await pnpm(['--filter', '@rcadmin/tests', 'exec', 'playwright', 'test'], {
      env: { CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    rmSync(dataDir, { recursive: true, force: true });
    record('e2e (Playwright)', readPlaywright(out), code);
  }

  console.log('\n' + lines.join('\n'));
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 ? 0 : 1);
}

const commands = {
  start,
  test,
  build: async () => {
    await ensureInstalled();
    await build();
  },
  lint: async () => {
    await ensureInstalled();
    await buildSdk();
    process.exit(await pnpm(['exec', 'eslint', '.', '--max-warnings=0']));
  },
  typecheck: async () => {
    await ensureInstalled();
    await buildSdk();
    process.exit(await pnpm(['-r', 'run', 'typecheck']));
  },
  reliability: async () => {
    await ensureInstalled();
    process.exit(await pnpm(['--filter', '@rcadmin/server', 'run', 'test:reliability']));
  },
  format: async () => {
    await ensureInstalled();
    process.exit(await pnpm(['exec', 'prettier', '--write', '.']));
  },
};

const name = process.argv[2];
if (!name || !(name in commands)) {
  console.error(`usage: node scripts/rcadmin.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
commands[name]().catch((error) => {
  console.error(`[rcadmin] ${error.message}`);
  process.exit(1);
});
