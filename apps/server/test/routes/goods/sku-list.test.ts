import { Code } from '@rcadmin/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodsCategories, skuStores, skus, stores, tenants } from '../../../src/db/schema';
import {
  DEMO,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type TestApp,
} from '../../helpers';

const ADMIN_PASSWORD = 'Admin@2026';

async function demoTenantId(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, DEMO));
  return row!.id;
}

describe.each(TEST_DATABASES)('goods list calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('[GOODS-01] queryList answers a page of the demo SKUs, newest first, with the total', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const page = expectOk(
      await admin.call('goodsQueryList', { query: { pageNo: 1, pageSize: 20 } }),
      'goodsQueryList',
    );
    expect(page.total).toBeGreaterThanOrEqual(290);
    expect(page.list).toHaveLength(20);
    const ids = page.list.map((row) => Number(row.skuId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = expectOk(
      await admin.call('goodsQueryList', { query: { pageNo: 2, pageSize: 20 } }),
      'goodsQueryList',
    );
    expect(second.list.map((row) => row.skuId)).not.toContain(page.list[0]!.skuId);
    const row = page.list.find((entry) => entry.comb === '0') ?? page.list[0]!;
    expect(row.skuReferPrice).toMatch(/^\d+\.\d{2}$/);
    expect(row.storeCount).toBeGreaterThan(0);
    expect(row.deletedAt).toBe('');
  });

  it("[GOODS-01] a page asked withTotal '0' (the next page of a counted view) has the same rows, total -1", async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const query = { pageNo: 3, pageSize: 10 as const, skuName: '奶' };
    const counted = expectOk(await admin.call('goodsQueryList', { query }), 'goodsQueryList');
    const uncounted = expectOk(
      await admin.call('goodsQueryList', { query: { ...query, withTotal: '0' } }),
      'goodsQueryList',
    );
    expect(counted.total).toBeGreaterThan(0);
    expect(uncounted.total).toBe(-1);
    expect(uncounted.list.map((row) => row.skuId)).toEqual(counted.list.map((row) => row.skuId));
  });

  it('[GOODS-01] filters by name, barcode and goods no. (contains), brand, sale state and comb', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const list = async (query: Record<string, string | number>) =>
      expectOk(await admin.call('goodsQueryList', { query: { pageSize: 100, ...query } }), 'goodsQueryList');
    const byName = await list({ skuName: '可乐' });
    expect(byName.total).toBeGreaterThan(0);
    for (const row of byName.list) expect(row.skuName).toContain('可乐');
    const first = byName.list[0]!;
    const byBar = await list({ barCode: first.barCode.slice(4, 11) });
    expect(byBar.list.map((row) => row.skuId)).toContain(first.skuId);
    const byNo = await list({ goodsNo: first.goodsNo });
    expect(byNo.list.map((row) => row.skuId)).toContain(first.skuId);
    // Wildcards are text, not patterns.
    expect((await list({ skuName: '%' })).total).toBe(0);
    const combined = await list({ comb: '1' });
    expect(combined.total).toBe(4);
    for (const row of combined.list) expect(row.comb).toBe('1');
    const off = await list({ saleState: '0' });
    expect(off.total).toBeGreaterThan(0);
    for (const row of off.list) expect(row.saleState).toBe(0);
    const both = await list({ skuName: '可乐', saleState: '1' });
    for (const row of both.list) expect(row.saleState).toBe(1);
  });

  it('[GOODS-01] a category filter includes the SKUs of its descendants', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const tenantId = await demoTenantId(t);
    const [drinks] = await t.database.db
      .select({ id: goodsCategories.id })
      .from(goodsCategories)
      .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.name, '饮料')));
    const [water] = await t.database.db
      .select({ id: goodsCategories.id })
      .from(goodsCategories)
      .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.name, '矿泉水')));
    const top = expectOk(
      await admin.call('goodsQueryList', { query: { categoryId: String(drinks!.id), pageSize: 100 } }),
      'goodsQueryList',
    );
    const leaf = expectOk(
      await admin.call('goodsQueryList', { query: { categoryId: String(water!.id), pageSize: 100 } }),
      'goodsQueryList',
    );
    expect(leaf.total).toBeGreaterThan(0);
    expect(top.total).toBeGreaterThan(leaf.total);
    for (const row of leaf.list) expect(row.categoryName).toBe('矿泉水');
    const names = new Set(top.list.map((row) => row.categoryName));
    expect(names.has('矿泉水')).toBe(true);
    expect(names.has('可乐汽水')).toBe(true);
  });

  it('[GOODS-01] sorts by name, price, update time and goods no. in both directions', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const prices = async (sortOrder: 'asc' | 'desc') =>
      expectOk(
        await admin.call('goodsQueryList', {
          query: { sortField: 'skuReferPrice', sortOrder, pageSize: 50 },
        }),
        'goodsQueryList',
      ).list.map((row) => Number(row.skuReferPrice));
    const ascending = await prices('asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    for (const sortField of ['skuName', 'updatedAt', 'goodsNo'] as const) {
      const page = expectOk(
        await admin.call('goodsQueryList', { query: { sortField, sortOrder: 'asc', pageSize: 10 } }),
        'goodsQueryList',
      );
      expect(page.list).toHaveLength(10);
    }
  });

  it('refuses a page size outside 10/20/50/100 and an unknown sort field with a clear message', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    admin.language = 'en';
    const body = expectFail(
      await admin.call('goodsQueryList', { query: { pageSize: 30 } }),
      Code.invalidRequest,
      400,
    );
    expect(body.msg).toMatch(/pageSize/);
    expectFail(
      await admin.call('goodsQueryList', { query: { sortField: 'password' } }),
      Code.invalidRequest,
      400,
    );
    expectFail(await admin.call('goodsQueryList', { query: { pageNo: 0 } }), Code.invalidRequest, 400);
  });

  it('[GOODS-01] queryStoreList answers the stores that sell a SKU, or the active stores without one', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const all = expectOk(await admin.call('goodsQueryStoreList'), 'goodsQueryStoreList');
    expect(all.map((store) => store.storeCode)).toEqual(
      Array.from({ length: 12 }, (_, i) => `S${String(i + 1).padStart(3, '0')}`),
    );
    const page = expectOk(await admin.call('goodsQueryList', { query: { pageSize: 10 } }), 'goodsQueryList');
    const row = page.list[0]!;
    const selling = expectOk(
      await admin.call('goodsQueryStoreList', { query: { skuId: row.skuId } }),
      'goodsQueryStoreList',
    );
    expect(selling).toHaveLength(row.storeCount);
    expectFail(await admin.call('goodsQueryStoreList', { query: { skuId: '99999999' } }), Code.notFound, 404);
    expectFail(
      await admin.call('goodsQueryStoreList', { query: { skuId: '999999999999999' } }),
      Code.notFound,
      404,
    );
  });

  it('[GOODS-01] a row counts and lists the stores that sell at a price of their own, not at its retail price', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const page = expectOk(await admin.call('goodsQueryList', { query: { pageSize: 50 } }), 'goodsQueryList');
    for (const entry of page.list) {
      expect(entry.storePriceCount).toBe(0);
      expect(entry.storePrices).toEqual([]);
    }
    const row = page.list.find((entry) => entry.storeCount >= 3)!;
    const selling = await t.database.db
      .select({ id: skuStores.storeId, name: stores.storeName })
      .from(skuStores)
      .innerJoin(stores, eq(stores.id, skuStores.storeId))
      .where(eq(skuStores.skuId, Number(row.skuId)))
      .orderBy(stores.storeName, stores.id);
    // One store's price is the retail price itself (no difference), two have their own.
    const own = [
      [selling[0]!, row.skuReferPrice],
      [selling[1]!, '1.05'],
      [selling[2]!, '99.90'],
    ] as const;
    for (const [store, price] of own)
      await t.database.db
        .update(skuStores)
        .set({ storePrice: price })
        .where(and(eq(skuStores.skuId, Number(row.skuId)), eq(skuStores.storeId, store.id)));
    const again = expectOk(
      await admin.call('goodsQueryList', { query: { barCode: row.barCode, pageSize: 10 } }),
      'goodsQueryList',
    );
    const priced = again.list.find((entry) => entry.skuId === row.skuId)!;
    expect(priced.storeCount).toBe(row.storeCount);
    expect(priced.storePriceCount).toBe(2);
    expect(priced.storePrices).toEqual([
      { storeId: String(selling[1]!.id), storeName: selling[1]!.name, price: '1.05' },
      { storeId: String(selling[2]!.id), storeName: selling[2]!.name, price: '99.90' },
    ]);
  });

  it('[GOODS-08] loadRate answers the pack rates of a SKU; 4004 for an unknown one', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const tenantId = await demoTenantId(t);
    const [first] = await t.database.db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), isNull(skus.deletedAt), eq(skus.comb, 0)))
      .orderBy(skus.id)
      .limit(1);
    const rates = expectOk(
      await admin.call('goodsLoadRate', { query: { skuId: String(first!.id) } }),
      'goodsLoadRate',
    );
    expect(rates).toEqual([{ quantity: 12, unit: '箱', barCode: expect.stringMatching(/^6921\d{9}$/) }]);
    expectFail(await admin.call('goodsLoadRate', { query: { skuId: '99999999' } }), Code.notFound, 404);
  });

  it('[GOODS-01] the store filter keeps the SKUs a store sells', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', ADMIN_PASSWORD);
    const tenantId = await demoTenantId(t);
    const [s5] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, 'S005')));
    const inS5 = expectOk(
      await admin.call('goodsQueryList', { query: { storeId: String(s5!.id), pageSize: 10 } }),
      'goodsQueryList',
    );
    const all = expectOk(await admin.call('goodsQueryList', { query: { pageSize: 10 } }), 'goodsQueryList');
    expect(inS5.total).toBeGreaterThan(0);
    expect(inS5.total).toBeLessThan(all.total);
  });

  it('[GOODS-01] a user whose role has no goods grant is refused with 4030', async () => {
    const cashier = await signedIn(t.app, DEMO, 'cashier', ADMIN_PASSWORD);
    cashier.language = 'en';
    const body = expectFail(await cashier.call('goodsQueryList'), Code.forbidden, 403);
    expect(body.msg).toMatch(/no permission/);
    expectFail(await cashier.call('goodsInitSku', { query: { comb: '0' } }), Code.forbidden, 403);
    expectFail(await cashier.call('goodsGetCommodityBase'), Code.forbidden, 403);
    // The clerk's role grants the goods area.
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expectOk(await clerk.call('goodsQueryList'), 'goodsQueryList');
  });
});
