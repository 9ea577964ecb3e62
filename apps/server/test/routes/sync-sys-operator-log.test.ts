import { eq } from 'drizzle-orm';
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

  it('[API-17] [DATA-07] appends the record under the session’s tenant and user, whoever the body names', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const opt = `查看 ${Date.now()}`;
    const claimed = { ...record, opt, optUserCode: 'clerk', optUserName: '李娜', tenantName: 'Other' };
    expect(expectOk(await agent.call('syncSysOperatorLog', { body: claimed }), 'syncSysOperatorLog')).toBe(
      true,
    );
    // Filed beside the demo tenant's seeded records: this one is the record with the test's text.
    const rows = await t.database.db.select().from(operationLog).where(eq(operationLog.opt, opt));
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

  it('[SEC-7][DATA-07] files the server’s own time and address: a record cannot be dated or placed by its sender', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const opt = `forged-${Date.now()}`;
    const forged = {
      ...record,
      opt,
      optTime: '2020-01-01 00:00:00',
      addr: '10.0.0.1',
      menuCode: '/organization/roleManage',
      menuName: '别的页面',
    };
    expectOk(await agent.call('syncSysOperatorLog', { body: forged }), 'syncSysOperatorLog');
    const [row] = await t.database.db.select().from(operationLog).where(eq(operationLog.opt, opt));
    expect(row!.optTime.startsWith('2020')).toBe(false);
    expect(row!.addr).toBe('127.0.0.1');
  });

  it('[SEC-7] refuses a page the caller’s roles do not grant, a client that is not the shell’s, and a flood', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    clerk.language = 'en';
    const before = await countRows(t.database, operationLog);
    expectFail(
      await clerk.call('syncSysOperatorLog', { body: { ...record, menuCode: '/organization/roleManage' } }),
      '4030',
      403,
    );
    const other = expectFail(
      await clerk.call('syncSysOperatorLog', { body: { ...record, client: 'forged-client' } }),
      '4220',
      422,
    );
    expect(other.msg).toContain('"forged-client"');
    expect(await countRows(t.database, operationLog)).toBe(before);
    // A page outside the menu (an edit page, a frame) is filed as the shell names it; the shell's
    // error reports keep their stack in addr.
    expectOk(
      await clerk.call('syncSysOperatorLog', { body: { ...record, menuCode: '/goods/index/edit/1' } }),
      'syncSysOperatorLog',
    );
    expectOk(
      await clerk.call('syncSysOperatorLog', {
        body: { ...record, client: 'rcadmin-web', addr: 'TypeError at x.js:1' },
      }),
      'syncSysOperatorLog',
    );
    let flood = 0;
    for (let n = 0; n < 40; n++) {
      const answer = await clerk.call('syncSysOperatorLog', { body: record });
      if (answer.statusCode === 429) flood += 1;
    }
    // Thirty a minute: the refused page and the two records above count, the refused client not.
    expect(flood).toBe(40 - (30 - 3));
  });
});
