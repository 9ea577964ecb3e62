import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, packageRoot, sessionCookieName } from '../src/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiBase: '/api',
      databaseUrl: undefined,
      seedLarge: false,
      seedLargeOperationLog: 1_000_000,
      trustProxy: false,
      cookieSecure: true,
      passwordHashLogN: 17,
      sessionIdleMs: 12 * 60 * 60 * 1000,
    });
    // .data/ at the repository root, wherever the server is started from.
    expect(config.dataDir).toBe(path.resolve(packageRoot, '../../.data'));
    expect(path.basename(packageRoot)).toBe('server');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      API_BASE: 'gateway/',
      DATA_DIR: 'relative-dir',
      DATABASE_URL: 'postgres://db/rcadmin',
      SEED_ADMIN_PASSWORD: 'Chosen#2026',
      SEED_LARGE: '1',
      SEED_LARGE_OPERATION_LOG: '20000',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      FRAME_ORIGINS: 'https://a.example, https://b.example',
      SMS_OUTBOX_FILE: 'sms.jsonl',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      apiBase: '/gateway',
      dataDir: path.resolve('relative-dir'),
      databaseUrl: 'postgres://db/rcadmin',
      seedAdminPassword: 'Chosen#2026',
      seedLarge: true,
      seedLargeOperationLog: 20_000,
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      frameOrigins: ['https://a.example', 'https://b.example'],
      smsOutboxFile: path.resolve('sms.jsonl'),
    });
    expect(loadConfig({}).smsOutboxFile).toBeUndefined();
    expect(loadConfig({ API_BASE: '' }).apiBase).toBe('');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_LARGE_OPERATION_LOG: 'many' })).toThrow(/SEED_LARGE_OPERATION_LOG/);
  });

  it('TRUST_PROXY names the proxies: addresses, CIDRs or proxy-addr ranges; never everyone, never a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback,192.168.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe X-Forwarded-\* from anyone/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY=true/);
    // `1` meant "trust all" before; a hop count cannot tell a proxy from a direct client.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1: a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /'10.0.0.0\/33' is not an address or CIDR/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('cookies are Secure unless COOKIE_SECURE=0 (plain-http development); the session cookie name follows', () => {
    expect(loadConfig({}).cookieSecure).toBe(true);
    expect(sessionCookieName(loadConfig({}))).toBe('__Host-rc_session');
    const plain = loadConfig({ COOKIE_SECURE: '0' });
    expect(plain.cookieSecure).toBe(false);
    expect(sessionCookieName(plain)).toBe('rc_session');
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'no' })).toThrow(/COOKIE_SECURE must be 1 or 0/);
  });

  it('serves /docs with the demo data (PGlite, or SEED_DEMO=1) unless DOCS=0, elsewhere only with DOCS=1', () => {
    expect(loadConfig({}).docs).toBe(true);
    expect(loadConfig({ DOCS: '0' }).docs).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/rcadmin' }).docs).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/rcadmin', SEED_DEMO: '1' }).docs).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/rcadmin', DOCS: '1' }).docs).toBe(true);
    expect(() => loadConfig({ DOCS: 'yes' })).toThrow(/DOCS must be 1 or 0/);
  });

  it('the example vendor page lives on another host name; frames follow it, micro-apps need MICRO_APP_ORIGINS', () => {
    const defaults = loadConfig({});
    expect(defaults.exampleOrigin).toBe('http://vendor.localhost:8081');
    expect(defaults.frameOrigins).toEqual(['http://vendor.localhost:8081']);
    expect(defaults.microAppOrigins).toEqual([]);
    const moved = loadConfig({ EXAMPLE_HOST: 'pages.vendor.test', EXAMPLE_PORT: '9091' });
    expect(moved.exampleOrigin).toBe('http://pages.vendor.test:9091');
    expect(moved.frameOrigins).toEqual(['http://pages.vendor.test:9091']);
    expect(loadConfig({ EXAMPLE_ORIGIN: 'https://vendor.example/' }).exampleOrigin).toBe(
      'https://vendor.example',
    );
    expect(
      loadConfig({ MICRO_APP_ORIGINS: 'https://legacy.example, http://vendor.localhost:8081/app' })
        .microAppOrigins,
    ).toEqual(['https://legacy.example', 'http://vendor.localhost:8081']);
    expect(() => loadConfig({ EXAMPLE_ORIGIN: 'vendor.localhost' })).toThrow(/EXAMPLE_ORIGIN must be/);
    expect(() => loadConfig({ MICRO_APP_ORIGINS: 'javascript:alert(1)' })).toThrow(/MICRO_APP_ORIGINS/);
  });

  it('seeds the demo on PGlite, and with DATABASE_URL only when SEED_DEMO=1', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/rcadmin' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/rcadmin', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('[SEC-4] demo mode only when asked: SEED_DEMO=0 turns it off on PGlite too, and a production start has none', () => {
    const PG = 'postgres://db/rcadmin';
    // SEED_DEMO unset: a development start on PGlite only.
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: PG }).seedDemo).toBe(false);
    for (const off of ['0', 'false', 'FALSE']) {
      const config = loadConfig({ SEED_DEMO: off });
      expect(config.seedDemo).toBe(false);
      expect(config.docs).toBe(false);
      // No demo, no outbox: no SMS gateway until SMS_WEBHOOK_URL names one.
      expect(config.smsGateway).toBeUndefined();
      expect(() => loadConfig({ SEED_DEMO: off, SMS_GATEWAY: 'outbox' })).toThrow(/demo mode only/);
    }
    const production = loadConfig({ NODE_ENV: 'production' });
    expect([production.docs, production.smsGateway]).toEqual([false, undefined]);
    expect(loadConfig({ NODE_ENV: 'production', DOCS: '1' }).docs).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0', DOCS: '1' }).docs).toBe(true);
    // Asked for, demo mode holds anywhere.
    for (const on of ['1', 'true']) {
      expect(loadConfig({ SEED_DEMO: on, DATABASE_URL: PG }).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: on, NODE_ENV: 'production' }).seedDemo).toBe(true);
    }
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be 1 or 0/);
  });

  it('[SEC-10] SMS_CODE_KEY, when set, is the HMAC key of stored SMS codes: at least 32 characters', () => {
    expect(loadConfig({}).smsCodeKey).toBeUndefined();
    const key = 'a'.repeat(64);
    expect(loadConfig({ SMS_CODE_KEY: ` ${key} ` }).smsCodeKey).toBe(key);
    expect(() => loadConfig({ SMS_CODE_KEY: 'short' })).toThrow(
      /SMS_CODE_KEY must be at least 32 characters/,
    );
  });

  it('FOREGROUND_WAIT_MS bounds how long background work waits for requests in flight (25 ms; 0: not at all)', () => {
    expect(loadConfig({}).foregroundWaitMs).toBe(25);
    expect(loadConfig({ FOREGROUND_WAIT_MS: '0' }).foregroundWaitMs).toBe(0);
    expect(loadConfig({ FOREGROUND_WAIT_MS: '100' }).foregroundWaitMs).toBe(100);
    expect(() => loadConfig({ FOREGROUND_WAIT_MS: '-1' })).toThrow(/FOREGROUND_WAIT_MS/);
  });

  it('SESSION_MAX_HOURS sets the absolute session lifetime (7 days by default)', () => {
    expect(loadConfig({}).sessionMaxMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ SESSION_MAX_HOURS: '8' }).sessionMaxMs).toBe(8 * 60 * 60 * 1000);
  });

  it('[SEC-10] FILES_UNUSED_HOURS sets how long an upload no record refers to is kept (24 hours by default)', () => {
    expect(loadConfig({}).filesUnusedMs).toBe(24 * 60 * 60 * 1000);
    expect(loadConfig({ FILES_UNUSED_HOURS: '48' }).filesUnusedMs).toBe(48 * 60 * 60 * 1000);
    expect(() => loadConfig({ FILES_UNUSED_HOURS: '0' })).toThrow(/FILES_UNUSED_HOURS/);
  });

  it('background jobs: EXPORTS_PER_SERVER, JOBS_PER_TENANT and JOB_LEASE_SECONDS (2, 1 and 60 s; a lease under 5 s is refused)', () => {
    expect(loadConfig({}).jobs).toEqual({ exportsPerServer: 2, perTenant: 1, leaseSeconds: 60 });
    expect(
      loadConfig({ EXPORTS_PER_SERVER: '4', JOBS_PER_TENANT: '2', JOB_LEASE_SECONDS: '15' }).jobs,
    ).toEqual({ exportsPerServer: 4, perTenant: 2, leaseSeconds: 15 });
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '4' })).toThrow(/JOB_LEASE_SECONDS must be at least 5/);
    expect(() => loadConfig({ JOBS_PER_TENANT: '0' })).toThrow(/JOBS_PER_TENANT/);
  });
});
