// @vitest-environment node
/**
 * The kit as a vendor receives it before it is on a registry: `npm pack` of the sdk and of the kit
 * (each prepack builds its dist/), then plain `npm install` of both tarballs into a project of its
 * own outside the workspace, with its own Playwright, and the kit used from ESM and CommonJS. The
 * packed manifest must name nothing only a pnpm workspace understands (`workspace:`, `catalog:`):
 * npm refuses such a dependency, at times with no message.
 *
 * Each pack runs in a copy of its package (node_modules linked, no dist/), as the sdk's own pack
 * test does: packing here would rebuild the dist/ that other packages' tests read meanwhile.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const sdkDir = path.join(repoRoot, 'packages/sdk');
const LONG = 120_000;

interface PackResult {
  filename: string;
  files: { path: string }[];
}
type Manifest = Record<string, unknown> & {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

let work: string;
let vendorDir: string;
const tarballs: Record<'sdk' | 'kit', string> = { sdk: '', kit: '' };
let packedKit: PackResult;

/** A command with no npm_* or pnpm_* variables of the runner: npm would act on the workspace root. */
function run(command: string, args: readonly string[], cwd: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key) && key !== 'INIT_CWD'),
  );
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: LONG });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, `${command} ${args.join(' ')}\n${output}`).toBe(0);
  return result.stdout;
}

/** `npm pack` in a copy of the package at `dir`, as its README says; the tarball's path. */
function pack(dir: string): { tarball: string; report: PackResult } {
  const copy = path.join(work, 'repo', path.relative(repoRoot, dir));
  const skipped = new Set(['node_modules', 'dist'].map((name) => path.join(dir, name)));
  cpSync(dir, copy, { recursive: true, filter: (source) => !skipped.has(source) });
  symlinkSync(path.join(dir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const stdout = run('npm', ['pack', '--json', '--pack-destination', work], copy);
  const report = (JSON.parse(stdout.slice(stdout.search(/^\[\s*\{/m))) as PackResult[])[0] as PackResult;
  return { tarball: path.join(work, report.filename), report };
}

const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
const installedDir = (name: string) => realpathSync(path.join(vendorDir, 'node_modules', name));

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'rcadmin-kit-pack-'));
  // tsconfig.json of each package extends the workspace's base config by a relative path.
  cpSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'repo', 'tsconfig.base.json'));
  tarballs.sdk = pack(sdkDir).tarball;
  const kit = pack(packageDir);
  tarballs.kit = kit.tarball;
  packedKit = kit.report;

  // The vendor's project: its own Playwright (the kit's peer), then both tarballs, with plain npm
  // (from npm's cache when it has them, else the registry: only @playwright/test comes from there).
  vendorDir = path.join(work, 'vendor-tests');
  const playwright = manifestOf(path.join(packageDir, 'node_modules/@playwright/test')).version;
  mkdirSync(vendorDir);
  writeFileSync(
    path.join(vendorDir, 'package.json'),
    JSON.stringify({
      name: 'vendor-tests',
      private: true,
      type: 'module',
      devDependencies: { '@playwright/test': playwright },
    }),
  );
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-dev', tarballs.sdk, tarballs.kit],
    vendorDir,
  );
}, 4 * LONG);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed kit', { timeout: LONG }, () => {
  it('names no workspace-only range: no dependencies but Playwright as a peer', () => {
    const packed = manifestOf(installedDir('@rcadmin/playwright'));
    const ours = manifestOf(packageDir);
    expect(packed.version).toBe(ours.version);
    expect(packed.dependencies).toBeUndefined();
    expect(packed.peerDependencies).toEqual({
      '@playwright/test': ours.peerDependencies?.['@playwright/test'],
    });
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'] as const)
      for (const range of Object.values((packed[field] ?? {}) as Record<string, string>))
        expect(range).not.toMatch(/^(workspace|catalog|link|file):/);
    // Only its build, with README, LICENSE and CHANGELOG.
    const files = packedKit.files.map((file) => file.path);
    expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'package.json',
    ]);
  });

  it.each([
    ['@rcadmin/sdk', sdkDir],
    ['@rcadmin/playwright', packageDir],
  ])('%s is ready to publish: public access and its repository folder', (name, dir) => {
    const packed = manifestOf(installedDir(name));
    expect(packed.publishConfig).toEqual({ access: 'public' });
    expect(packed.repository).toMatchObject({
      type: 'git',
      directory: path.relative(repoRoot, dir),
    });
    expect(manifestOf(vendorDir).devDependencies).toMatchObject({
      [name]: expect.stringMatching(/^file:.*\.tgz$/),
    });
  });

  it.each([
    ['ESM', ['--input-type=module', '-e']],
    ['CommonJS', ['--input-type=commonjs', '-e']],
  ])('works from %s in the vendor project: test, expect and the bridge matchers', (kind, flags) => {
    const script =
      kind === 'ESM'
        ? `const kit = await import('@rcadmin/playwright'); const sdk = await import('@rcadmin/sdk/protocol');`
        : `const kit = require('@rcadmin/playwright'); const sdk = require('@rcadmin/sdk/protocol');`;
    const body = `${script}
      console.log(JSON.stringify({ test: typeof kit.test, extend: typeof kit.test.extend, expect: typeof kit.expect, signIn: typeof kit.signIn, protocol: sdk.PROTOCOL_VERSION }));`;
    const source = kind === 'ESM' ? body : `(async () => { ${body} })();`;
    const stdout = run(process.execPath, [...flags, source], vendorDir);
    expect(JSON.parse(stdout.trim().split('\n').pop() ?? '')).toEqual({
      test: 'function',
      extend: 'function',
      expect: 'function',
      signIn: 'function',
      protocol: 1,
    });
  });
});
