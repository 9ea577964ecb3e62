// @vitest-environment node
/**
 * The package as a vendor receives it. `npm pack` (whose prepack builds dist/) makes the tarball;
 * a project of its own outside the workspace installs it offline and uses it from ESM, CommonJS, a
 * plain <script> and TypeScript (node16 and bundler resolution); publint and attw (are the types
 * wrong) check the tarball, and the size budget is measured on the packed files.
 *
 * The pack runs in a copy of this folder (node_modules linked, no dist/): packing here would
 * rebuild the dist/ that the shell, the features and the example read while their own tests run,
 * and in the copy the only dist/ there can be is the one prepack built.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const bin = (name: string) => path.join(packageDir, 'node_modules/.bin', name);
const BUDGET = 5 * 1024;
const LONG = 60_000;

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

/** What the tests share: the tarball, what npm said about it, and the vendor's project. */
let work: string;
let tarball: string;
let packed: PackResult;
let hadDistBeforePack: boolean;
let vendorDir: string;
let installed: string;

/**
 * Runs a command with no npm_* variables from the runner around it: under `pnpm exec`, npm would
 * read npm_config_local_prefix and pack or install into the workspace root instead of `cwd`.
 */
function run(command: string, args: readonly string[], cwd: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key) && key !== 'INIT_CWD'),
  );
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: LONG });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, stdout: result.stdout };
}

function runOk(command: string, args: readonly string[], cwd: string): string {
  const result = run(command, args, cwd);
  expect(result.status, `${command} ${args.join(' ')}\n${result.output}`).toBe(0);
  return result.stdout;
}

const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;

/** A file and every file it imports relatively, as a browser would load them. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s*"(\.\/[^"]+)"/g)) {
    const next = path.join(path.dirname(file), specifier as string);
    if (!seen.has(next)) moduleGraph(next, seen);
  }
  return seen;
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'rcadmin-sdk-pack-'));
  const copy = path.join(work, 'repo', path.relative(repoRoot, packageDir));
  const skipped = new Set(['node_modules', 'dist'].map((name) => path.join(packageDir, name)));
  cpSync(packageDir, copy, { recursive: true, filter: (source) => !skipped.has(source) });
  symlinkSync(path.join(packageDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // tsconfig.json extends the workspace's base config by a relative path.
  cpSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'repo', 'tsconfig.base.json'));
  hadDistBeforePack = existsSync(path.join(copy, 'dist'));

  // The prepack script's build output comes first on stdout; npm's JSON report ends it.
  const stdout = runOk('npm', ['pack', '--json', '--pack-destination', work], copy);
  const report = JSON.parse(stdout.slice(stdout.search(/^\[\s*\{/m))) as PackResult[];
  packed = report[0] as PackResult;
  tarball = path.join(work, packed.filename);

  vendorDir = path.join(work, 'vendor-page');
  cpSync(path.join(packageDir, 'test/fixtures/vendor-page'), vendorDir, { recursive: true });
  for (const copyName of ['types.mts', 'types.cts'])
    cpSync(path.join(vendorDir, 'types.ts'), path.join(vendorDir, copyName));
  runOk('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund'], vendorDir);
  installed = realpathSync(path.join(vendorDir, 'node_modules/@rcadmin/sdk'));
}, 2 * LONG);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', { timeout: LONG }, () => {
  it('ships a fresh build with README, LICENSE and CHANGELOG, and nothing of the sources', () => {
    const files = packed.files.map((file) => file.path).sort();
    console.info(
      `${packed.filename}: ${packed.size} B (unpacked ${packed.unpackedSize} B), ${files.length} files`,
    );
    // The copy had no dist/: what the tarball holds, prepack built.
    expect(hadDistBeforePack).toBe(false);
    for (const entry of ['index', 'protocol', 'testing'])
      for (const extension of ['.js', '.cjs', '.d.ts', '.d.cts'])
        expect(files).toContain(`dist/${entry}${extension}`);
    expect(files).toContain('dist/index.global.js');
    // Besides the build (flat in dist/, no maps), only these four.
    expect(files.filter((file) => !/^dist\/[\w.-]+\.(js|cjs|d\.ts|d\.cts)$/.test(file))).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'package.json',
    ]);
    expect(files.filter((file) => /\.test\.|^src\/|^test\//.test(file))).toEqual([]);
  });

  it('names its licence, its version in the changelog, and no runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const ours = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(ours.version);
    expect(manifest.license).toBe('MIT');
    for (const field of ['dependencies', 'optionalDependencies'])
      expect(manifest[field], field).toBeUndefined();
    // jose only for @rcadmin/sdk/server, on the vendor's server: an optional peer, never installed for a page.
    expect(manifest.peerDependencies, 'peerDependencies').toEqual({ jose: expect.any(String) });
    expect(manifest.peerDependenciesMeta, 'peerDependenciesMeta').toEqual({ jose: { optional: true } });
    const licence = readFileSync(path.join(installed, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License/);
    expect(licence).toContain('rcadmin contributors');
    const changelog = readFileSync(path.join(installed, 'CHANGELOG.md'), 'utf8');
    expect(changelog.includes(`\n## ${ours.version}`), `CHANGELOG.md has "## ${ours.version}"`).toBe(true);
    const readme = readFileSync(path.join(installed, 'README.md'), 'utf8');
    expect(readme.includes('\n## Versions\n'), 'README.md has "## Versions"').toBe(true);
  });

  it('installs offline into a project outside the workspace, with nothing else', () => {
    expect(readdirSync(path.join(vendorDir, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(
      ['@rcadmin'],
    );
    const listed = (dir: string, prefix = ''): string[] =>
      readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? listed(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
      );
    expect(listed(installed).sort()).toEqual(packed.files.map((file) => file.path).sort());
  });

  it.each([
    ['ESM', 'esm.mjs', 'dist/index.js'],
    ['CommonJS', 'cjs.cjs', 'dist/index.cjs'],
  ])('works from %s: exports, NOT_EMBEDDED outside a frame, one ShellError class', (_, script, entry) => {
    const happyDom = pathToFileURL(path.join(packageDir, 'node_modules/happy-dom/lib/index.js')).href;
    const stdout = runOk(process.execPath, [script, happyDom], vendorDir);
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '') as Record<string, unknown>;
    expect(result).toEqual({
      resolved: pathToFileURL(path.join(installed, entry)).href,
      exports: {
        connect: 'function',
        ShellError: 'function',
        ShellErrorCode: ['NOT_CONNECTED', 'NOT_EMBEDDED', 'REFUSED', 'TIMEOUT'],
        isPageMessage: 'function',
        createTestHost: 'function',
      },
      protocolVersion: 1,
      shellVersion: 1,
      busEvents: ['rcadmin:page:app-1', 'rcadmin:shell:app-1'],
      validMessage: true,
      otherVersion: false,
      outsideFrame: { code: 'NOT_EMBEDDED', isShellError: true },
      testHost: {
        version: 1,
        language: 'en',
        afterDisconnect: { code: 'NOT_CONNECTED', isShellError: true },
      },
    });
  });

  it('works as a plain <script>: window.RcadminSdk, NOT_EMBEDDED outside a frame', async () => {
    const window = new Window({
      url: 'https://vendor.example.com/page.html',
      settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
    });
    try {
      // happy-dom, like wujie for a micro-app's scripts, runs a classic script inside a function.
      const script = window.document.createElement('script');
      script.textContent = readFileSync(path.join(installed, 'dist/index.global.js'), 'utf8');
      window.document.body.appendChild(script);
      const sdk = (window as unknown as { RcadminSdk?: Record<string, unknown> }).RcadminSdk;
      expect(Object.keys(sdk ?? {}).sort()).toEqual(['ShellError', 'ShellErrorCode', 'connect']);
      const { connect, ShellError } = sdk as {
        connect: () => Promise<unknown>;
        ShellError: new (...args: never[]) => Error;
      };
      expect(typeof connect).toBe('function');
      const error = await connect().then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ShellError);
      expect(error).toMatchObject({ name: 'ShellError', code: 'NOT_EMBEDDED' });
    } finally {
      await window.happyDOM.close();
    }
  });

  it.each([
    ['node16 (ESM and CJS)', 'tsconfig.node16.json'],
    ['bundler', 'tsconfig.bundler.json'],
  ])('has types that resolve under %s resolution', (_, tsconfig) => {
    runOk(
      process.execPath,
      [path.join(packageDir, 'node_modules/typescript/bin/tsc'), '-p', tsconfig],
      vendorDir,
    );
  });

  it('is clean for publint --strict', () => {
    expect(runOk(bin('publint'), [tarball, '--strict'], work)).toContain('All good!');
  });

  it('is clean for attw --profile node16', () => {
    // attw exits non-zero, listing the problems, when an entry point's types are wrong.
    runOk(bin('attw'), [tarball, '--profile', 'node16', '--format', 'ascii'], work);
  });

  it(`keeps the script-tag build and the ESM entry with its chunks within ${BUDGET / 1024} KB gzip`, () => {
    const iife = gzipSize(readFileSync(path.join(installed, 'dist/index.global.js'), 'utf8'));
    const graph = [...moduleGraph(path.join(installed, 'dist/index.js'))];
    const esm = gzipSize(graph.map((file) => readFileSync(file, 'utf8')).join('\n'));
    console.info(`gzip: index.global.js ${iife} B; index.js + ${graph.length - 1} chunks ${esm} B`);
    expect(iife).toBeLessThanOrEqual(BUDGET);
    expect(esm).toBeLessThanOrEqual(BUDGET);
  });
});
