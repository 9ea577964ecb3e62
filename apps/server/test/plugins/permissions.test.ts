import { Code, SITE_TOKEN_HEADER, ok, type SiteMenuResult } from '@rcadmin/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { roleResources, sessions, stores, sysParams, tenants, users } from '../../src/db/schema';
import { messages } from '../../src/i18n/messages';
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
  openTestDatabase,
  signedIn,
  useTestApp,
} from '../helpers';

const HOUR = 60 * 60 * 1000;
const ROLE_PAGE = 'rc-org-role';

/** Ids of the demo tenant's rows, read from the database. */
async function demoIds(database: Database) {
  const { db } = database;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.platformNum, DEMO));
  if (!tenant) throw new Error('no demo tenant');
  const storeId = async (storeCode: string) => {
    const [row] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, tenant.id), eq(stores.storeCode, storeCode)));
    if (!row) throw new Error(`no store ${storeCode}`);
    return row.id;
  };
  const userId = async (loginName: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.loginName, loginName)));
    if (!row) throw new Error(`no user ${loginName}`);
    return row.id;
  };
  const grantedTo = async (roleId: string) =>
    (
      await db
        .select({ id: roleResources.resourceId })
        .from(roleResources)
        .where(and(eq(roleResources.tenantId, tenant.id), eq(roleResources.roleId, roleId)))
    ).map((row) => row.id);
  return { tenantId: tenant.id, storeId, userId, grantedTo };
}

const roleQuery = { body: { roleId: 'r-clerk' } };

const menuBody = (agent: Agent, roleList: string, storeCode?: string) => ({
  body: {
    siteToken: Buffer.from(agent.siteToken as string).toString('base64'),
    siteUserId: agent.login?.siteUserId as string,
    appCode: 'rcadmin',
    platformNum: DEMO,
    roleList,
    ...(storeCode ? { storeCode } : {}),
  },
});

const menuUrls = (result: SiteMenuResult) =>
  result.appList
    .flatMap((app) => app.menuList)
    .flatMap((area) => area.children)
    .flatMap((group) => group.children)
    .map((page) => page.url);

describe.each(TEST_DATABASES)('permissions on %s', (kind) => {
  const t = useTestApp(kind, { sessionMaxMs: 30 * HOUR });

  it('[API-12] refuses a clerk a resource-bound call with 4030 and HTTP 403, in zh, en and es', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    for (const language of ['zh', 'en', 'es'] as const) {
      clerk.language = language;
      const body = expectFail(await clerk.call('queryRoleResource', roleQuery), Code.forbidden, 403);
      expect(body.msg).toBe(messages.forbidden[language]);
    }
  });

  it('[API-12] allows the admin, whose role grants everything', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    expectOk(await admin.call('queryRoleResource', roleQuery), 'queryRoleResource');
  });

  it('checks the site token before the grant: a cross-site request learns nothing', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expectFail(
      await clerk.call('queryRoleResource', { ...roleQuery, headers: { [SITE_TOKEN_HEADER]: 'forged' } }),
      Code.siteTokenMismatch,
      403,
    );
  });

  it('sign-in makes the first authorised store current; a user with no store has none', async () => {
    const ids = await demoIds(t.database);
    const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const nostore = await signedIn(t.app, DEMO, 'nostore', 'Nostore@2026');
    const current = async (agent: Agent) => {
      const rows = await t.database.db
        .select({ store: sessions.currentStoreId, user: sessions.userId })
        .from(sessions)
        .where(eq(sessions.userId, Number(agent.login?.siteUserId)));
      return rows.map((row) => row.store);
    };
    expect(new Set(await current(admin))).toEqual(new Set([await ids.storeId('S001')]));
    expect(await current(nostore)).toEqual([null]);
    expectFail(await nostore.call('queryRoleResource', roleQuery), Code.forbidden, 403);
  });

  it('allows a user in the store where a role grants the call, and refuses after a switch to the other', async () => {
    const ids = await demoIds(t.database);
    // soon is a clerk in S001 and S003; make them admin in S003 only.
    await t.app.repos.grants.setUserStoreRoles(
      ids.tenantId,
      await ids.userId('soon'),
      await ids.storeId('S003'),
      ['r-admin'],
    );
    const soon = await signedIn(t.app, DEMO, 'soon', 'Soon@2026');
    expectFail(await soon.call('queryRoleResource', roleQuery), Code.forbidden, 403);

    const inS003 = expectOk(
      await soon.call('siteMenuList', menuBody(soon, 'r-admin', 'S003')),
      'siteMenuList',
    ) as SiteMenuResult;
    expect(menuUrls(inS003)).toContain('/organization/roleManage');
    expectOk(await soon.call('queryRoleResource', roleQuery), 'queryRoleResource');

    // Asking for the admin role in S001, where it is not held, gets the clerk's menu only.
    const inS001 = expectOk(
      await soon.call('siteMenuList', menuBody(soon, 'r-admin,r-clerk', 'S001')),
      'siteMenuList',
    ) as SiteMenuResult;
    expect(menuUrls(inS001)).not.toContain('/organization/roleManage');
    expect(menuUrls(inS001)).toContain('/goods/index/list');
    expectFail(await soon.call('queryRoleResource', roleQuery), Code.forbidden, 403);
  });

  it('refuses a switch to a store the user holds no role in, and keeps the current one', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    clerk.language = 'zh';
    for (const storeCode of ['S001', 'S999']) {
      const body = expectFail(
        await clerk.call('siteMenuList', menuBody(clerk, 'r-clerk', storeCode)),
        Code.noAuthorisedStore,
        200,
      );
      expect(body.msg).toBe('用户未授权门店，请联系商户管理员处理');
    }
    const menu = expectOk(await clerk.call('siteMenuList', menuBody(clerk, 'r-clerk')), 'siteMenuList');
    expect(menuUrls(menu as SiteMenuResult)).toContain('/goods/index/list');
  });

  describe('the cached session and grants', () => {
    it('logout: the very next request with the cookie is refused', async () => {
      const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      expectOk(await agent.call('userInfo'), 'userInfo');
      expectOk(
        await agent.call('logout', { body: { token: 'x', userId: agent.login?.siteUserId as string } }),
        'logout',
      );
      expectFail(await agent.call('userInfo'), Code.loginRequired, 401);
    });

    it('password change: every other session of the user is refused at once', async () => {
      const first = await signedIn(t.app, DEMO, 'newbie', 'Newbie@2026');
      const second = await signedIn(t.app, DEMO, 'newbie', 'Newbie@2026');
      expectOk(await second.call('userInfo'), 'userInfo');
      const changed = await first.call('changePass', {
        body: { oldPwd: 'Newbie@2026', newPwd: 'Newbie@2027', confirmPwd: 'Newbie@2027' },
      });
      expect(changed.json()).toMatchObject({ errorCode: Code.passwordChanged });
      expectFail(await second.call('userInfo'), Code.loginRequired, 401);
    });

    it('grant change: the next request and the next menu follow it', async () => {
      const ids = await demoIds(t.database);
      const clerkGrants = await ids.grantedTo('r-clerk');
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      expectFail(await clerk.call('queryRoleResource', roleQuery), Code.forbidden, 403);
      expect(
        menuUrls(expectOk(await clerk.call('siteMenuList', menuBody(clerk, 'r-clerk')), 'siteMenuList')),
      ).not.toContain('/organization/roleManage');

      await t.app.repos.grants.setRoleResources(ids.tenantId, 'r-clerk', [
        ...clerkGrants,
        ROLE_PAGE,
        `${ROLE_PAGE}:view`,
      ]);
      expectOk(await clerk.call('queryRoleResource', roleQuery), 'queryRoleResource');
      expect(
        menuUrls(expectOk(await clerk.call('siteMenuList', menuBody(clerk, 'r-clerk')), 'siteMenuList')),
      ).toContain('/organization/roleManage');

      await t.app.repos.grants.setRoleResources(ids.tenantId, 'r-clerk', clerkGrants);
      expectFail(await clerk.call('queryRoleResource', roleQuery), Code.forbidden, 403);
    });

    it('a hit costs no query: a row removed behind the repositories’ back serves until the TTL', async () => {
      const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      expectOk(await agent.call('userInfo'), 'userInfo');
      await t.database.db.delete(sessions).where(eq(sessions.userId, Number(agent.login?.siteUserId)));
      expectOk(await agent.call('userInfo'), 'userInfo');
    });

    it('touches last_seen_at at most once a minute, and keeps idle and absolute lifetimes on a hit', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const lastSeen = async () => {
        const [row] = await t.database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.siteTokenHash, sha256(agent.siteToken as string)));
        return row?.at.getTime();
      };
      const signedInAt = await lastSeen();
      t.clock.advance(30_000);
      expectOk(await agent.call('userInfo'), 'userInfo');
      expect(await lastSeen()).toBe(signedInAt);
      t.clock.advance(31_000);
      expectOk(await agent.call('userInfo'), 'userInfo');
      expect(await lastSeen()).toBe(t.clock.now().getTime());

      // Busy for 11 h steps: alive until 30 h after sign-in (sessionMaxMs), then ended.
      for (let hours = 11; hours < 30; hours += 11) {
        t.clock.advance(11 * HOUR);
        expectOk(await agent.call('userInfo'), 'userInfo');
      }
      t.clock.advance(11 * HOUR);
      expectFail(await agent.call('userInfo'), Code.loginRequired, 401);
    });
  });
});

/** A resource-bound call that writes: the refusal must come before its handler runs. */
const WRITE_CALL: CallConfig = {
  access: 'session+site',
  allowRestricted: false,
  encoding: 'form',
  method: 'POST',
  resources: ['/setting/index/list'],
};

describe.each(TEST_DATABASES)('a refused call changes nothing on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
    app = await buildApp({ config: testConfig(), database, logger: false });
    app.post('/api/test/setParam.do', { config: { call: WRITE_CALL } }, async (request) => {
      const tenantId = request.auth?.tenant.id as number;
      await database.db.insert(sysParams).values({ tenantId, name: 'written', value: '1' });
      return ok(true);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const write = (agent: Agent) =>
    app.inject({
      method: 'POST',
      url: '/api/test/setParam.do',
      payload: 'x=1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: agent.cookie as string,
        [SITE_TOKEN_HEADER]: agent.siteToken as string,
      },
    });

  it('a clerk’s write is refused with 403 and no row changes; the admin’s goes through', async () => {
    const before = await countRows(database, sysParams);
    const clerk = await signedIn(app, DEMO, 'clerk', 'Clerk@2026');
    expectFail(await write(clerk), Code.forbidden, 403);
    expect(await countRows(database, sysParams)).toBe(before);

    const admin = await signedIn(app, DEMO, 'admin', 'Admin@2026');
    expect((await write(admin)).statusCode).toBe(200);
    expect(await countRows(database, sysParams)).toBe(before + 1);
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))('two servers on one PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase('postgres'));
    first = await buildApp({ config: testConfig(), database, logger: false });
    second = await buildApp({ config: testConfig(), database, logger: false });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await dispose();
  });

  /** The same browser on the other server (a load balancer's next pick). */
  function onSecond(agent: Agent): Agent {
    const copy = new Agent(second);
    copy.cookie = agent.cookie;
    copy.siteToken = agent.siteToken;
    copy.login = agent.login;
    return copy;
  }

  /** Well under the cache's 5 s TTL: only the notification can make it this soon. */
  async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it('a logout on one server ends the session on the other at once (LISTEN/NOTIFY)', async () => {
    const agent = await signedIn(first, DEMO, 'admin', 'Admin@2026');
    const elsewhere = onSecond(agent);
    expectOk(await elsewhere.call('userInfo'), 'userInfo');
    expectOk(
      await agent.call('logout', { body: { token: 'x', userId: agent.login?.siteUserId as string } }),
      'logout',
    );
    expect(await within(1_000, async () => (await elsewhere.call('userInfo')).statusCode === 401)).toBe(true);
  });

  it('a grant change on one server reaches the other at once', async () => {
    const ids = await demoIds(database);
    const clerkGrants = await ids.grantedTo('r-clerk');
    const clerk = onSecond(await signedIn(first, DEMO, 'clerk', 'Clerk@2026'));
    expectFail(await clerk.call('queryRoleResource', roleQuery), Code.forbidden, 403);
    await first.repos.grants.setRoleResources(ids.tenantId, 'r-clerk', [
      ...clerkGrants,
      ROLE_PAGE,
      `${ROLE_PAGE}:view`,
    ]);
    expect(
      await within(1_000, async () => (await clerk.call('queryRoleResource', roleQuery)).statusCode === 200),
    ).toBe(true);
    await first.repos.grants.setRoleResources(ids.tenantId, 'r-clerk', clerkGrants);
  });
});
