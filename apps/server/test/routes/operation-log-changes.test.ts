import type { OperationLogRow } from '@rcadmin/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { combItems, goodsCategories, skus, tenants } from '../../src/db/schema';
import {
  DEMO,
  TEST_DATABASES,
  expectOk,
  operationLogMark,
  operationLogSince,
  signedIn,
  useTestApp,
  type Agent,
  type TestApp,
} from '../helpers';
import { activeStores, draft, saveEmployee } from './org/people-support';

const PASSWORD = 'Admin@2026';
const GOODS_PAGE = '/goods/index/list';
const STORE_PAGE = '/organization/DeptIndex';
const EMPLOYEE_PAGE = '/organization/employeeIndex';

/** A single SKU of the demo tenant no combined good uses, its name and retail price. */
async function freeSku(t: TestApp, offset: number) {
  const [tenant] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, DEMO));
  const used = new Set(
    (await t.database.db.select({ id: combItems.subSkuId }).from(combItems)).map((r) => r.id),
  );
  const rows = await t.database.db
    .select({ id: skus.id, name: skus.skuName, price: skus.skuReferPrice })
    .from(skus)
    .where(and(eq(skus.tenantId, tenant!.id), eq(skus.comb, 0), isNull(skus.deletedAt)))
    .orderBy(skus.id);
  const row = rows.filter((r) => !used.has(r.id))[offset]!;
  return { id: String(row.id), name: row.name, price: row.price, tenantId: tenant!.id };
}

/** The records of the page filed after `mark`, as the viewer lists them to `agent` (in its language). */
async function viewed(
  agent: Agent,
  menuCode: string,
  mark: number,
  pageOpens?: '1',
): Promise<OperationLogRow[]> {
  const page = expectOk(
    await agent.call('operationLogPageList', {
      query: { menuCode, pageSize: 50, ...(pageOpens ? { pageOpens } : {}) },
    }),
    'operationLogPageList',
  );
  return page.list.filter((row) => Number(row.id) > mark);
}

describe.each(TEST_DATABASES)('operation log change lists on %s', (kind) => {
  const t = useTestApp(kind);

  it('[DATA-07] a batch price change keeps each SKU’s retail price, old → new, by name, read in the reader’s language', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const sku = await freeSku(t, 20);
    const mark = await operationLogMark(t);
    expectOk(
      await admin.call('goodsBatchChangePrice', { body: { skuIds: sku.id, priceType: 'set', value: '12' } }),
      'goodsBatchChangePrice',
    );
    const said = { zh: '零售价', en: 'Retail price', es: 'Precio de venta' };
    for (const [language, field] of Object.entries(said)) {
      admin.language = language;
      const [row] = await viewed(admin, GOODS_PAGE, mark);
      expect(row?.changes, language).toEqual([{ field, of: sku.name, from: sku.price, to: '12.00' }]);
      expect(row?.opt).not.toMatch(/skuIds?\b/);
    }
  });

  it('[DATA-07] a goods save keeps the fields it changed, names for ids (the category’s)', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const sku = await freeSku(t, 23);
    const read = expectOk(await admin.call('goodsGetSku', { query: { skuId: sku.id } }), 'goodsGetSku');
    // Another category some SKU of the tenant is in.
    const [other] = await t.database.db
      .select({ id: goodsCategories.id, name: goodsCategories.name })
      .from(skus)
      .innerJoin(goodsCategories, eq(goodsCategories.id, skus.categoryId))
      .where(and(eq(skus.tenantId, sku.tenantId), ne(goodsCategories.id, Number(read.categoryId))))
      .limit(1);
    const mark = await operationLogMark(t);
    expectOk(
      await admin.call('goodsSaveSku', {
        body: { ...read, skuReferPrice: '12.00', categoryId: String(other!.id) },
      }),
      'goodsSaveSku',
    );
    admin.language = 'en';
    const [row] = await viewed(admin, GOODS_PAGE, mark);
    expect(row?.opt).toBe(`Edited SKU “${sku.name}”`);
    expect(row?.changes).toEqual([
      { field: 'Category', from: read.categoryName, to: other!.name },
      { field: 'Retail price', from: read.skuReferPrice, to: '12.00' },
    ]);
  });

  it('[DATA-07] a batch sale mode change says the mode in the reader’s language', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const sku = await freeSku(t, 21);
    const mark = await operationLogMark(t);
    expectOk(
      await admin.call('goodsBatchUpdateSaleMode', { body: { skuIds: sku.id, saleMode: '2' } }),
      'goodsBatchUpdateSaleMode',
    );
    admin.language = 'en';
    const [row] = await viewed(admin, GOODS_PAGE, mark);
    expect(row?.changes).toEqual([{ field: 'Sale mode', of: sku.name, from: 'By piece', to: 'By weight' }]);
  });

  it('[DATA-07] a store edit keeps what changed by name; a new store lists what it was given', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const code = `C${Date.now().toString(36)}`;
    const mark = await operationLogMark(t);
    const saved = expectOk(
      await admin.call('saveDept', {
        body: { storeid: code, storename: 'Change shop', leaderOneName: 'Ann' },
      }),
      'saveDept',
    );
    expectOk(
      await admin.call('saveDept', {
        body: {
          id: saved.id,
          version: String(saved.version),
          storeid: code,
          storename: 'Change shop 2',
          leaderOneName: 'Bob',
        },
      }),
      'saveDept',
    );
    expectOk(await admin.call('updateDeptYn', { query: { id: saved.id } }), 'updateDeptYn');
    const [disabled, edited, created] = await viewed(admin, STORE_PAGE, mark);
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: 'Store code', to: code },
        { field: 'Store name', to: 'Change shop' },
        { field: 'Manager', to: 'Ann' },
      ]),
    );
    expect(edited?.opt).toBe('Edited store “Change shop 2”');
    expect(edited?.changes).toEqual([
      { field: 'Store name', from: 'Change shop', to: 'Change shop 2' },
      { field: 'Manager', from: 'Ann', to: 'Bob' },
    ]);
    expect(disabled?.opt).toBe('Disabled store “Change shop 2”');
    expect(disabled?.changes).toEqual([{ field: 'Status', from: 'Active', to: 'Disabled' }]);
  });

  it('[DATA-07] an employee edit names the store, not its code', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'es';
    const [first, second] = await activeStores(t, DEMO);
    const body = draft({ deptCode: first!.code, position: 'Cajero' });
    const saved = await saveEmployee(admin, body);
    const mark = await operationLogMark(t);
    await saveEmployee(admin, { ...body, id: saved.id, version: saved.version, deptCode: second!.code });
    const [row] = await viewed(admin, EMPLOYEE_PAGE, mark);
    expect(row?.changes).toEqual([{ field: 'Tienda o departamento', from: first!.name, to: second!.name }]);
    const records = await operationLogSince(t, mark);
    expect(records.map((record) => record.changes)).toEqual([
      [{ field: 'changeDept', from: first!.name, to: second!.name }],
    ]);
  });

  it('[DATA-07] page opens are left out of the viewer unless asked for, and menu names read in the reader’s language', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'zh';
    const sku = await freeSku(t, 22);
    const mark = await operationLogMark(t);
    const opened = {
      tenantId: '0',
      tenantName: '',
      opt: '',
      client: 'rcadmin',
      optUserCode: '',
      optUserName: '',
      optTime: '',
      menuCode: GOODS_PAGE,
      menuName: '',
      addr: '',
    };
    expectOk(await admin.call('syncSysOperatorLog', { body: opened }), 'syncSysOperatorLog');
    expectOk(
      await admin.call('goodsBatchChangePrice', { body: { skuIds: sku.id, priceType: 'add', value: '1' } }),
      'goodsBatchChangePrice',
    );
    const records = await operationLogSince(t, mark);
    expect(records.map((record) => [record.pageOpen, record.menuName])).toEqual([
      [true, '商品档案'],
      [false, '商品档案'],
    ]);
    admin.language = 'en';
    const shown = await viewed(admin, GOODS_PAGE, mark);
    expect(shown.map((row) => [row.pageOpen, row.menuName])).toEqual([[false, 'Goods records']]);
    const all = await viewed(admin, GOODS_PAGE, mark, '1');
    expect(all.map((row) => [row.pageOpen, row.menuName, row.opt])).toEqual([
      [false, 'Goods records', expect.stringContaining(sku.name)],
      [true, 'Goods records', 'Opened page'],
    ]);
  });
});
