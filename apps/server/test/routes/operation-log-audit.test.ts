import { Code, SMS_SERVICE_CODES } from '@rcadmin/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { combItems, skus, tenants, users } from '../../src/db/schema';
import {
  Agent,
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  latestSmsCode,
  signedIn,
  useTestApp,
  type TestApp,
  operationLogMark,
  operationLogSince,
} from '../helpers';
import { grantsOf, tenantIdOf } from './org/people-support';

const PASSWORD = 'Admin@2026';
const GOODS_PAGE = '/goods/index/list';
const STORE_PAGE = '/organization/DeptIndex';
const BRAND_PAGE = '/goods/brand/blist';

let serial = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(serial++).toString(36)}`;

async function userIdOf(t: TestApp, platformNum: string, loginName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(tenants.platformNum, platformNum), eq(users.loginName, loginName)));
  return row!.id;
}

/** Single SKUs of the demo tenant that no combined good uses, in the list. */
async function freeSkus(t: TestApp, n: number, offset: number) {
  const [tenant] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, DEMO));
  const used = new Set(
    (await t.database.db.select({ id: combItems.subSkuId }).from(combItems)).map((r) => r.id),
  );
  const rows = await t.database.db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.tenantId, tenant!.id), eq(skus.comb, 0), isNull(skus.deletedAt)))
    .orderBy(skus.id);
  return rows
    .filter((row) => !used.has(row.id))
    .slice(offset, offset + n)
    .map((row) => String(row.id));
}

/** The names of SKUs, by id. */
async function skuNames(t: TestApp, ids: string[]): Promise<Map<string, string>> {
  const rows = await t.database.db
    .select({ id: skus.id, name: skus.skuName })
    .from(skus)
    .where(inArray(skus.id, ids.map(Number)));
  return new Map(rows.map((row) => [String(row.id), row.name]));
}

async function zhAdmin(t: TestApp, platformNum = DEMO): Promise<Agent> {
  const agent = await signedIn(t.app, platformNum, 'admin', PASSWORD);
  agent.language = 'zh';
  return agent;
}

describe.each(TEST_DATABASES)('operation log records of changes on %s', (kind) => {
  const t = useTestApp(kind);

  it('[DATA-07] a goods save is recorded with the user, tenant, page, its menu name and the SKU', async () => {
    const admin = await zhAdmin(t);
    const [skuId] = await freeSkus(t, 1, 0);
    const read = expectOk(await admin.call('goodsGetSku', { query: { skuId: skuId! } }), 'goodsGetSku');
    const from = await operationLogMark(t);
    expectOk(
      await admin.call('goodsSaveSku', { body: { ...read, skuName: '可口可乐 500ml' } }),
      'goodsSaveSku',
    );
    const records = await operationLogSince(t, from);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      tenantId: Number(admin.login?.tenantId),
      tenantName: 'Demo Retail',
      userId: Number(admin.login?.siteUserId),
      optUserCode: 'admin',
      optUserName: admin.login?.siteUserName,
      client: 'rcadmin',
      menuCode: GOODS_PAGE,
      menuName: '商品档案',
      opt: `修改商品 “可口可乐 500ml”`,
      changes: [{ field: 'changeSkuName', from: read.skuName, to: '可口可乐 500ml' }],
      addr: '127.0.0.1',
    });
    expect(records[0]!.optTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('[DATA-07] a delete, a batch delete and a batch price change name the SKUs and how many', async () => {
    const admin = await zhAdmin(t);
    const [one, ...three] = await freeSkus(t, 4, 5);
    const names = await skuNames(t, [one!, ...three]);
    const from = await operationLogMark(t);
    expectOk(await admin.call('goodsDelSku', { query: { skuId: one! } }), 'goodsDelSku');
    expectOk(
      await admin.call('goodsBatchChangePrice', {
        body: { skuIds: three.join(','), priceType: 'set', value: '9' },
      }),
      'goodsBatchChangePrice',
    );
    expectOk(
      await admin.call('goodsDelBatchSku', { query: { skuIds: three.join(',') } }),
      'goodsDelBatchSku',
    );
    const records = await operationLogSince(t, from);
    const listed = three.map((id) => ` “${names.get(id)}”`).join('');
    expect(records.map((record) => [record.menuCode, record.opt])).toEqual([
      [GOODS_PAGE, `删除商品 “${names.get(one!)}”`],
      [GOODS_PAGE, `修改商品价格 3 个${listed}`],
      [GOODS_PAGE, `删除商品 3 个${listed}`],
    ]);
  });

  it('[DATA-07] a store save and a status change are recorded on the store page', async () => {
    const admin = await zhAdmin(t);
    const from = await operationLogMark(t);
    const code = `A${Date.now().toString(36)}`;
    const saved = expectOk(
      await admin.call('saveDept', { body: { storeid: code, storename: '审计门店' } }),
      'saveDept',
    );
    expectOk(await admin.call('updateDeptYn', { query: { id: saved.id } }), 'updateDeptYn');
    const records = await operationLogSince(t, from);
    expect(records.map((record) => [record.menuCode, record.menuName, record.opt])).toEqual([
      [STORE_PAGE, '部门/门店', `新增门店 “审计门店”`],
      [STORE_PAGE, '部门/门店', `停用门店 “审计门店”`],
    ]);
  });

  it('[DATA-07] an export is recorded once it answers the file', async () => {
    const admin = await zhAdmin(t);
    const ids = await freeSkus(t, 2, 10);
    const names = await skuNames(t, ids);
    const from = await operationLogMark(t);
    const response = await admin.call('goodsBatchExport', { query: { skuIds: ids.join(',') } });
    expect(response.statusCode).toBe(200);
    const records = await operationLogSince(t, from);
    expect(records.map((record) => [record.menuCode, record.opt])).toEqual([
      [GOODS_PAGE, `导出商品 2 个${ids.map((id) => ` “${names.get(id)}”`).join('')}`],
    ]);
  });

  it('[DATA-07] the record is in the caller’s language (the language cookie)', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const name = unique('Audit brand');
    const from = await operationLogMark(t);
    const brand = expectOk(await admin.call('brandSave', { body: { brandName: name } }), 'brandSave');
    admin.language = 'es';
    expectOk(await admin.call('brandDelete', { body: { brandId: brand.brandId } }), 'brandDelete');
    const records = await operationLogSince(t, from);
    expect(records.map((record) => [record.menuCode, record.menuName, record.opt])).toEqual([
      [BRAND_PAGE, 'Brands', `Created brand “${name}”`],
      [BRAND_PAGE, 'Marcas', `Eliminación de marca brandId ${brand.brandId}`],
    ]);
  });

  it('[DATA-07] a write by the demo clerk goes under the clerk', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    clerk.language = 'zh';
    const name = unique('店员品牌');
    // The demo clerk views only: for this test its role may also create brands.
    const tenantId = await tenantIdOf(t, DEMO);
    const before = await grantsOf(t, tenantId, 'r-clerk');
    await t.app.repos.grants.setRoleResources(tenantId, 'r-clerk', [...before, 'rc-goods-brand:create']);
    const from = await operationLogMark(t);
    try {
      expectOk(await clerk.call('brandSave', { body: { brandName: name } }), 'brandSave');
    } finally {
      await t.app.repos.grants.setRoleResources(tenantId, 'r-clerk', before);
    }
    const records = await operationLogSince(t, from);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      userId: await userIdOf(t, DEMO, 'clerk'),
      optUserCode: 'clerk',
      menuCode: BRAND_PAGE,
      menuName: '品牌',
      opt: `新增品牌 “${name}”`,
    });
  });

  it('[DATA-07] a refused call leaves no record: forbidden, invalid or a business refusal', async () => {
    const admin = await zhAdmin(t);
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const name = unique('Twice');
    expectOk(await admin.call('brandSave', { body: { brandName: name } }), 'brandSave');
    const from = await operationLogMark(t);
    expectFail(await admin.call('brandSave', { body: { brandName: name } }), Code.duplicate, 409);
    expectFail(
      await clerk.call('saveDept', { body: { storeid: 'X1', storename: 'x' } }),
      Code.forbidden,
      403,
    );
    expectFail(await admin.call('goodsDelBatchSku', { query: { skuIds: 'a,b' } }), Code.invalidRequest, 400);
    expectFail(
      await admin.call('goodsDelSku', {
        query: { skuId: '999999999' },
        headers: { 'x-site-token': 'forged' },
      }),
      Code.siteTokenMismatch,
      403,
    );
    expect(await operationLogSince(t, from)).toEqual([]);
  });

  it('[DATA-07] reads, preferences and the calls that write their own richer record add nothing of their own', async () => {
    const admin = await zhAdmin(t);
    const from = await operationLogMark(t);
    expectOk(await admin.call('goodsQueryList', { query: { pageSize: 10 } }), 'goodsQueryList');
    const favourite = { resourceId: 'rc-goods-brand', parentResourceId: 'collectMenu', resourceName: '品牌' };
    expectOk(
      await admin.call('addCollect', {
        body: {
          siteToken: 'x',
          siteUserId: '1',
          appCode: 'rcadmin',
          collectResourceList: JSON.stringify([favourite]),
        },
      }),
      'addCollect',
    );
    expectOk(await admin.call('removeCollect', { body: { resIdList: 'rc-goods-brand' } }), 'removeCollect');
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('审计角色') } }), 'roleSave');
    const records = await operationLogSince(t, from);
    // Only the role's own record (routes/org/people), not a second, generic one.
    expect(records.map((record) => record.opt)).toEqual([`新增角色：${role.name}`]);
  });

  it('[DATA-07] a record that cannot be written never fails the call', async () => {
    const admin = await zhAdmin(t);
    const spy = vi.spyOn(t.app.repos.logs, 'addOperation').mockRejectedValueOnce(new Error('disk full'));
    try {
      const brand = expectOk(
        await admin.call('brandSave', { body: { brandName: unique('No log') } }),
        'brandSave',
      );
      expect(brand.brandId).not.toBe('');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe.each(TEST_DATABASES)('operation log records of sign-ins and password changes on %s', (kind) => {
  const t = useTestApp(kind);

  const signInZh = async (platformNum: string, loginName: string, password: string) => {
    const agent = new Agent(t.app);
    agent.language = 'zh';
    return { agent, response: await agent.signIn(platformNum, loginName, password) };
  };

  it('[DATA-07] a sign-in is recorded under the user, on the login entry', async () => {
    const from = await operationLogMark(t);
    const { agent, response } = await signInZh(DEMO, 'admin', PASSWORD);
    expectOk(response, 'login');
    const records = await operationLogSince(t, from);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      tenantId: Number(agent.login?.tenantId),
      tenantName: 'Demo Retail',
      userId: Number(agent.login?.siteUserId),
      optUserCode: 'admin',
      menuCode: 'login',
      menuName: '登录',
      opt: '登录成功（账号密码）',
      client: 'rcadmin',
    });
  });

  it('[DATA-07] a failed sign-in of an existing account says why, never what was typed; an unknown one leaves none', async () => {
    const from = await operationLogMark(t);
    const wrong = 'Wrong@Secret9';
    expectFail((await signInZh(DEMO, 'soon', wrong)).response, '2001001', 200);
    expectFail((await signInZh(DEMO, 'nobody-here', wrong)).response, '2001001', 200);
    expectFail((await signInZh('999999', 'admin', wrong)).response, '2001001', 200);
    const records = await operationLogSince(t, from);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      userId: await userIdOf(t, DEMO, 'soon'),
      optUserCode: 'soon',
      menuCode: 'login',
      opt: '登录失败：密码错误（账号密码）',
    });
    expect(JSON.stringify(records)).not.toContain(wrong);
  });

  it('[DATA-07] a password change is recorded, and a forced change verified by SMS says so', async () => {
    const from = await operationLogMark(t);
    const soon = await signedIn(t.app, DEMO, 'soon', 'Soon@2026');
    soon.language = 'zh';
    const changed = await soon.call('changePass', {
      body: { oldPwd: 'Soon@2026', newPwd: 'Fresh@2026x', confirmPwd: 'Fresh@2026x' },
    });
    expect(changed.json()).toMatchObject({ success: true, errorCode: '2002000' });

    // STRICT forces the change of newbie's initial password and wants an SMS code.
    const newbie = await signedIn(t.app, STRICT, 'newbie', 'Newbie@2026');
    newbie.language = 'en';
    expectOk(
      await newbie.call('sendVerifyCode', {
        body: {
          request: {
            appCode: 'rcadmin',
            appServiceCode: SMS_SERVICE_CODES.password,
            phoneNo: '13900000002',
            tenantId: '',
          },
          _platform_num: STRICT,
        },
      }),
      'sendVerifyCode',
    );
    const code = (await latestSmsCode(t.database, '13900000002')) as string;
    const forced = await newbie.call('changePass', {
      body: { oldPwd: 'Newbie@2026', newPwd: 'Newbie2027', confirmPwd: 'Newbie2027', verifyCode: code },
    });
    expect(forced.json()).toMatchObject({ success: true, errorCode: '2002000' });

    const changes = (await operationLogSince(t, from)).filter((record) => record.menuCode === 'password');
    expect(changes.map((record) => [record.optUserCode, record.menuName, record.opt])).toEqual([
      ['soon', '修改密码', '修改密码'],
      [
        'newbie',
        'Change password',
        'Changed the password (forced change of an initial or expired password) (verified by SMS code)',
      ],
    ]);
    expect(changes[1]!.userId).toBe(await userIdOf(t, STRICT, 'newbie'));
  });

  it('[API-17] a page record sent without an address is filed at the caller’s, in the caller’s language', async () => {
    const admin = await zhAdmin(t);
    const from = await operationLogMark(t);
    expectOk(
      await admin.call('syncSysOperatorLog', {
        body: {
          tenantId: DEMO,
          tenantName: 'Demo Retail',
          opt: '打开页面',
          client: 'rcadmin',
          optUserCode: 'admin',
          optUserName: 'admin',
          optTime: '2026-11-22 10:00:00',
          menuCode: BRAND_PAGE,
          menuName: '品牌',
          addr: '',
        },
      }),
      'syncSysOperatorLog',
    );
    const records = await operationLogSince(t, from);
    expect(records.map((record) => [record.opt, record.addr])).toEqual([['打开页面', '127.0.0.1']]);
  });
});
