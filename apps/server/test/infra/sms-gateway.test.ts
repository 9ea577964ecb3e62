import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMS_SERVICE_CODES } from '@rcadmin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { testConfig } from '../config';
import {
  Agent,
  DEMO,
  TEST_DATABASES,
  TestClock,
  expectFail,
  expectOk,
  latestSmsCode,
  openTestDatabase,
  type DbKind,
  type TestApp,
} from '../helpers';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** The SMS provider's side: a local HTTP server that records what it is sent (the one test boundary). */
class FakeProvider {
  received: Received[] = [];
  answer: (response: ServerResponse) => void = (response) => response.writeHead(200).end('{"ok":true}');
  private server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += String(chunk)));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body });
      this.answer(response);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  textTo(phone: string): string | undefined {
    const messages = this.received.map((r) => JSON.parse(r.body) as { phone: string; text: string });
    return messages.filter((m) => m.phone === phone).at(-1)?.text;
  }
}

/** An app whose log lines are kept, to show what never reaches them. */
function useLoggedApp(kind: DbKind, overrides: () => Partial<Config>) {
  const handle = { logs: [] as string[] } as TestApp & { logs: string[] };
  beforeAll(async () => {
    const { database, dispose } = await openTestDatabase(kind);
    const clock = new TestClock();
    const config = testConfig({ now: clock.now, logLevel: 'info', ...overrides() });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        handle.logs.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
    await app.ready();
    Object.assign(handle, {
      app,
      database,
      clock,
      config,
      close: async () => {
        await app.close();
        await dispose();
      },
    });
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

const send = (t: TestApp, phoneNo: string) =>
  new Agent(t.app).call('sendVerifyCode', {
    body: {
      request: { appCode: 'rcadmin', appServiceCode: SMS_SERVICE_CODES.login, phoneNo, tenantId: '' },
      _platform_num: DEMO,
    },
  });

describe.each(TEST_DATABASES)('the webhook SMS gateway on %s', (kind) => {
  const provider = new FakeProvider();
  let url = '';
  beforeAll(async () => {
    url = await provider.start();
  });
  afterAll(() => provider.stop());
  const t = useLoggedApp(kind, () => ({
    smsGateway: { kind: 'webhook', url, secret: 'webhook-secret', timeoutMs: 1000 },
  }));

  it('POSTs {phone, text} as JSON, signed with the secret; the code in the text signs in', async () => {
    expectOk(await send(t, '13800000002'), 'sendVerifyCode');
    const request = provider.received.at(-1) as Received;
    expect(request.headers['content-type']).toBe('application/json');
    const timestamp = request.headers['x-rcadmin-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', 'webhook-secret')
      .update(`${timestamp}.${request.body}`)
      .digest('hex');
    expect(request.headers['x-rcadmin-signature']).toBe(`sha256=${expected}`);
    const text = provider.textTo('13800000002') as string;
    expect(text).toMatch(/^\[rcadmin\] Your verification code is \d{6}\./);
    const code = text.match(/\d{6}/)?.[0] as string;
    const login = await new Agent(t.app).call('phoneLogin', {
      body: { platformNum: DEMO, phoneNo: '13800000002', verifyCode: code },
    });
    expectOk(login, 'phoneLogin');
    expect(t.logs.join('')).not.toContain(code);
  });

  it('a phone with no account gets the same answer and the same send', async () => {
    const before = provider.received.length;
    const known = await send(t, '13800000003');
    const unknown = await send(t, '13712345678');
    expect(unknown.json()).toEqual(known.json());
    expect(provider.received.length).toBe(before + 2);
    expect(provider.textTo('13712345678')).toMatch(/\d{6}/);
  });

  it('a failed send is refused clearly, logged without the code, and the code withdrawn', async () => {
    provider.answer = (response) => response.writeHead(500).end('provider down');
    try {
      const failed = expectFail(await send(t, '13800000004'), '5003', 503);
      expect(failed.msg).toBe('The SMS could not be sent; please try again later.');
      const code = provider.textTo('13800000004')?.match(/\d{6}/)?.[0] as string;
      expect(code).toMatch(/^\d{6}$/);
      const logs = t.logs.join('');
      expect(logs).toContain('SMS gateway failed');
      expect(logs).toContain('HTTP 500');
      expect(logs).not.toContain(code);
      // Withdrawn: it signs nobody in, and a new send need not wait out the 60 s.
      const login = await new Agent(t.app).call('phoneLogin', {
        body: { platformNum: DEMO, phoneNo: '13800000004', verifyCode: code },
      });
      expectFail(login, '2001010', 200);
      provider.answer = (response) => response.writeHead(200).end();
      expectOk(await send(t, '13800000004'), 'sendVerifyCode');
    } finally {
      provider.answer = (response) => response.writeHead(200).end();
    }
  });

  it('a provider that does not answer within the timeout is a failed send', async () => {
    provider.answer = () => undefined;
    try {
      const started = performance.now();
      expectFail(await send(t, '13800000005'), '5003', 503);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      provider.answer = (response) => response.writeHead(200).end();
    }
  });
});

describe('the demo outbox gateway', () => {
  const t = useLoggedApp('pglite', () => ({}));

  it('keeps the text in the outbox and logs where, never the code', async () => {
    expectOk(await send(t, '13800000002'), 'sendVerifyCode');
    const code = (await latestSmsCode(t.database, '13800000002')) as string;
    expect(code).toMatch(/^\d{6}$/);
    const logs = t.logs.join('');
    expect(logs).toContain('demo outbox');
    expect(logs).not.toContain(code);
  });
});

describe('SMS gateway configuration', () => {
  const DB = 'postgres://db/rcadmin';

  it('demo mode defaults to the outbox; SMS_WEBHOOK_URL selects the webhook', () => {
    expect(loadConfig({}).smsGateway).toEqual({ kind: 'outbox' });
    expect(
      loadConfig({ DATABASE_URL: DB, SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: 'k' })
        .smsGateway,
    ).toEqual({ kind: 'webhook', url: 'https://sms.example/send', secret: 'k', timeoutMs: 5000 });
    expect(
      loadConfig({
        SMS_GATEWAY: 'webhook',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/x',
        SMS_WEBHOOK_TIMEOUT_MS: '800',
      }).smsGateway,
    ).toMatchObject({ kind: 'webhook', secret: undefined, timeoutMs: 800 });
  });

  it('refuses the outbox outside demo mode, a webhook without an address, and unknown gateways', () => {
    expect(() => loadConfig({ DATABASE_URL: DB, SMS_GATEWAY: 'outbox' })).toThrow(/demo mode only/);
    expect(loadConfig({ DATABASE_URL: DB, SEED_DEMO: '1', SMS_GATEWAY: 'outbox' }).smsGateway).toEqual({
      kind: 'outbox',
    });
    expect(() => loadConfig({ SMS_GATEWAY: 'webhook' })).toThrow(/needs SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'ftp://sms.example' })).toThrow(/http\(s\) address/);
    expect(() => loadConfig({ SMS_GATEWAY: 'carrier-pigeon' })).toThrow(/webhook or outbox/);
    // With DATABASE_URL and no demo there is none: the server starts and refuses every SMS call
    // (main.test.ts, routes/sso-web/unify/sms-not-configured.test.ts).
    expect(loadConfig({ DATABASE_URL: DB }).smsGateway).toBeUndefined();
  });
});
