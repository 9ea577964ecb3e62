import { Code } from '@rcadmin/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { combItems, shopNavigations, skuPriceHistory, skus, tenants } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type TestApp,
} from '../../helpers';

const PASSWORD = 'Admin@2026';

async function tenantIdOf(t: TestApp, platformNum: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  return row!.id;
}

/** Single SKUs of the demo tenant that no combined good uses, in the list. */
async function freeSkus(t: TestApp, n: number, offset = 0) {
  const tenantId = await tenantIdOf(t, DEMO);
  const used = await t.database.db.select({ id: combItems.subSkuId }).from(combItems);
  const usedIds = new Set(used.map((row) => row.id));
  const rows = await t.database.db
    .select({
      id: skus.id,
      skuName: skus.skuName,
      price: skus.skuReferPrice,
      min: skus.minPrice,
      max: skus.maxPrice,
      version: skus.version,
    })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), eq(skus.comb, 0), isNull(skus.deletedAt)))
    .orderBy(skus.id);
  return rows.filter((row) => !usedIds.has(row.id)).slice(offset, offset + n);
}

const rowsOf = (t: TestApp, ids: number[]) =>
  t.database.db.select().from(skus).where(inArray(skus.id, ids)).orderBy(skus.id);

describe.each(TEST_DATABASES)('goods batch calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('[GOODS-05] delSku moves a SKU to the recycle bin and batchRestore.do brings it back', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [sku] = await freeSkus(t, 1);
    const id = String(sku!.id);
    expect(expectOk(await admin.call('goodsDelSku', { query: { skuId: id } }), 'goodsDelSku')).toEqual({
      updated: 1,
    });
    const list = expectOk(await admin.call('goodsQueryList', { query: { pageSize: 100 } }), 'goodsQueryList');
    expect(list.list.map((row) => row.skuId)).not.toContain(id);
    const bin = expectOk(await admin.call('goodsQueryList', { query: { deleted: '1' } }), 'goodsQueryList');
    expect(bin.list.map((row) => row.skuId)).toContain(id);
    expect(bin.list.find((row) => row.skuId === id)!.deletedAt).not.toBe('');
    // Deleted: not readable, not deletable again.
    expectFail(await admin.call('goodsGetSku', { query: { skuId: id } }), Code.notFound, 404);
    expectFail(await admin.call('goodsDelSku', { query: { skuId: id } }), Code.notFound, 404);
    expect(
      expectOk(await admin.call('goodsBatchRestore', { body: { skuIds: [id] } }), 'goodsBatchRestore'),
    ).toEqual({ updated: 1 });
    expectOk(await admin.call('goodsGetSku', { query: { skuId: id } }), 'goodsGetSku');
    // Restoring what is not in the bin is refused, naming it.
    admin.language = 'en';
    const body = expectFail(
      await admin.call('goodsBatchRestore', { body: { skuIds: [id] } }),
      Code.notFound,
      404,
    );
    expect(body.msg).toContain(id);
  });

  it('[GOODS-05] delBatchSku deletes all or none; one used by a combined good refuses the batch with 4092', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const free = await freeSkus(t, 3, 5);
    const [part] = await t.database.db
      .select({ subId: combItems.subSkuId, combId: combItems.combSkuId })
      .from(combItems)
      .limit(1);
    const [comb] = await rowsOf(t, [part!.combId]);
    const [sub] = await rowsOf(t, [part!.subId]);
    const ids = [...free.map((row) => row.id), part!.subId];
    const body = expectFail(
      await admin.call('goodsDelBatchSku', { query: { skuIds: ids.join(',') } }),
      Code.inUse,
      409,
    );
    expect(body.msg).toBe(
      `The goods item "${sub!.skuName}" is part of the combined good "${comb!.skuName}" and cannot be deleted.`,
    );
    expect((await rowsOf(t, ids)).every((row) => row.deletedAt === null)).toBe(true);
    expectFail(await admin.call('goodsDelSku', { query: { skuId: String(part!.subId) } }), Code.inUse, 409);
    // Deleting the combined good with its part is fine; then both restore together.
    const both = [part!.combId, part!.subId];
    const pairIds = both.join(',');
    expect(
      expectOk(await admin.call('goodsDelBatchSku', { query: { skuIds: pairIds } }), 'goodsDelBatchSku'),
    ).toEqual({ updated: 2 });
    expectOk(
      await admin.call('goodsBatchRestore', { body: { skuIds: both.map(String) } }),
      'goodsBatchRestore',
    );
    // An unknown id refuses the batch, naming it; the others stay.
    const unknown = expectFail(
      await admin.call('goodsDelBatchSku', { query: { skuIds: `${free[0]!.id},99999999` } }),
      Code.notFound,
      404,
    );
    expect(unknown.msg).toContain('99999999');
    expect((await rowsOf(t, [free[0]!.id]))[0]!.deletedAt).toBeNull();
    expect(
      expectOk(
        await admin.call('goodsDelBatchSku', { query: { skuIds: free.map((row) => row.id).join(',') } }),
        'goodsDelBatchSku',
      ),
    ).toEqual({ updated: 3 });
    expectOk(
      await admin.call('goodsBatchRestore', { body: { skuIds: free.map((row) => String(row.id)) } }),
      'goodsBatchRestore',
    );
  });

  it('[GOODS-06] [API-35] batchUpdateSaleMode sets the sale mode of the chosen SKUs', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const rows = await freeSkus(t, 3, 10);
    const ids = rows.map((row) => row.id);
    expect(
      expectOk(
        await admin.call('goodsBatchUpdateSaleMode', { body: { skuIds: ids.join(','), saleMode: '2' } }),
        'goodsBatchUpdateSaleMode',
      ),
    ).toEqual({ updated: 3 });
    const after = await rowsOf(t, ids);
    expect(after.map((row) => row.saleMode)).toEqual(['2', '2', '2']);
    expect(after.map((row) => row.version)).toEqual(rows.map((row) => row.version + 1));
    expectFail(
      await admin.call('goodsBatchUpdateSaleMode', { body: { skuIds: ids.join(','), saleMode: '3' } }),
      Code.invalidRequest,
      400,
    );
    expectFail(
      await admin.call('goodsBatchUpdateSaleMode', { body: { skuIds: '1,,2', saleMode: '1' } }),
      Code.invalidRequest,
      400,
    );
  });

  it('[GOODS-06] batchChangePrice.do sets, raises by a percentage or adds, and records the history', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    // SKUs without a min/max range.
    const rows = (await freeSkus(t, 40, 20))
      .filter((row) => row.min === null && row.max === null)
      .slice(0, 3);
    const ids = rows.map((row) => row.id);
    const skuIds = ids.join(',');
    const change = async (priceType: string, value: string) =>
      expectOk(
        await admin.call('goodsBatchChangePrice', { body: { skuIds, priceType, value } }),
        'goodsBatchChangePrice',
      );
    expect(await change('set', '10')).toEqual({ updated: 3 });
    expect((await rowsOf(t, ids)).map((row) => row.skuReferPrice)).toEqual(['10.00', '10.00', '10.00']);
    await change('percent', '15');
    expect((await rowsOf(t, ids)).map((row) => row.skuReferPrice)).toEqual(['11.50', '11.50', '11.50']);
    await change('add', '-1.5');
    expect((await rowsOf(t, ids)).map((row) => row.skuReferPrice)).toEqual(['10.00', '10.00', '10.00']);
    const history = await t.database.db
      .select()
      .from(skuPriceHistory)
      .where(and(eq(skuPriceHistory.skuId, ids[0]!), eq(skuPriceHistory.source, 'batch')))
      .orderBy(skuPriceHistory.id);
    expect(history.map((row) => [row.oldPrice, row.newPrice])).toEqual([
      [rows[0]!.price, '10.00'],
      ['10.00', '11.50'],
      ['11.50', '10.00'],
    ]);
  });

  it('[GOODS-06] a batch price change that breaks a range or goes below 0 is refused whole, naming the SKUs', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const all = await freeSkus(t, 80, 60);
    const ranged = all.find((row) => row.min !== null && row.max !== null)!;
    const plain = all.filter((row) => row.min === null && row.max === null).slice(0, 2);
    const ids = [...plain.map((row) => row.id), ranged.id];
    const before = await rowsOf(t, ids);
    const historyBefore = (await t.database.db.select().from(skuPriceHistory)).length;
    const body = expectFail(
      await admin.call('goodsBatchChangePrice', {
        body: { skuIds: ids.join(','), priceType: 'percent', value: '200' },
      }),
      Code.invalidValues,
      422,
    );
    expect(body.msg).toContain(ranged.skuName);
    expect(body.msg).toMatch(/^Nothing was changed/);
    expectFail(
      await admin.call('goodsBatchChangePrice', {
        body: { skuIds: plain.map((row) => row.id).join(','), priceType: 'add', value: '-100000' },
      }),
      Code.invalidValues,
      422,
    );
    expect(await rowsOf(t, ids)).toEqual(before);
    expect((await t.database.db.select().from(skuPriceHistory)).length).toBe(historyBefore);
    expectFail(
      await admin.call('goodsBatchChangePrice', { body: { skuIds: '1', priceType: 'double', value: '1' } }),
      Code.invalidRequest,
      400,
    );
  });

  it('[GOODS-06] batchChangeNav.do replaces or adds store navigation; unknown navigation is refused', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const tenantId = await tenantIdOf(t, DEMO);
    const navs = await t.database.db
      .select({ id: shopNavigations.id })
      .from(shopNavigations)
      .where(eq(shopNavigations.tenantId, tenantId))
      .orderBy(shopNavigations.id);
    const rows = await freeSkus(t, 2, 100);
    const ids = rows.map((row) => row.id);
    const skuIds = ids.join(',');
    const [a, b, c] = navs.map((nav) => nav.id);
    expectOk(
      await admin.call('goodsBatchChangeNav', {
        body: { skuIds, searchNavIds: `${a},${b}`, mode: 'replace' },
      }),
      'goodsBatchChangeNav',
    );
    expect((await rowsOf(t, ids)).map((row) => row.searchNavIds)).toEqual([
      [a, b],
      [a, b],
    ]);
    expectOk(
      await admin.call('goodsBatchChangeNav', { body: { skuIds, searchNavIds: `${b},${c}`, mode: 'add' } }),
      'goodsBatchChangeNav',
    );
    expect((await rowsOf(t, ids)).map((row) => row.searchNavIds)).toEqual([
      [a, b, c],
      [a, b, c],
    ]);
    const before = await rowsOf(t, ids);
    expectFail(
      await admin.call('goodsBatchChangeNav', { body: { skuIds, searchNavIds: '99999999', mode: 'add' } }),
      Code.invalidValues,
      422,
    );
    expect(await rowsOf(t, ids)).toEqual(before);
    expectOk(
      await admin.call('goodsBatchChangeNav', { body: { skuIds, searchNavIds: '', mode: 'replace' } }),
      'goodsBatchChangeNav',
    );
    expect((await rowsOf(t, ids)).map((row) => row.searchNavIds)).toEqual([[], []]);
  });

  it('batch calls refuse more than 10,000 SKUs and another tenant’s SKUs, changing nothing', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const many = Array.from({ length: 10_001 }, (_, i) => i + 1).join(',');
    const body = expectFail(
      await admin.call('goodsBatchUpdateSaleMode', { body: { skuIds: many, saleMode: '1' } }),
      Code.invalidRequest,
      400,
    );
    expect(body.msg).toBe('At most 10000 goods items at a time; 10001 were chosen.');
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const draft = expectOk(await strict.call('goodsInitSku', { query: { comb: '0' } }), 'goodsInitSku');
    const own = expectOk(
      await strict.call('goodsSaveSku', {
        body: {
          ...draft,
          skuName: 'strict',
          barCode: 'STRICT0001',
          skuReferPrice: '1',
          skuPurchPrice: '1',
          saleState: 0,
        },
      }),
      'goodsSaveSku',
    );
    expectFail(await admin.call('goodsDelSku', { query: { skuId: own.skuId } }), Code.notFound, 404);
    expectFail(
      await admin.call('goodsBatchChangePrice', {
        body: { skuIds: own.skuId, priceType: 'set', value: '1' },
      }),
      Code.notFound,
      404,
    );
    expectFail(await admin.call('goodsBatchRestore', { body: { skuIds: [own.skuId] } }), Code.notFound, 404);
    expectOk(await strict.call('goodsGetSku', { query: { skuId: own.skuId } }), 'goodsGetSku');
    // Without the site token a change is refused.
    expectFail(
      await admin.call('goodsDelSku', { query: { skuId: own.skuId }, headers: { 'x-site-token': 'wrong' } }),
      Code.siteTokenMismatch,
      403,
    );
  });
});
