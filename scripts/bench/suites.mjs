// The project's browser benches in tests/bench, run as they are, read back through BENCH_OUT (a
// JSON file each one writes) or, failing that, from what they print.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHROMIUM,
  PORTS,
  copyDataDir,
  log,
  pickNumber,
  removeDir,
  root,
  runCommand,
  startServer,
  tempDir,
} from './lib.mjs';

const testsDir = path.join(root, 'tests');
const playwrightBin = path.join(testsDir, 'node_modules/.bin/playwright');

function readOut(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** The last JSON object a program printed (the function-search bench prints one). */
function lastJson(text) {
  const end = text.lastIndexOf('}');
  for (let start = text.lastIndexOf('{', end); start >= 0; start = text.lastIndexOf('{', start - 1)) {
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      // not there yet: an earlier brace
    }
  }
  return null;
}

/**
 * How long one Playwright bench may run, once its server is up: its test's own timeout
 * (tests/bench/*.bench.ts, up to 6 minutes) and Chromium's start. Its server starts before (below),
 * not within it: on a busy 2-core machine a server start took most of the 150 s this once was,
 * and the tab switch's 124 switches, each after the page has settled, the rest.
 */
const PLAYWRIGHT_GLOBAL_TIMEOUT_MS = 420_000;

/**
 * One Playwright bench file with the bench config, on a server of its own started here (a fresh
 * copy of the seeded data directory, port 18320) and its own output folder; BENCH_SERVER tells the
 * config not to start one. Load shedding is off on that server: a 503 to the bench's sign-in on a
 * loaded machine would cost the figure, and it measures the browser, not the server's capacity.
 */
async function playwrightBench(file, template) {
  const work = tempDir('pw');
  const out = path.join(work, 'bench-out.json');
  const dataDir = copyDataDir(template, 'pw-data');
  let server;
  try {
    server = await startServer({
      port: PORTS.playwright,
      dataDir,
      env: { MAX_EVENT_LOOP_DELAY_MS: '0' },
    });
    const started = performance.now();
    const result = await runCommand(
      playwrightBin,
      [
        'test',
        '-c',
        'bench/playwright.bench.config.ts',
        file,
        '--output',
        path.join(work, 'output'),
        // A bench that hangs costs this much at most, whatever its own test timeout.
        '--global-timeout',
        String(PLAYWRIGHT_GLOBAL_TIMEOUT_MS),
      ],
      {
        cwd: testsDir,
        env: {
          E2E_PORT: String(PORTS.playwright),
          BENCH_SERVER: server.url,
          CHROMIUM_PATH: CHROMIUM,
          BENCH_OUT: out,
          PLAYWRIGHT_HTML_OPEN: 'never',
        },
        timeoutMs: PLAYWRIGHT_GLOBAL_TIMEOUT_MS + 60_000,
      },
    );
    const seconds = Math.round((performance.now() - started) / 1000);
    log(`${file}: exit ${result.code} after ${seconds} s (server up in ${Math.round(server.ms / 1000)} s)`);
    return { code: result.code, json: readOut(out), stdout: result.stdout + result.stderr };
  } finally {
    await server?.stop();
    removeDir(work);
    removeDir(path.dirname(dataDir));
  }
}

/**
 * A Playwright bench until it gives its figure: a run without one (a timeout, a crash) is tried
 * once more, then fails, naming the bench and what it printed last.
 */
async function playwrightFigure(file, template, hasFigure) {
  let last;
  for (let attempt = 1; attempt <= 2; attempt++) {
    last = await playwrightBench(file, template);
    if (hasFigure(last)) return last;
    log(`${file} gave no figure (exit ${last.code}, attempt ${attempt} of 2):\n${last.stdout.slice(-1500)}`);
  }
  throw new Error(`${file} gave no figure in 2 attempts (exit ${last.code}): ${lastLine(last.stdout)}`);
}

/** The last line of a program's output that says something, for a failure's one-line note. */
const lastLine = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /error|timed out|failed/i.test(line))
    .at(-1) ??
  text.trim().split('\n').at(-1) ??
  '';

/** tests/bench/tab-switch.bench.ts: p50 and p95 of switching between kept-alive tabs. */
export async function tabSwitch(template, runs) {
  const results = [];
  const p95Of = ({ json, stdout }) =>
    pickNumber(json, ['p95', 'p95Ms']) ?? Number(stdout.match(/p50 [\d.]+ ms, p95 ([\d.]+) ms/)?.[1] ?? NaN);
  for (let i = 0; i < runs; i++) {
    log(`tests/bench/tab-switch.bench.ts (run ${i + 1}/${runs})`);
    const { code, json, stdout } = await playwrightFigure('tab-switch.bench.ts', template, (run) =>
      Number.isFinite(p95Of(run)),
    );
    const printed = stdout.match(/p50 ([\d.]+) ms, p95 ([\d.]+) ms/);
    results.push({
      p50: pickNumber(json, ['p50', 'p50Ms']) ?? (printed ? Number(printed[1]) : null),
      p95: p95Of({ json, stdout }),
      // The bench's control: the same clicks on a bare spot of the page (the method's floor).
      controlP95: pickNumber(json?.control, ['p95']),
      // The switch's own main-thread work (the budget), and the share painted in the next frame.
      workP50: pickNumber(json?.work, ['p50']),
      workP95: pickNumber(json?.work, ['p95']),
      nextFrame: pickNumber(json, ['nextFrame']),
      frameMs: pickNumber(json, ['frameMs']),
      // The first round through the tabs (code run for the first time), apart from the figure.
      firstRoundMax: pickNumber(json?.firstRound?.work, ['max']),
      passed: code === 0,
    });
  }
  return results;
}

/** tests/bench/first-load.bench.ts: the project's own first-load figure, its budget and its check. */
export async function firstLoadBench(template) {
  log('tests/bench/first-load.bench.ts');
  const kbOf = ({ json, stdout }) => {
    const kb =
      pickNumber(json, ['totalKb', 'kb', 'gzipKb']) ??
      (pickNumber(json, ['gzip', 'gzipBytes', 'bytes', 'total']) ?? NaN) / 1024;
    const printed = stdout.match(/first load: (\d+) scripts, ([\d.]+) KB gzip/);
    return Number.isFinite(kb) ? kb : printed ? Number(printed[2]) : null;
  };
  const run = await playwrightFigure('first-load.bench.ts', template, (r) => kbOf(r) != null);
  return { kb: kbOf(run), budgetKb: pickNumber(run.json, ['budgetKb']), passed: run.code === 0 };
}

/** tests/bench/function-search.bench.mjs against a server that has the large tenant. */
export async function functionSearch(baseUrl, runs, rounds) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    log(`tests/bench/function-search.bench.mjs (run ${i + 1}/${runs}, tenant 100009)`);
    const work = tempDir('fs');
    const out = path.join(work, 'bench-out.json');
    const result = await runCommand(
      process.execPath,
      [path.join(testsDir, 'bench/function-search.bench.mjs')],
      {
        cwd: testsDir,
        env: { BENCH_URL: baseUrl, BENCH_ROUNDS: String(rounds), BENCH_OUT: out, CHROMIUM_PATH: CHROMIUM },
      },
    );
    const json = readOut(out) ?? lastJson(result.stdout);
    removeDir(work);
    const p95 = pickNumber(json, ['p95', 'p95Ms']);
    if (p95 === null)
      log(
        `function-search gave no figure (exit ${result.code}):\n${(result.stdout + result.stderr).slice(-1500)}`,
      );
    results.push({
      p50: pickNumber(json, ['p50', 'p50Ms']),
      p95,
      firstUse: pickNumber(json, ['firstUseMs', 'firstUse']),
      samples: pickNumber(json, ['samples']),
    });
  }
  return results;
}
