import { describe, expect, it } from 'vitest';
import { favourites } from '../../src/db/schema';
import {
  Agent,
  DEMO,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
} from '../helpers';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('sessions and site token on %s', (kind) => {
  const t = useTestApp(kind);

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http', async () => {
    const response = await new Agent(t.app).signIn(DEMO, 'admin', 'Admin@2026');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^rc_session=[\w-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted', async () => {
    const response = await new Agent(t.app).call('login', {
      body: { platformNum: DEMO, loginName: 'admin', password: 'Admin@2026' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
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

describe('behind a trusted proxy', () => {
  const t = useTestApp('pglite', { trustProxy: true });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await new Agent(t.app).call('login', {
      body: { platformNum: DEMO, loginName: 'admin', password: 'Admin@2026' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });
});
