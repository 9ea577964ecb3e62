import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationLog } from '../../src/db/schema';
import { DEMO, TEST_DATABASES, countRows, expectFail, expectOk, signedIn, useTestApp } from '../helpers';

const record = {
  tenantId: '999',
  tenantName: 'Demo Retail',
  opt: '查看',
  client: 'pc',
  optUserCode: 'admin',
  optUserName: '系统管理员',
  optTime: '2026-11-22 10:00:00',
  menuCode: 'rc-goods-list',
  menuName: '商品档案',
  addr: '/goods/index/list',
};

describe.each(TEST_DATABASES)('operation log on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-17] [DATA-07] appends the record under the session’s tenant and user, whoever the body names', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const claimed = { ...record, optUserCode: 'clerk', optUserName: '李娜', tenantName: 'Other' };
    expect(expectOk(await agent.call('syncSysOperatorLog', { body: claimed }), 'syncSysOperatorLog')).toBe(
      true,
    );
    // Filed beside the demo tenant's seeded records: this one is the record with the test's menu code.
    const rows = await t.database.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.menuCode, record.menuCode));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: Number(agent.login?.tenantId),
      userId: Number(agent.login?.siteUserId),
      optUserCode: 'admin',
      tenantName: 'Demo Retail',
      menuName: '商品档案',
      addr: '/goods/index/list',
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
});
