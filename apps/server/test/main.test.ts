import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { api } from '@rcadmin/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer as startProcess, type ServerProcess } from './server-process';

/**
 * The server from source, without load shedding: these tests are of its start, answers and stop,
 * and on a busy machine its first second after a start can read as overload (503).
 */
const startServer = (dataDir: string, env: Record<string, string>, options: { fromSource: boolean }) =>
  startProcess(dataDir, { MAX_EVENT_LOOP_DELAY_MS: '0', ...env }, options);

// Each test starts real processes from source; a start from an empty data directory migrates from
// scratch, which takes well over the suite's 30 s on a busy 2-core machine.
describe('server process', { timeout: 90_000 }, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-main-'));
  const dataDir = path.join(root, 'data');
  let first: ServerProcess | undefined;

  beforeAll(async () => {
    // A data directory that already holds the seeded demo: the start skips the slow first seed.
    const pg = new PGlite({
      extensions: { pg_trgm },
      dataDir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await pg.waitReady;
    await pg.close();
  });
  afterAll(() => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('starts, refuses a second server on the same data directory, and stops cleanly on SIGTERM', async () => {
    first = startServer(dataDir, {}, { fromSource: true });
    const address = await first.address;
    // The banner follows the listening line.
    await expect.poll(() => first?.output()).toContain('Demo sign-in: platform number 100001, account admin');
    // The password is printed only when it was defaulted at the first seed, which this start did not do.
    expect(first.output()).not.toContain('Admin@2026');
    const health = await fetch(`${address}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });

    const second = startServer(dataDir, {}, { fromSource: true });
    expect((await second.exit).code).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another rcadmin server/);

    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);
  });

  it('[SEC-4] a PGlite start with SEED_DEMO=0 seeds nothing, serves no /docs and starts without SMS, saying so', async () => {
    const server = startServer(path.join(root, 'no-demo'), { SEED_DEMO: '0' }, { fromSource: true });
    try {
      const address = await server.address;
      await expect.poll(() => server.output()).toContain('No tenant yet: create the first admin');
      const output = server.output();
      expect(output).not.toContain('Demo sign-in');
      // The SMS line may follow the tenant line: both are said once.
      await expect
        .poll(() => server.output().match(/SMS is not configured: no SMS gateway/g)?.length ?? 0)
        .toBe(1);
      expect((await fetch(`${address}/docs`)).status).toBe(404);
      expect((await fetch(`${address}/docs/json`)).status).toBe(404);
      const login = await fetch(`${address}/api${api.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ platformNum: '100001', loginName: 'admin', password: 'Admin@2026' }),
      });
      expect(await login.json()).toMatchObject({ success: false, code: '2001001' });
      const sms = await fetch(`${address}/api${api.sendVerifyCode.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({
          request: { appCode: 'rcadmin', appServiceCode: 'login', phoneNo: '13800000002', tenantId: '' },
          _platform_num: '100001',
        }),
      });
      expect(await sms.json()).toMatchObject({
        success: false,
        code: '2001012',
        msg: /SMS is not configured/,
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });

  it('[SEC-4] a production start (NODE_ENV=production) serves no /docs and names each tenant whose password policy needs SMS', async () => {
    const prodDir = path.join(root, 'production');
    const pg = new PGlite({
      extensions: { pg_trgm },
      dataDir: prodDir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await pg.waitReady;
    await pg.close();
    const server = startServer(prodDir, { NODE_ENV: 'production' }, { fromSource: true });
    try {
      const address = await server.address;
      await expect
        .poll(() => server.output())
        .toContain('SMS is not configured, but tenant 100002 (Demo Retail Strict) requires an SMS code');
      expect(server.output()).not.toContain('Demo sign-in');
      expect(server.output()).not.toContain('tenant 100001');
      expect((await fetch(`${address}/docs`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });

  it('names the port in use and the variable to set, exits 1, and prints no stack trace', async () => {
    const busyDir = path.join(root, 'busy');
    const pg = new PGlite({
      extensions: { pg_trgm },
      dataDir: busyDir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await pg.waitReady;
    await pg.close();
    const listener = createServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const server = startServer(busyDir, { PORT: String(port) }, { fromSource: true });
      const { code, output } = await server.exit;
      expect(code).toBe(1);
      expect(output).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(output).toContain('set PORT to a free port');
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      listener.close();
    }
  });
});
