import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginRecords, sessions } from '../../../../src/db/schema';
import { sha256 } from '../../../../src/infra/tokens';
import {
  Agent,
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
} from '../../../helpers';

const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

describe.each(TEST_DATABASES)('sso-web site calls on %s', (kind) => {
  const t = useTestApp(kind);

  describe('login', () => {
    it('[API-18] answers errorCode 0 and the login result for a current password', async () => {
      const agent = new Agent(t.app);
      const response = await agent.signIn(DEMO, 'admin', 'Admin@2026');
      const result = expectOk(response, 'login');
      expect(response.json()).toMatchObject({ errorCode: '0', msg: '成功' });
      expect(result).toMatchObject({
        platformNum: DEMO,
        tenantName: 'Demo Retail',
        siteUserName: '系统管理员',
        siteMobile: '13800000001',
        ssoMenuType: 0,
        pwdManagementStrategy: 1,
        expiredDays: 90,
      });
      expect(result.siteToken).toMatch(/^[\w-]{43}$/);
      expect(agent.cookie).toMatch(/^__Host-rc_session=[\w-]{43}$/);
    });

    it('[SHELL-16] carries the contract reminder: 20 days left, banner due', async () => {
      const result = expectOk(await new Agent(t.app).signIn(DEMO, 'clerk', 'Clerk@2026'), 'login');
      expect(result.contract).toMatchObject({ expire: 1, remainDay: 20, productName: 'rcadmin' });
      expect(result.contract?.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('[ERR-11] [PWD-02] answers errorCode 2001603 (a successful sign-in) on the initial password', async () => {
      const response = await new Agent(t.app).signIn(DEMO, 'newbie', 'Newbie@2026');
      expectOk(response, 'login');
      expect(response.json()).toMatchObject({ success: true, errorCode: '2001603' });
    });

    it('[ERR-11] [PWD-05] answers errorCode 2002012 when the password expired', async () => {
      const response = await new Agent(t.app).signIn(DEMO, 'expired', 'Expired@2026');
      const result = expectOk(response, 'login');
      expect(response.json()).toMatchObject({ success: true, errorCode: '2002012' });
      expect(result.expiredDays).toBe(-30);
    });

    it('[PWD-06] tells a password that expires in 5 days', async () => {
      const response = await new Agent(t.app).signIn(DEMO, 'soon', 'Soon@2026');
      expect(expectOk(response, 'login').expiredDays).toBe(5);
      expect(response.json()).toMatchObject({ errorCode: '0' });
    });

    it('[PWD-04] reports the enhanced strategy of the strict tenant', async () => {
      const response = await new Agent(t.app).signIn(STRICT, 'newbie', 'Newbie@2026');
      expect(expectOk(response, 'login').pwdManagementStrategy).toBe(2);
      expect(response.json()).toMatchObject({ errorCode: '2001603' });
    });

    it('refuses unknown company, unknown user and wrong password with one and the same answer', async () => {
      const answers = await Promise.all([
        new Agent(t.app).signIn('999999', 'admin', 'Admin@2026'),
        new Agent(t.app).signIn(DEMO, 'nobody', 'Admin@2026'),
        new Agent(t.app).signIn(DEMO, 'soon', 'Wrong@2026'),
      ]);
      const bodies = answers.map((response) => expectFail(response, '2001001', 200));
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      for (const response of answers) expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('starts a new session on every sign-in and ends the browser’s previous one', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const first = agent.cookie as string;
      await agent.signIn(DEMO, 'admin', 'Admin@2026');
      expect(agent.cookie).not.toBe(first);
      const stale = await t.app.inject({
        method: 'GET',
        url: '/api/sso-web/unify/site/getUserInfo.do',
        headers: { cookie: first },
      });
      expectFail(stale, '1024', 401);
    });

    it('stores only hashes of the session and site tokens', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const token = (agent.cookie as string).split('=')[1] as string;
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(token)));
      expect(row?.siteTokenHash).toBe(sha256(agent.siteToken as string));
      const all = JSON.stringify(await t.database.db.select().from(sessions));
      expect(all).not.toContain(token);
      expect(all).not.toContain(agent.siteToken);
    });
  });

  describe('company check', () => {
    it('[API-18] answers the company of a platform number', async () => {
      const result = expectOk(
        await new Agent(t.app).call('companyCheck', { body: { platformNum: DEMO } }),
        'companyCheck',
      );
      expect(result).toMatchObject({ platformNum: DEMO, companyName: 'Demo Retail', ssoMenuType: 0 });
    });

    it('[API-18] refuses an unknown platform number with code 2001000', async () => {
      expectFail(
        await new Agent(t.app).call('companyCheck', { body: { platformNum: '424242' } }),
        '2001000',
        200,
      );
    });
  });

  describe('validate', () => {
    it('[API-19] [NAV-07] is valid with the session cookie, base64 siteToken, siteUserId and platform number', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const login = agent.login!;
      const response = await agent.call('validate', {
        body: { siteToken: b64(login.siteToken), siteUserId: login.siteUserId, platformNum: DEMO },
      });
      expect(expectOk(response, 'validate')).toEqual({ valid: true });
    });

    it('[NAV-11] answers -1001 without any session cookie', async () => {
      const response = await new Agent(t.app).call('validate', {
        body: { siteToken: b64('x'), siteUserId: '1', platformNum: DEMO },
      });
      expectFail(response, '-1001', 401);
    });

    it('[NAV-10] answers 1024 for a wrong siteToken, user, platform or an ended session', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const login = agent.login!;
      const good = { siteToken: b64(login.siteToken), siteUserId: login.siteUserId, platformNum: DEMO };
      for (const body of [
        { ...good, siteToken: b64('not-the-token') },
        { ...good, siteToken: login.siteToken },
        { ...good, siteUserId: '999' },
        { ...good, platformNum: STRICT },
      ]) {
        expectFail(await agent.call('validate', { body }), '1024', 401);
      }
      await agent.call('logout', { body: { token: login.siteToken, userId: login.siteUserId } });
      expectFail(await agent.call('validate', { body: good }), '1024', 401);
    });
  });

  describe('user, tenant, login record', () => {
    it('[API-21] [AUTH-08] user info answers name, avatar, introduction and a non-empty roles array', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const result = expectOk(await agent.call('userInfo'), 'userInfo');
      expect(result).toMatchObject({
        name: '系统管理员',
        roles: ['admin'],
        loginName: 'admin',
        mobile: '13800000001',
      });
      expect(typeof result.avatar).toBe('string');
    });

    it('[ERR-13] answers 1024 (HTTP 401) to a call without a session', async () => {
      expectFail(await new Agent(t.app).call('userInfo'), '1024', 401);
    });

    it('[API-21] [AUTH-09] tenant info answers companyName with code 0 for the own tenant only', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const result = expectOk(await agent.call('tenantInfo', { query: { platformNum: DEMO } }), 'tenantInfo');
      expect(result.companyName).toBe('Demo Retail');
      expectFail(await agent.call('tenantInfo', { query: { platformNum: STRICT } }), '4004', 404);
    });

    it('[API-22] [AUTH-07] record login answers the record id as content.result', async () => {
      const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const login = agent.login!;
      const id = expectOk(
        await agent.call('recordLogin', { body: { ssoUserId: login.siteUserId, platformNum: DEMO } }),
        'recordLogin',
      );
      expect(id).toMatch(/^\d+$/);
      const [row] = await t.database.db
        .select()
        .from(loginRecords)
        .where(eq(loginRecords.id, Number(id)));
      expect(row?.userId).toBe(Number(login.siteUserId));
    });
  });

  describe('password expiry info', () => {
    const expiry = async (loginName: string, password: string) => {
      const agent = await signedIn(t.app, DEMO, loginName, password);
      const login = agent.login!;
      return expectOk(
        await agent.call('queryUserPwdExpireInfo', {
          body: { queryCond: { userId: login.siteUserId, token: login.siteToken, platformNum: DEMO } },
        }),
        'queryUserPwdExpireInfo',
      );
    };

    it('[API-14] [PWD-07] no warning with more than 7 days left', async () => {
      expect(await expiry('admin', 'Admin@2026')).toEqual({
        expiredTip: false,
        expireDays: 90,
        pwdManagementStrategy: 1,
      });
    });

    it('[API-14] [PWD-06] warns with 7 days or fewer, and reports 0 once expired', async () => {
      expect(await expiry('soon', 'Soon@2026')).toMatchObject({ expiredTip: true, expireDays: 5 });
      expect(await expiry('expired', 'Expired@2026')).toMatchObject({ expiredTip: true, expireDays: 0 });
    });
  });

  describe('logout', () => {
    it('[AUTH-10] [API-20] ends the session: its token is dead from then on', async () => {
      const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const login = agent.login!;
      const response = await agent.call('logout', {
        body: { token: login.siteToken, userId: login.siteUserId },
      });
      expect(expectOk(response, 'logout')).toBe(true);
      expect(String(response.headers['set-cookie'])).toMatch(/rc_session=;/);
      expectFail(await agent.call('userInfo'), '1024', 401);
      expectFail(
        await agent.call('logout', { body: { token: login.siteToken, userId: login.siteUserId } }),
        '1024',
        401,
      );
    });
  });
});
