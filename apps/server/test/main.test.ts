import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packageRoot } from '../src/config';

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real entry point, as `node dist/main.js` runs it, through tsx so no build is needed. */
function startServer(dataDir: string): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(run: Run, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = run.output().match(pattern);
    if (match) return match;
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pattern} in:\n${run.output()}`);
}

describe('server process', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-main-'));
  const dataDir = path.join(root, 'data');
  let first: Run | undefined;

  beforeAll(async () => {
    // A data directory that already holds the seeded demo: the start skips the slow first seed.
    const pg = new PGlite({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await pg.waitReady;
    await pg.close();
  });
  afterAll(() => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('starts, refuses a second server on the same data directory, and stops cleanly on SIGTERM', async () => {
    first = startServer(dataDir);
    const [, address] = await waitFor(first, /listening on (http:\/\/[\d.:]+)/);
    expect(first.output()).toContain('Demo sign-in: platform number 100001, account admin');
    // The password is printed only when it was defaulted at the first seed, which this start did not do.
    expect(first.output()).not.toContain('Admin@2026');
    const health = await fetch(`${address}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another rcadmin server/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });
});
