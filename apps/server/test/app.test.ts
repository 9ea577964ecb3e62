import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { api, type CallName } from '@rcadmin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, logSafeUrl, loggerOptions } from '../src/app';
import {
  TEST_DATABASES,
  createTestApp,
  expectFail,
  openTestDatabase,
  signedIn,
  useTestApp,
  type TestApp,
} from './helpers';
import { testConfig } from './config';

const callNames = Object.keys(api) as CallName[];

describe.each(TEST_DATABASES)('app on %s', (kind) => {
  const t = useTestApp(kind, { docs: true });

  it('[API-01] serves every call of the contract under the base prefix, with its method', () => {
    for (const name of callNames) {
      const { method, path: callPath } = api[name];
      expect(t.app.hasRoute({ method, url: `/api${callPath}` }), name).toBe(true);
    }
  });

  it('[API-18] documents every call in OpenAPI at /docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const name of callNames) expect(paths, name).toContain(`/api${api[name].path}`);
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('answers /healthz once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: kind });
  });

  it('serves the runtime config as uncached JavaScript', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.trim()).toBe('window.__RCADMIN__ = {"apiBase":"/api"};');
  });

  it('[ERR-05] answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bmc/nothing/here.do' });
    expectFail(response, '4004', 404);
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: `/api${api.login.path}` });
    expectFail(wrongMethod, '4004', 404);
  });

  it('sends security headers, allowing frames only from itself and the configured vendor origins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' http://vendor.localhost:8081");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('app options', () => {
  let staticDir: string;
  let shell: TestApp;
  let gateway: TestApp;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-shell-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>rcadmin</title>');
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    [shell, gateway] = await Promise.all([
      createTestApp('pglite', { staticDir }),
      createTestApp('pglite', { apiBase: '/gateway' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([shell.close(), gateway.close()]);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the shell with an index.html fallback for page paths only', async () => {
    const page = await shell.app.inject({ method: 'GET', url: '/goods/index/list?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>rcadmin</title>');
    // Its CSP follows the session: kept by no cache (plugins/frame-csp.ts).
    expect(page.headers['cache-control']).toBe('no-store');
    const asset = await shell.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expectFail(await shell.app.inject({ method: 'GET', url: '/assets/missing.js' }), '4004', 404);
    expectFail(await shell.app.inject({ method: 'GET', url: '/api/unknown.do' }), '4004', 404);
    expectFail(await shell.app.inject({ method: 'POST', url: '/somewhere' }), '4004', 404);
  });

  it('serves no /docs unless the configuration enables it (DOCS)', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      expectFail(await gateway.app.inject({ method: 'GET', url }), '4004', 404);
    }
  });

  it('[API-01] serves the contract under another base prefix, and says so in the runtime config', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: `/gateway${api.companyCheck.path}`,
      payload: 'platformNum=100001',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toMatchObject({ success: true });
    const config = await gateway.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(config.body).toContain('{"apiBase":"/gateway"}');
  });
});

describe('app failures and logs', () => {
  it('answers an unexpected error with a logged, generic 500 envelope', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, dispose } = await openTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: { ...loggerOptions(testConfig({ logLevel: 'info' })), stream },
    });
    try {
      const agent = await signedIn(app, '100001', 'admin', 'Admin@2026');
      await agent.call('changePass', {
        body: { oldPwd: 'Admin@2026', newPwd: 'Secret#Word99', confirmPwd: 'Secret#Word99' },
      });
      await agent.call('checkVerifyCode', {
        query: { identity: '13800000001', appCode: 'rcadmin', appServiceCode: '', verifyCode: '246810' },
      });
      await database.close();
      const response = await app.inject({
        method: 'POST',
        url: `/api${api.companyCheck.path}`,
        payload: 'platformNum=100001',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const body = expectFail(response, '5000', 500);
      expect(body.msg).not.toMatch(/sql|select|pglite|closed/i);
      const log = lines.join('');
      expect(log).toContain('unexpected error');
      // Passwords never reach the log, whatever happened.
      expect(log).not.toContain('Admin@2026');
      expect(log).not.toContain('Secret#Word99');
      expect(log).not.toContain('246810');
      expect(log).toContain('verifyCode=[redacted]');
    } finally {
      await app.close();
      await dispose().catch(() => undefined);
    }
  });
});

describe('log lines', () => {
  it("mask the grey-test config file's token", () => {
    expect(logSafeUrl('/api/grey/Abc_-123.json?_platform_num=100001')).toBe(
      '/api/grey/[redacted].json?_platform_num=100001',
    );
    expect(logSafeUrl('/gateway/grey/x.json')).toBe('/gateway/grey/[redacted].json');
  });

  it('mask secret query parameters', () => {
    expect(
      logSafeUrl('/api/bmc/user/checkVerifyCode.do?identity=138&verifyCode=123456&appCode=rcadmin'),
    ).toBe('/api/bmc/user/checkVerifyCode.do?identity=138&verifyCode=[redacted]&appCode=rcadmin');
    expect(logSafeUrl('/healthz')).toBe('/healthz');
  });
});
