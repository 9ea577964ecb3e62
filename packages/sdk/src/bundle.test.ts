// @vitest-environment node
/**
 * Builds the package as it is published (into a temporary package folder) and checks its shape:
 * the size budget of the ESM entry with its transports, the script-tag global, one ShellError class
 * across the entry points, and the package as publint and attw (are the types wrong) see it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = 5 * 1024;
/** The package as it would be packed: package.json, README and the fresh build in dist/. */
let packDir: string;
let outDir: string;

beforeAll(() => {
  packDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-sdk-'));
  outDir = path.join(packDir, 'dist');
  execFileSync(path.join(packageDir, 'node_modules/.bin/tsup'), ['--out-dir', outDir, '--silent'], {
    cwd: packageDir,
    stdio: 'pipe',
  });
  for (const file of ['package.json', 'README.md'])
    copyFileSync(path.join(packageDir, file), path.join(packDir, file));
}, 60_000);
afterAll(() => rmSync(packDir, { recursive: true, force: true }));

/** A file and every file it imports relatively, as the browser would load them. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s*"(\.\/[^"]+)"/g)) {
    const next = path.join(path.dirname(file), specifier as string);
    if (!seen.has(next)) moduleGraph(next, seen);
  }
  return seen;
}

describe('published bundle', () => {
  it(`keeps the ESM entry with its transports within ${BUDGET / 1024} KB gzip`, () => {
    const files = [...moduleGraph(path.join(outDir, 'index.js'))];
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const size = gzipSync(code, { level: 9 }).length;
    console.info(`@rcadmin/sdk index.js + ${files.length - 1} chunks: ${size} B gzip`);
    expect(size).toBeLessThanOrEqual(BUDGET);
  });

  it('defines window.RcadminSdk from the script-tag build', () => {
    const sandbox: { RcadminSdk?: Record<string, unknown> } = {};
    runInNewContext(readFileSync(path.join(outDir, 'index.global.js'), 'utf8'), sandbox);
    expect(Object.keys(sandbox.RcadminSdk ?? {}).sort()).toEqual(['ShellError', 'ShellErrorCode', 'connect']);
  });

  it('shares one ShellError class between the main and testing entries, in ESM and CJS', async () => {
    const esm = (name: string) => import(pathToFileURL(path.join(outDir, `${name}.js`)).href);
    const cjs = createRequire(path.join(outDir, 'index.cjs'));
    for (const [sdk, testing] of [
      [await esm('index'), await esm('testing')],
      [cjs('./index.cjs'), cjs('./testing.cjs')],
    ]) {
      const host = testing.createTestHost();
      host.disconnect();
      await expect(host.version()).rejects.toBeInstanceOf(sdk.ShellError);
    }
  });

  it('is clean for publint (strict)', async () => {
    const pkg = JSON.parse(readFileSync(path.join(packDir, 'package.json'), 'utf8')) as object;
    const { messages } = await publint({ pkgDir: packDir, strict: true, pack: 'npm' });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  }, 60_000);

  it('has types that resolve in node16 (CJS and ESM) and bundlers (attw)', () => {
    const attw = path.join(packageDir, 'node_modules/.bin/attw');
    // attw exits non-zero and prints the problems when any entry point's types are wrong.
    expect(() =>
      execFileSync(attw, ['--pack', packDir, '--profile', 'node16', '--format', 'ascii'], {
        cwd: packDir,
        stdio: 'pipe',
        encoding: 'utf8',
      }),
    ).not.toThrow();
  }, 60_000);
});
