import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, packageRoot } from '../src/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiBase: '/api',
      databaseUrl: undefined,
      seedLarge: false,
      trustProxy: false,
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
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
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
      logLevel: 'warn',
      trustProxy: true,
      frameOrigins: ['https://a.example', 'https://b.example'],
      smsOutboxFile: path.resolve('sms.jsonl'),
    });
    expect(loadConfig({}).smsOutboxFile).toBeUndefined();
    expect(loadConfig({ API_BASE: '' }).apiBase).toBe('');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
