import { SITE_TOKEN_HEADER, api, ok } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { favourites, sessions, smsCodes } from '../../src/db/schema';
import type { CallConfig } from '../../src/plugins/security';
import { sha256 } from '../../src/infra/tokens';
import { testConfig } from '../config';
import {
  Agent,
  DEMO,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  latestSmsCode,
  openTestDatabase,
  signedIn,
  useTestApp,
} from '../helpers';

const HOUR = 60 * 60 * 1000;
const ADMIN_PHONE = '13800000001';

const PUBLIC_CALL: CallConfig = {
  access: 'public',
  allowRestricted: false,
  encoding: undefined,
  method: 'POST',
};

const setCookies = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
};

describe.each(TEST_DATABASES)('sessions and site token on %s', (kind) => {
  const t = useTestApp(kind);

  it('sets the session cookie as __Host-rc_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const response = await new Agent(t.app).signIn(DEMO, 'admin', 'Admin@2026');
    const [cookie, ...others] = setCookies(response);
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^__Host-rc_session=[\w-]{43}; /);
    const attributes = (cookie as string).split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
  });

  it('clears it on logout under the same name, Secure too', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const login = agent.login!;
    const response = await agent.call('logout', {
      body: { token: login.siteToken, userId: login.siteUserId },
    });
    const [cookie] = setCookies(response);
    expect(cookie).toMatch(/^__Host-rc_session=; /);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
  });

  it('takes the session only from the __Host- cookie: the plain name, which a sibling host could plant, is no session', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const token = (agent.cookie as string).split('=')[1] as string;
    const planted = await t.app.inject({
      method: 'GET',
      url: `/api${api.userInfo.path}`,
      headers: { cookie: `rc_session=${token}` },
    });
    expectFail(planted, '1024', 401);
    expectOk(await agent.call('userInfo'), 'userInfo');
  });

  it('ends a session 7 days (SESSION_MAX_HOURS) after sign-in, however busy it has been', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    for (let elapsed = 0; elapsed + 4 * HOUR < 7 * 24 * HOUR; elapsed += 4 * HOUR) {
      t.clock.advance(4 * HOUR);
      expectOk(await agent.call('userInfo'), 'userInfo');
    }
    t.clock.advance(4 * HOUR);
    expectFail(await agent.call('userInfo'), '1024', 401);
  });

  it('a cross-site <img> GET of checkVerifyCode (the cookie, no site token) changes nothing: 403, no row written', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    await new Agent(t.app).call('sendVerifyCode', {
      body: {
        request: {
          appCode: 'rcadmin',
          appServiceCode: 'checkVerifyCode',
          phoneNo: ADMIN_PHONE,
          tenantId: '',
        },
        _platform_num: DEMO,
      },
    });
    const code = (await latestSmsCode(t.database, ADMIN_PHONE)) as string;
    const codesBefore = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, ADMIN_PHONE));
    const query = {
      identity: ADMIN_PHONE,
      appCode: 'rcadmin',
      appServiceCode: 'checkVerifyCode',
      verifyCode: code,
    };
    const crossSite = await t.app.inject({
      method: 'GET',
      url: `/api${api.checkVerifyCode.path}`,
      query,
      headers: { cookie: agent.cookie as string },
    });
    expectFail(crossSite, '4003', 403);
    const sessionId = sha256((agent.cookie as string).split('=')[1] as string);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({ smsVerifiedHash: null, smsVerifiedAt: null });
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, ADMIN_PHONE))).toEqual(
      codesBefore,
    );
    // The shell's own call, with the header, still works.
    expect(agent.siteToken).toBeDefined();
    const own = await agent.call('checkVerifyCode', {
      query,
      headers: { [SITE_TOKEN_HEADER]: agent.siteToken! },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a state-changing call without the site token, or with another one (a cross-site form cannot act)', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const other = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const before = await countRows(t.database, favourites);
    const body = { resIdList: 'rc-goods-list' };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/bmc/menu/removeCollect.do',
      payload: 'resIdList=rc-goods-list',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: agent.cookie as string },
    });
    expectFail(crossSite, '4003', 403);
    expectFail(
      await agent.call('removeCollect', { body, headers: { 'x-site-token': other.siteToken as string } }),
      '4003',
      403,
    );
    expectFail(await agent.call('removeCollect', { body, headers: { 'x-site-token': '' } }), '4003', 403);
    expect(await countRows(t.database, favourites)).toBe(before);
  });

  it('[SEC-10] answers what a session reads with Cache-Control: no-store; public answers keep theirs', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    for (const name of ['userInfo', 'dataScope', 'deptRoleList'] as const) {
      expect((await agent.call(name)).headers['cache-control']).toBe('no-store');
    }
    const refused = await new Agent(t.app).call('userInfo');
    expect(refused.statusCode).toBe(401);
    expect((await agent.call('publishedNotice')).headers['cache-control']).not.toBe('no-store');
  });

  it('[SEC-10] refuses a session call another site starts, a GET export included (Fetch Metadata)', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const crossSite = { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } };
    for (const name of ['goodsBatchExport', 'operationLogExport', 'userInfo'] as const) {
      const answer = await agent.call(name, crossSite);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: '4003' });
    }
    const same = await agent.call('userInfo', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(200);
  });

  it('[ERR-13] answers 1024 with HTTP 401 for a forged or missing cookie', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/sso-web/unify/site/getUserInfo.do',
      headers: { cookie: 'rc_session=forged-token' },
    });
    expectFail(forged, '1024', 401);
  });

  it('ends a session after 12 hours without a request, and keeps an active one going', async () => {
    const idle = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const busy = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(4 * HOUR);
      expectOk(await busy.call('userInfo'), 'userInfo');
    }
    expectFail(await idle.call('userInfo'), '1024', 401);
  });
});

describe('plain-http development (COOKIE_SECURE=0), even behind a trusted proxy', () => {
  const t = useTestApp('pglite', { cookieSecure: false, trustProxy: ['127.0.0.1'] });

  it('names the cookie rc_session and never marks it Secure, whatever X-Forwarded-Proto says', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const response = await new Agent(t.app).call('login', {
        body: { platformNum: DEMO, loginName: 'admin', password: 'Admin@2026' },
        headers,
      });
      const [cookie] = setCookies(response);
      expect(cookie).toMatch(/^rc_session=[\w-]{43}; /);
      expect(cookie).not.toContain('Secure');
    }
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    expectOk(await agent.call('userInfo'), 'userInfo');
  });
});

describe('the request body a handler sees', () => {
  const seen: unknown[] = [];
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  const echo = (url: string, body: TSchema) =>
    app.post(url, { config: { call: PUBLIC_CALL }, schema: { body } }, async (request) => {
      seen.push(request.body);
      return ok(true);
    });

  beforeAll(async () => {
    const opened = await openTestDatabase('pglite');
    dispose = opened.dispose;
    app = await buildApp({ config: testConfig(), database: opened.database, logger: false });
    echo('/api/test/sendVerifyCode.do', api.sendVerifyCode.body);
    echo('/api/test/changePass.do', api.changePass.body);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('holds only the fields the contract declares, at every depth, in JSON and form bodies', async () => {
    const request = { appCode: 'rcadmin', appServiceCode: 'login', phoneNo: ADMIN_PHONE, tenantId: '' };
    const json = await app.inject({
      method: 'POST',
      url: '/api/test/sendVerifyCode.do',
      payload: { request: { ...request, isAdmin: true }, _platform_num: DEMO, tenantId: 1 },
    });
    expect(json.statusCode, json.body).toBe(200);
    const passwords = { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b', verifyCode: '123456' };
    const form = await app.inject({
      method: 'POST',
      url: '/api/test/changePass.do',
      payload: new URLSearchParams({ ...passwords, oldPwd: 'c', userId: '1', roles: 'admin' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(seen).toEqual([
      { request, _platform_num: DEMO },
      // Both readings of changePass are declared, so both reach its handler.
      { ...passwords, oldPwd: 'c' },
    ]);
  });
});
