import { SMS_SERVICE_CODES } from '@rcadmin/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { rateLimitHits } from '../../src/db/schema';
import { testConfig } from '../config';
import { DEMO, STRICT, TEST_DATABASES, countRows, expectFail, useTestApp, type TestApp } from '../helpers';

const LIMITS = { windowMs: 60_000, perIp: 3, perTenant: 5 };

const login = (t: TestApp, remoteAddress: string, platformNum = DEMO, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/sso-web/unify/site/login.do',
    remoteAddress,
    headers: { cookie: `language=${language}` },
    payload: { platformNum, loginName: 'admin', password: 'Wrong@2026' },
  });

describe.each(TEST_DATABASES)('sign-in rate limits on %s', (kind) => {
  const t = useTestApp(kind, { signInRateLimits: LIMITS });

  it('per address: past the limit 429 with 4029, Retry-After and a message in zh, en and es', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, '10.0.0.1')).statusCode).toBe(200);
    const messages: Record<string, string> = {};
    for (const language of ['zh', 'en', 'es']) {
      const refused = await login(t, '10.0.0.1', DEMO, language);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      messages[language] = expectFail(refused, '4029', 429).msg;
    }
    expect(messages.zh).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    expect(messages.en).toMatch(/^Too many requests; please try again in \d+ s\.$/);
    expect(messages.es).toMatch(/^Demasiadas solicitudes; inténtelo de nuevo en \d+ s\.$/);
    // Another address is not held back, and each call counts on its own.
    expect((await login(t, '10.0.0.2')).statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/sso-web/unify/company/check.do',
      remoteAddress: '10.0.0.1',
      payload: { platformNum: DEMO },
    });
    expect(check.json()).toMatchObject({ success: true });
  });

  it('per tenant: guesses spread over addresses still stop, other tenants are not held back', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, `10.1.0.${i}`, STRICT)).statusCode).toBe(200);
    expectFail(await login(t, '10.1.0.9', STRICT), '4029', 429);
    expect((await login(t, '10.1.0.9', '100003')).statusCode).toBe(200);
  });

  it('covers phone sign-in, the SMS code, the company check and the code image; malformed requests count too', async () => {
    const calls = [
      { method: 'POST', url: '/api/sso-web/unify/phoneLogin/login.do', payload: { platformNum: DEMO } },
      {
        method: 'POST',
        url: '/api/sso-web/unify/phoneLogin/sendVerifyCode.do',
        payload: {
          request: { appCode: 'rcadmin', appServiceCode: SMS_SERVICE_CODES.login, phoneNo: 'bad' },
          _platform_num: DEMO,
        },
      },
      { method: 'POST', url: '/api/sso-web/unify/company/check.do', payload: { platformNum: '' } },
      { method: 'GET', url: '/api/sso-web/unify/site/codeNumber.do?platformNum=100001&loginName=' },
    ] as const;
    for (const [i, call] of calls.entries()) {
      const remoteAddress = `10.2.0.${i}`;
      for (let n = 0; n < 3; n++) {
        const response = await t.app.inject({ ...call, remoteAddress });
        expect(response.statusCode, call.url).toBe(400);
      }
      expectFail(await t.app.inject({ ...call, remoteAddress }), '4029', 429);
    }
  });

  it('leaves signed-in calls alone', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sso-web/unify/site/validate.do',
        remoteAddress: '10.0.0.1',
        payload: { siteToken: 'eA==', siteUserId: '1', platformNum: DEMO },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('the database store counts in one window, starts a new one when it ends, and housekeeping drops ended ones', async () => {
    const { rateLimits, housekeeping } = t.app.repos;
    expect(await rateLimits.hit('test|window', 60_000)).toMatchObject({ hits: 1 });
    const second = await rateLimits.hit('test|window', 60_000);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    await rateLimits.hit('test|short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rateLimits.hit('test|short', 60_000)).toMatchObject({ hits: 1 });
    await rateLimits.hit('test|ended', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await housekeeping.purge(t.clock.now(), t.config.sessionMaxMs);
    const keys = (await t.database.db.select().from(rateLimitHits)).map((row) => row.key);
    expect(keys).toContain('test|window');
    expect(keys).not.toContain('test|ended');
  });

  if (kind === 'postgres') {
    it('on PostgreSQL, servers share the counts through the rate_limit_hits table', async () => {
      // A second server on the same database: the address's hits on the first count here too.
      const other = await buildApp({ config: t.config, database: t.database, logger: false });
      try {
        // A tenant of its own, so only the address's limit is in play.
        for (let i = 0; i < 3; i++) expect((await login(t, '10.3.0.1', '100031')).statusCode).toBe(200);
        const refused = await other.inject({
          method: 'POST',
          url: '/api/sso-web/unify/site/login.do',
          remoteAddress: '10.3.0.1',
          payload: { platformNum: '100031', loginName: 'admin', password: 'Wrong@2026' },
        });
        expectFail(refused, '4029', 429);
        expect(await countRows(t.database, rateLimitHits)).toBeGreaterThan(0);
      } finally {
        await other.close();
      }
    });
  }
});

/** Redis, when TEST_REDIS_URL names one (e.g. redis://127.0.0.1:6379). */
describe.runIf(process.env.TEST_REDIS_URL)('sign-in rate limits in Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL as string;
  // A window of its own per run: earlier runs' counts in the same Redis do not matter.
  const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const tenant = String(200_000 + Math.floor(Math.random() * 700_000));
  const t = useTestApp('pglite', { signInRateLimits: LIMITS, redisUrl });
  const others: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => {
    for (const app of others) await app.close();
  });

  it('servers share the counts through Redis', async () => {
    const other = await buildApp({
      config: testConfig({ signInRateLimits: LIMITS, redisUrl }),
      database: t.database,
      logger: false,
    });
    others.push(other);
    for (let i = 0; i < 3; i++) expect((await login(t, address, tenant)).statusCode).toBe(200);
    const refused = await other.inject({
      method: 'POST',
      url: '/api/sso-web/unify/site/login.do',
      remoteAddress: address,
      payload: { platformNum: tenant, loginName: 'admin', password: 'Wrong@2026' },
    });
    expectFail(refused, '4029', 429);
  });
});
