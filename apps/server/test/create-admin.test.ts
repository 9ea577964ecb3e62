import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/config';
import { openPglite } from '../src/db/database';
import { tenants, users } from '../src/db/schema';
import { verifyPassword } from '../src/infra/passwords';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `create-admin` as an operator runs it (from source through tsx), stdin not a terminal. */
function createAdmin(args: string[], env: Record<string, string>): Promise<Run> {
  const { ADMIN_PASSWORD: _inherited, ...inherited } = process.env;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/create-admin.ts', ...args], {
      cwd: packageRoot,
      env: { ...inherited, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const STACK_FRAME = /^\s+at /m;

// Each run starts a Node process that compiles the sources (tsx) and, past its arguments, opens
// a PGlite directory: seconds each on a busy machine.

describe('create-admin', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-create-admin-'));
  const dataDir = path.join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses bad usage with exit code 2 and one line saying what to give, never a stack trace', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [[], { ADMIN_PASSWORD: 'Acme#2026x' }, /give the tenant with --platform/],
      [['--platform', '200001', '--login', 'admin', '--bogus'], {}, /Unknown option '--bogus'/],
      // No ADMIN_PASSWORD and no terminal to type it in.
      [['--platform', '200001', '--login', 'admin'], {}, /set ADMIN_PASSWORD/],
    ];
    for (const [args, env, message] of cases) {
      const run = await createAdmin(args, { DATA_DIR: dataDir, ...env });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toMatch(/--help/);
      expect(run.stderr).not.toMatch(STACK_FRAME);
    }
  }, 120_000);

  it('creates the first tenant and admin on an empty database, checking the password policy', async () => {
    const args = ['--platform', '200001', '--company', 'Acme Retail', '--login', 'admin'];
    const weak = await createAdmin(args, { DATA_DIR: dataDir, ADMIN_PASSWORD: 'aaaaaaaaaa' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/^create-admin: the password does not follow the tenant's policy: Use 8-128/);
    expect(weak.stderr).not.toMatch(STACK_FRAME);

    const created = await createAdmin(args, { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Acme#2026x' });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created tenant 200001 (Acme Retail) with store S001');
    expect(created.stdout).toContain('Created account admin of tenant 200001: admin of store S001');

    // Only what was asked for: no demo tenant, and the admin's password is the one given.
    const database = await openPglite(dataDir);
    try {
      const rows = await database.db.select({ platformNum: tenants.platformNum }).from(tenants);
      expect(rows).toEqual([{ platformNum: '200001' }]);
      const [admin] = await database.db.select().from(users).where(eq(users.loginName, 'admin'));
      expect(await verifyPassword('Acme#2026x', admin?.passwordHash as string)).toBe(true);
      expect(admin).toMatchObject({ roles: ['admin'], initialPassword: false });
    } finally {
      await database.close();
    }
  }, 180_000);
});
