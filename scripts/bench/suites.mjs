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
 * One Playwright bench file with the bench config, on its own server (fresh copy of the seeded
 * data directory, ports 18320/18321) and output folder.
 */
async function playwrightBench(file, template) {
  const work = tempDir('pw');
  const out = path.join(work, 'bench-out.json');
  const dataDir = copyDataDir(template, 'pw-data');
  try {
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
        '150000',
      ],
      {
        cwd: testsDir,
        env: {
          E2E_PORT: String(PORTS.playwright),
          E2E_DATA_DIR: dataDir,
          CHROMIUM_PATH: CHROMIUM,
          BENCH_OUT: out,
          PLAYWRIGHT_HTML_OPEN: 'never',
        },
      },
    );
    return { code: result.code, json: readOut(out), stdout: result.stdout + result.stderr };
  } finally {
    removeDir(work);
    removeDir(path.dirname(dataDir));
  }
}

/** tests/bench/tab-switch.bench.ts: p50 and p95 of switching between kept-alive tabs. */
export async function tabSwitch(template, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    log(`tests/bench/tab-switch.bench.ts (run ${i + 1}/${runs})`);
    const { code, json, stdout } = await playwrightBench('tab-switch.bench.ts', template);
    const printed = stdout.match(/p50 ([\d.]+) ms, p95 ([\d.]+) ms/);
    const p95 = pickNumber(json, ['p95', 'p95Ms']) ?? (printed ? Number(printed[2]) : null);
    const p50 = pickNumber(json, ['p50', 'p50Ms']) ?? (printed ? Number(printed[1]) : null);
    // The bench's control: the same clicks on a bare spot of the page (the method's floor).
    results.push({
      p50,
      p95,
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
    if (p95 === null) {
      log(`tab-switch gave no figure (exit ${code}); not run again:\n${stdout.slice(-1500)}`);
      break;
    }
  }
  return results;
}

/** tests/bench/first-load.bench.ts: the project's own first-load figure and its budget check. */
export async function firstLoadBench(template) {
  log('tests/bench/first-load.bench.ts');
  const { code, json, stdout } = await playwrightBench('first-load.bench.ts', template);
  const printed = stdout.match(/first load: (\d+) scripts, ([\d.]+) KB gzip/);
  const kb =
    pickNumber(json, ['totalKb', 'kb', 'gzipKb']) ??
    (pickNumber(json, ['gzip', 'gzipBytes', 'bytes', 'total']) ?? NaN) / 1024;
  const value = Number.isFinite(kb) ? kb : printed ? Number(printed[2]) : null;
  if (value === null) log(`first-load gave no figure (exit ${code}):\n${stdout.slice(-1500)}`);
  return { kb: value, passed: code === 0 };
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
