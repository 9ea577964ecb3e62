#!/usr/bin/env node
// The project's own commands: `npm start`, `npm test` and friends end up here, so that a fresh
// clone needs nothing but Node and npm. Each command installs what is missing first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

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

/** True when something already listens on the port (a probe that binds and lets go at once). */
function portTaken(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/**
 * The example vendor page's origin: EXAMPLE_ORIGIN, else http://EXAMPLE_HOST:EXAMPLE_PORT. Another
 * host name than the shell's (vendor.localhost, which browsers resolve to loopback): cookies
 * ignore ports, so a vendor page on the shell's host would receive the shell's cookies.
 */
function exampleOriginOf(env) {
  const address =
    env.EXAMPLE_ORIGIN?.trim() ||
    `http://${env.EXAMPLE_HOST?.trim() || 'vendor.localhost'}:${env.EXAMPLE_PORT?.trim() || 8081}`;
  try {
    return new URL(address);
  } catch {
    throw new Error(`EXAMPLE_ORIGIN (or EXAMPLE_HOST/EXAMPLE_PORT) is not an address: '${address}'`);
  }
}

async function start() {
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 8080);
  const shellOrigin = `http://${host}:${port}`;
  const example = exampleOriginOf(process.env);
  const examplePort = Number(example.port || (example.protocol === 'https:' ? 443 : 80));
  // Before minutes of install and build: a port in use fails now, saying what to set.
  const taken = [];
  if (await portTaken(port, host))
    taken.push(`port ${port} on ${host} (the server): set PORT to a free port`);
  if (examplePort === port || (await portTaken(examplePort, host)))
    taken.push(`port ${examplePort} on ${host} (the example vendor page): set EXAMPLE_PORT to a free port`);
  if (taken.length > 0) throw new Error(`already in use: ${taken.join('; ')}`);

  await ensureInstalled();
  await build();
  // The vendor example runs on its own host name beside the server, as a real third party would:
  // the demo menu opens it in a frame tab (示例第三方页面) and as the micro-app 'vendor' (示例微应用),
  // which the demo registers and which MICRO_APP_ORIGINS must allow.
  const children = [
    spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      stdio: 'inherit',
      env: {
        FRAME_ORIGINS: example.origin,
        MICRO_APP_ORIGINS: example.origin,
        // The demo's phone: codes are never logged, so a person reads them in this file.
        ...(process.env.DATABASE_URL ? {} : { SMS_OUTBOX_FILE: path.join(root, '.sms-outbox.jsonl') }),
        ...process.env,
        EXAMPLE_ORIGIN: example.origin,
      },
    }),
    spawn(process.execPath, [path.join(root, 'examples/third-party-page/serve.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, EXAMPLE_ORIGIN: example.origin, HOST: host, SHELL_ORIGIN: shellOrigin },
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
/** A runner's JSON report, or null when it wrote none (or half of one). */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
function readVitest(file) {
  const report = readReport(file);
  if (!report) return null;
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrors ?? 0) };
}
function readPlaywright(file) {
  const report = readReport(file);
  if (!report?.stats) return null;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
  };
}

/** The first lines of an error, without colours: what a reader of the run's last lines needs. */
const firstLines = (text, count = 3) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .map((line) => line.slice(0, 240))
    .join(' | ');

/** The failed tests of a report (Vitest or Playwright JSON), each with why, for the summary. */
function failuresOf(file) {
  const report = readReport(file);
  if (!report) return [];
  const out = [];
  if (Array.isArray(report.testResults)) {
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed')
          out.push(
            `${path.relative(root, suite.name)} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`,
          );
      }
      if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'))
        out.push(`${path.relative(root, suite.name)}: ${firstLines(suite.message)}`);
    }
  }
  const walk = (suite, outer) => {
    // The file's own suite is titled by its path, which each line already starts with.
    const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        const error = result?.errors?.[0] ?? result?.error;
        out.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLines(error?.message)}` +
            (error?.location ? ` (at ${path.basename(error.location.file)}:${error.location.line})` : ''),
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) out.push(`(run) ${firstLines(error.message)}`);
  return out;
}

async function test() {
  const totals = { passed: 0, failed: 0 };
  const failures = [];
  const lines = [];
  // Each phase's time in the summary: where a slow machine's minutes went.
  const startedAt = performance.now();
  let phaseAt = startedAt;
  const begin = (phase) => {
    log(phase);
    phaseAt = performance.now();
  };
  const took = (since) => {
    const seconds = Math.round((performance.now() - since) / 1000);
    return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  };
  const record = (name, counts, code, report, time = took(phaseAt)) => {
    if (code !== 0 && report) failures.push(...failuresOf(report).map((line) => `  ✗ ${line}`));
    const c = counts ?? (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
    if (code !== 0 && c.failed === 0) c.failed = 1;
    totals.passed += c.passed;
    totals.failed += c.failed;
    lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}: ${c.passed} passed, ${c.failed} failed (${time})`);
  };
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  await ensureInstalled();
  const chromium = await ensureChromium();
  await buildSdk();

  // Each of these uses one core and prints only what fails: lint runs beside format and typecheck.
  begin('lint, format and typecheck');
  const timed = async (name, command) => {
    const started = performance.now();
    return { name, code: await command, time: took(started) };
  };
  const checks = await Promise.all([
    timed('lint (eslint)', pnpm(['exec', 'eslint', '.', '--max-warnings=0'])),
    (async () => [
      await timed('format (prettier)', pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn'])),
      await timed('typecheck (tsc strict)', pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck'])),
    ])(),
  ]);
  for (const check of checks.flat()) record(check.name, null, check.code, undefined, check.time);

  // Vitest leaves a core to itself by default (one worker on a two-core machine), where it does
  // little once files are transformed: a worker per core runs the files in about half the time.
  const testWorkers = Math.max(2, availableParallelism() - 1);
  for (const pkg of [
    '@rcadmin/contract',
    '@rcadmin/sdk',
    '@rcadmin/playwright',
    '@rcadmin/features',
    '@rcadmin/shell',
    '@rcadmin/server',
  ]) {
    begin(`unit tests ${pkg}`);
    const out = path.join(resultsDir, `${pkg.replace('@rcadmin/', '')}.vitest.json`);
    const code = await pnpm([
      '--filter',
      pkg,
      'exec',
      'vitest',
      'run',
      '--passWithNoTests',
      `--maxWorkers=${testWorkers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    record(
      `vitest ${pkg}${pkg === '@rcadmin/server' && process.env.TEST_DATABASE_URL ? ' (PGlite + PostgreSQL)' : ''}`,
      readVitest(out),
      code,
      out,
    );
  }

  let built = true;
  begin('build');
  try {
    await build();
  } catch {
    built = false;
    record('build', null, 1);
  }
  if (built) {
    begin('browser tests (Playwright, Chromium)');
    const out = path.join(resultsDir, 'e2e.playwright.json');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rcadmin-e2e-'));
    const code = await pnpm(['--filter', '@rcadmin/tests', 'exec', 'playwright', 'test'], {
      env: { CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    rmSync(dataDir, { recursive: true, force: true });
    record('e2e (Playwright)', readPlaywright(out), code, out);
  }

  // Why each test failed, in the last lines of the run (what a CI log shows first).
  if (failures.length > 0) console.log('\nFailed:\n' + failures.slice(0, 30).join('\n'));
  console.log('\n' + lines.join('\n'));
  console.log(`${totals.passed} passed, ${totals.failed} failed (${took(startedAt)} in all)`);
  process.exit(totals.failed === 0 ? 0 : 1);
}

/**
 * The reliability and security suite at full strength: bridge fuzz (10,000 messages of each hostile
 * kind), route fuzz, brute force, sessions, HTML headers, escalation, load (200 connections, 30 s) and
 * shedding, kill -9 x20 with the data-directory lock, kill -9 during an import, and the API going
 * down under an open shell.
 * Each check's verdict and figures go to bench/results/reliability.json (read by `npm run bench`;
 * outside test-results/, which every `npm test` starts afresh).
 */
const RELIABILITY_CHECKS = [
  { name: 'bridge-fuzz', files: ['apps/shell/src/bridge/bridge.fuzz.test.ts'] },
  { name: 'route-fuzz', files: ['apps/server/test/fuzz/routes.fuzz.test.ts'] },
  { name: 'brute-force', files: ['apps/server/test/routes/sso-web/unify/login-guard.test.ts'] },
  {
    name: 'sessions',
    files: [
      'apps/server/test/plugins/security.test.ts',
      'apps/server/test/routes/sso-web/unify/site.test.ts',
      'apps/server/test/routes/sso-web/unify/change-pass.test.ts',
    ],
  },
  { name: 'html-headers', files: ['apps/server/test/plugins/html-headers.test.ts'] },
  // Each demo non-admin tries every way up and sideways of the security review: 0 get through.
  { name: 'escalation', files: ['apps/server/test/routes/escalation.test.ts'] },
  { name: 'load', files: ['apps/server/test/load/load.test.ts'], title: /^serves / },
  {
    name: 'overload',
    files: ['apps/server/test/load/load.test.ts', 'apps/server/test/plugins/load-shedding.test.ts'],
    title: /past capacity/,
  },
  { name: 'login-flood', files: ['apps/server/test/load/login-flood.test.ts'] },
  { name: 'kill-9', files: ['apps/server/test/faults/kill.test.ts'] },
  // kill -9 midway through a 20,000-row import: it resumes, every row once, all-or-nothing never half.
  { name: 'kill-import', files: ['apps/server/test/faults/kill-import.test.ts'] },
  {
    name: 'data-dir-lock',
    files: ['apps/server/test/faults/kill.test.ts', 'apps/server/test/db/data-dir-lock.test.ts'],
    figuresOf: 'kill-9',
    pick: ['secondServerFailMsMedian', 'secondServerFailMsMax', 'secondServerBoundMs'],
  },
  { name: 'api-down', files: ['tests/e2e/reliability/api-down.spec.ts'] },
  // 20 exports by 5 tenants at once: the per-tenant and per-server caps and the connection budget
  // (PostgreSQL's own count, when TEST_DATABASE_URL is set), every export done and whole.
  { name: 'export-burst', files: ['apps/server/test/services/export-jobs.test.ts'], title: /burst of 20/ },
  // Two servers behind nginx: the one running an import is SIGKILLed, the other finishes it.
  {
    name: 'cluster-kill',
    files: ['tests/cluster/cluster.test.mjs'],
    figuresOf: 'cluster',
    pick: [
      'jobsResumed',
      'importRows',
      'importRowsLost',
      'importRowsDuplicated',
      'importResumeSeconds',
      'exportRows',
      'exportRowsLost',
      'exportRowsDuplicated',
      'exportResumeSeconds',
    ],
  },
];

/** Test outcomes by file (relative to the root): vitest and Playwright JSON reports. */
function outcomes(vitestReports, playwrightReport) {
  const byFile = new Map();
  const add = (file, title, ok) => {
    const list = byFile.get(file) ?? [];
    list.push({ title, ok });
    byFile.set(file, list);
  };
  for (const report of vitestReports) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      for (const result of json.testResults) {
        const file = path.relative(root, result.name);
        for (const test of result.assertionResults) add(file, test.title, test.status === 'passed');
        if (result.assertionResults.length === 0) add(file, '(file)', false);
      }
    } catch {
      // A runner that wrote no report: its checks count as failed below.
    }
  }
  try {
    const json = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    const walk = (suite) => {
      for (const child of suite.suites ?? []) walk(child);
      for (const spec of suite.specs ?? []) {
        add(path.relative(root, path.join(json.config.rootDir, spec.file)), spec.title, spec.ok);
      }
    };
    for (const suite of json.suites ?? []) walk(suite);
  } catch {
    // As above.
  }
  return byFile;
}

/** Figures files: <check>.json, and <check>.<part>.json as figures[part]. */
function readFigures(dir) {
  const figures = {};
  if (!existsSync(dir)) return figures;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const [check, part] = file.replace(/\.json$/, '').split('.');
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    figures[check] = part ? { ...figures[check], [part]: data } : { ...figures[check], ...data };
  }
  return figures;
}

async function reliability() {
  await ensureInstalled();
  const chromium = await ensureChromium();
  await build();
  const outDir = path.join(resultsDir, 'reliability');
  const figuresDir = path.join(outDir, 'figures');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(figuresDir, { recursive: true });
  const env = { RELIABILITY_FIGURES_DIR: figuresDir };
  const vitestReports = [];
  const vitest = async (pkg, files, extraEnv) => {
    const out = path.join(outDir, `${pkg.replace('@rcadmin/', '')}.vitest.json`);
    vitestReports.push(out);
    return pnpm(
      [
        '--filter',
        pkg,
        'exec',
        'vitest',
        'run',
        ...files,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      { env: { ...env, ...extraEnv } },
    );
  };
  const inPackage = (prefix) =>
    [...new Set(RELIABILITY_CHECKS.flatMap((check) => check.files))]
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length));

  log('bridge fuzz: 10,000 messages of each hostile kind');
  await vitest('@rcadmin/shell', inPackage('apps/shell/'), { BRIDGE_FUZZ_RUNS: '10000' });
  log('server: route fuzz, brute force, sessions, headers, load 30 s, shedding, kill -9 x20 and mid-import');
  // One file at a time: the load run must not share the two cores with twenty server restarts.
  await vitest('@rcadmin/server', [...inPackage('apps/server/'), '--no-file-parallelism'], {
    RCADMIN_RELIABILITY: '1',
  });
  log('the API going down under an open shell (Playwright, Chromium)');
  const playwrightReport = path.join(outDir, 'e2e.playwright.json');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rcadmin-e2e-'));
  await pnpm(
    [
      '--filter',
      '@rcadmin/tests',
      'exec',
      'playwright',
      'test',
      ...inPackage('tests/'),
      '--output',
      path.join(outDir, 'playwright'),
    ],
    {
      env: {
        // The config's own servers, unused here, on ports clear of a parallel `npm test`.
        E2E_PORT: '18482',
        ...process.env,
        ...env,
        CHROMIUM_PATH: chromium,
        E2E_DATA_DIR: dataDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    },
  );
  rmSync(dataDir, { recursive: true, force: true });
  log('two servers behind nginx: an import whose server is killed mid-job (tests/cluster)');
  const clusterCode = await runCluster(env);

  const byFile = outcomes(vitestReports, playwrightReport);
  byFile.set(CLUSTER_TEST, [{ title: 'cluster (node --test)', ok: clusterCode === 0 }]);
  const figures = readFigures(figuresDir);
  const checks = RELIABILITY_CHECKS.map((check) => {
    const tests = check.files.flatMap((file) => byFile.get(file) ?? [{ title: '(not run)', ok: false }]);
    const relevant = check.title ? tests.filter((test) => check.title.test(test.title)) : tests;
    const source = figures[check.figuresOf ?? check.name] ?? {};
    const picked = check.pick ? Object.fromEntries(check.pick.map((key) => [key, source[key]])) : source;
    return {
      name: check.name,
      passed: relevant.length > 0 && relevant.every((test) => test.ok),
      figures: { tests: relevant.length, failed: relevant.filter((test) => !test.ok).length, ...picked },
    };
  });
  const report = { generatedAt: new Date().toISOString(), checks };
  const reportFile = path.join(root, 'bench/results/reliability.json');
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log('');
  for (const check of checks) {
    const shown = Object.entries(check.figures)
      .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : value}`)
      .join(' ');
    console.log(`${check.passed ? 'ok  ' : 'FAIL'} ${check.name.padEnd(14)} ${shown}`);
  }
  log(`written to ${path.relative(root, reportFile)}`);
  process.exit(checks.every((check) => check.passed) ? 0 : 1);
}

/** The cluster checks (tests/cluster): node's test runner, its figures to RELIABILITY_FIGURES_DIR when set. */
const CLUSTER_TEST = 'tests/cluster/cluster.test.mjs';
const runCluster = (env = {}) =>
  run(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=1', CLUSTER_TEST], { env });

/**
 * Two built servers on one PostgreSQL (a fresh rcadmin_cluster database), the machine's Redis and an
 * S3 emulator (s3rver), behind Debian's nginx with apps/server/deploy/nginx.conf, round-robin:
 * checked through the proxy (tests/cluster). The server is built first; nothing else is.
 */
async function cluster() {
  await ensureInstalled();
  log('building @rcadmin/server');
  if (
    (await pnpm(['--filter', '@rcadmin/server', 'run', 'build'], {
      stdio: ['inherit', 'ignore', 'inherit'],
    })) !== 0
  )
    throw new Error('server build failed');
  log('two servers behind nginx on one PostgreSQL, Redis and S3 (tests/cluster)');
  process.exit(await runCluster());
}

const commands = {
  start,
  cluster,
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
  reliability,
  'create-admin': async () => {
    // The first admin of a tenant (apps/server/src/create-admin.ts): its arguments follow `--`.
    await ensureInstalled();
    log('building @rcadmin/server');
    if (
      (await pnpm(['--filter', '@rcadmin/server', 'run', 'build'], {
        stdio: ['inherit', 'ignore', 'inherit'],
      })) !== 0
    )
      throw new Error('server build failed');
    const entry = path.join(root, 'apps/server/dist/create-admin.js');
    process.exit(await run(process.execPath, [entry, ...process.argv.slice(3)]));
  },
  bench: async () => {
    // Speed figures (scripts/bench): seed, measure, print a table and bench/results/latest.json.
    await ensureInstalled();
    const chromium = await ensureChromium();
    await build();
    const args = [path.join(root, 'scripts/bench/run.mjs'), ...process.argv.slice(3)];
    process.exit(await run(process.execPath, args, { env: { CHROMIUM_PATH: chromium } }));
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
