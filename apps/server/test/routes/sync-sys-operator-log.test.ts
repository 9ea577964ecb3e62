import { asc, desc, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationLog } from '../../src/db/schema';
import { DEMO, TEST_DATABASES, countRows, expectFail, expectOk, signedIn, useTestApp } from '../helpers';

const record = {
  tenantId: '999',
  tenantName: 'Demo Retail',
  opt: '查看',
  client: 'rcadmin',
  optUserCode: 'admin',
  optUserName: '系统管理员',
  optTime: '2026-11-22 10:00:00',
  menuCode: '/goods/index/list',
  menuName: '商品档案',
  addr: '',
};

describe.each(TEST_DATABASES)('operation log on %s', (kind) => {
  const t = useTestApp(kind);
  const lastId = async () => {
    const [row] = await t.database.db
      .select({ id: operationLog.id })
      .from(operationLog)
      .orderBy(desc(operationLog.id))
      .limit(1);
    return row?.id ?? 0;
  };
  /** The records filed after the one `lastId` answered, oldest first. */
  const since = (id: number) =>
    t.database.db.select().from(operationLog).where(gt(operationLog.id, id)).orderBy(asc(operationLog.id));

  it('[API-17] [DATA-07] appends the record under the session’s tenant and user, whoever the body names', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const from = await lastId();
    const claimed = { ...record, optUserCode: 'clerk', optUserName: '李娜', tenantName: 'Other' };
    expect(expectOk(await agent.call('syncSysOperatorLog', { body: claimed }), 'syncSysOperatorLog')).toBe(
      true,
    );
    const rows = await since(from);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: Number(agent.login?.tenantId),
      userId: Number(agent.login?.siteUserId),
      optUserCode: 'admin',
      tenantName: 'Demo Retail',
      menuName: '商品档案',
      client: 'rcadmin',
      // The caller's address as the server sees it, not what the body says.
      addr: '127.0.0.1',
    });
    expect(rows[0]!.optUserName).not.toBe('李娜');
  });

  it('refuses a record with a missing or oversized field, writing nothing', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const before = await countRows(t.database, operationLog);
    const { opt: _opt, ...missing } = record;
    expect(expectFail(await agent.call('syncSysOperatorLog', { body: missing }), '4000', 400).msg).toContain(
      'body.opt',
    );
    const long = { ...record, addr: 'x'.repeat(501) };
    expect(expectFail(await agent.call('syncSysOperatorLog', { body: long }), '4000', 400).msg).toContain(
      'body.addr',
    );
    expect(await countRows(t.database, operationLog)).toBe(before);
  });

  it('[SEC-7] [API-17] [DATA-07] a page open is the server’s record: its time, address, operation and page name, whatever the body says', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    agent.language = 'zh';
    const from = await lastId();
    const forged = {
      ...record,
      opt: '删除角色 店长',
      optTime: '2020-01-01 00:00:00',
      addr: '10.0.0.1',
      menuCode: '/goods/index/list?tab=2',
      menuName: '角色管理',
    };
    expectOk(await agent.call('syncSysOperatorLog', { body: forged }), 'syncSysOperatorLog');
    const rows = await since(from);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      opt: '打开页面',
      client: 'rcadmin',
      menuCode: '/goods/index/list',
      menuName: '商品档案',
      addr: '127.0.0.1',
    });
    expect(rows[0]!.optTime.startsWith('2020')).toBe(false);
  });

  it('[SEC-7] [DATA-07] a page open behind a proxy is filed at the client’s address only when the proxy is trusted', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const from = await lastId();
    // The test app trusts no proxy: X-Forwarded-For is the caller's own say.
    expectOk(
      await agent.call('syncSysOperatorLog', { body: record, headers: { 'x-forwarded-for': '203.0.113.9' } }),
      'syncSysOperatorLog',
    );
    const rows = await since(from);
    expect(rows.map((row) => row.addr)).toEqual(['127.0.0.1']);
  });

  it('[SEC-7] [DATA-07] refuses a page open of a page the caller’s roles do not grant or outside the menu, a client that is not the shell’s, and a flood', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    clerk.language = 'en';
    const from = await lastId();
    const refused = expectFail(
      await clerk.call('syncSysOperatorLog', { body: { ...record, menuCode: '/organization/roleManage' } }),
      '4030',
      403,
    );
    expect(refused.msg).toBe('This page open is not recorded: only menu pages your current roles open are.');
    for (const menuCode of ['/goods/index/edit/1', 'password', 'rc-org-role', ''])
      expectFail(await clerk.call('syncSysOperatorLog', { body: { ...record, menuCode } }), '4030', 403);
    const other = expectFail(
      await clerk.call('syncSysOperatorLog', { body: { ...record, client: 'forged-client' } }),
      '4220',
      422,
    );
    expect(other.msg).toContain('"forged-client"');
    expect(await since(from)).toHaveLength(0);
    // The shell's error reports keep their text and their stack in addr;
    // a menu page is named as the menu names it.
    expectOk(
      await clerk.call('syncSysOperatorLog', {
        body: {
          ...record,
          client: 'rcadmin-web',
          opt: 'TypeError: x',
          addr: 'TypeError at x.js:1',
          menuName: '角色管理',
        },
      }),
      'syncSysOperatorLog',
    );
    expect((await since(from)).map((row) => [row.client, row.opt, row.addr, row.menuName])).toEqual([
      ['rcadmin-web', 'TypeError: x', 'TypeError at x.js:1', '商品档案'],
    ]);
    let flood = 0;
    for (let n = 0; n < 40; n++) {
      const answer = await clerk.call('syncSysOperatorLog', { body: record });
      if (answer.statusCode === 429) flood += 1;
    }
    // Thirty a minute: the five refused pages and the error report count, the refused client not.
    expect(flood).toBe(40 - (30 - 6));
  });
});
