import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceAdjustments, skuPriceHistory, skuStores, skus } from '../../../src/db/schema';
import { priceAdjustmentService } from '../../../src/services/price-adjustments';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import { insertSku, storesOf, tenantIdOf } from './fixtures';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('price adjustment orders on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    tenantId = await tenantIdOf(t.database, DEMO);
  });

  const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MINUTE).toISOString();
  const priceOf = async (id: number) => {
    const [row] = await t.database.db.select({ price: skus.skuReferPrice }).from(skus).where(eq(skus.id, id));
    return row?.price;
  };
  const save = (body: Record<string, unknown>) => admin.call('adjustmentSave', { body });
  const order = async (id: string) =>
    expectOk(await admin.call('adjustmentGet', { query: { id } }), 'adjustmentGet');

  it('[GOODS-10] an order takes effect at its time, once, and the price history shows it', async () => {
    const a = await insertSku(t.database, tenantId, { skuReferPrice: '10.00', skuName: 'Adjust A' });
    const b = await insertSku(t.database, tenantId, { skuReferPrice: '3.20', skuName: 'Adjust B' });
    const saved = expectOk(
      await save({
        effectiveAt: inMinutes(60),
        allStores: true,
        storeIds: [],
        remark: 'Spring prices',
        items: [
          { skuId: String(a), newPrice: '12.50' },
          { skuId: String(b), newPrice: '0' },
        ],
      }),
      'adjustmentSave',
    );
    const day = t.clock.now().toISOString().slice(0, 10).replaceAll('-', '');
    expect(saved.orderNo).toMatch(new RegExp(`^TJ${day}\\d{4}$`));
    const draft = await order(saved.id);
    expect(draft).toMatchObject({
      status: 'draft',
      allStores: true,
      remark: 'Spring prices',
      appliedAt: '',
      version: 1,
    });
    expect(draft.items).toEqual([
      {
        skuId: String(a),
        skuName: 'Adjust A',
        barCode: expect.any(String),
        oldPrice: '10.00',
        newPrice: '12.50',
      },
      {
        skuId: String(b),
        skuName: 'Adjust B',
        barCode: expect.any(String),
        oldPrice: '3.20',
        newPrice: '0.00',
      },
    ]);
    // A draft never takes effect.
    t.clock.advance(61 * MINUTE);
    expect((await order(saved.id)).status).toBe('draft');
    expect(await priceOf(a)).toBe('10.00');
    // Submitting needs a time ahead.
    admin.language = 'en';
    expect(
      expectFail(await admin.call('adjustmentSubmit', { body: { id: saved.id } }), '4220', 422).msg,
    ).toBe('The effective time must be in the future.');
    const edited = expectOk(
      await save({
        id: saved.id,
        version: draft.version,
        effectiveAt: inMinutes(30),
        allStores: true,
        storeIds: [],
        items: [
          { skuId: String(a), newPrice: '12.50' },
          { skuId: String(b), newPrice: '0' },
        ],
      }),
      'adjustmentSave',
    );
    expect(edited).toEqual({ id: saved.id, orderNo: saved.orderNo, version: 2 });
    expect(
      expectOk(await admin.call('adjustmentSubmit', { body: { id: saved.id } }), 'adjustmentSubmit'),
    ).toEqual({
      status: 'pending',
    });
    // Not before its time.
    t.clock.advance(29 * MINUTE);
    const service = priceAdjustmentService(t.app.repos.adjustments, t.clock.now);
    expect(await service.applyDue()).toBe(0);
    expect((await order(saved.id)).status).toBe('pending');
    expect(await priceOf(a)).toBe('10.00');
    // After it: applied, once.
    t.clock.advance(2 * MINUTE);
    expect(await service.applyDue()).toBe(1);
    expect(await service.applyDue()).toBe(0);
    const effective = await order(saved.id);
    expect(effective).toMatchObject({ status: 'effective', appliedAt: t.clock.now().toISOString() });
    expect(effective.items.map((item) => [item.oldPrice, item.newPrice])).toEqual([
      ['10.00', '12.50'],
      ['3.20', '0.00'],
    ]);
    expect(await priceOf(a)).toBe('12.50');
    expect(await priceOf(b)).toBe('0.00');
    const history = expectOk(
      await admin.call('goodsQueryPriceHistory', { query: { skuId: String(a) } }),
      'goodsQueryPriceHistory',
    );
    expect(history).toEqual([
      {
        oldPrice: '10.00',
        newPrice: '12.50',
        source: 'adjustment',
        orderNo: saved.orderNo,
        storeName: '',
        changedAt: t.clock.now().toISOString(),
        changedBy: expect.any(String),
      },
    ]);
    // An effective order can be neither edited, submitted nor cancelled.
    expect(
      expectFail(await admin.call('adjustmentCancel', { body: { id: saved.id } }), '4220', 422).msg,
    ).toMatch(/cannot be cancelled/);
    expectFail(await admin.call('adjustmentSubmit', { body: { id: saved.id } }), '4220', 422);
    expectFail(
      await save({
        id: saved.id,
        version: effective.version,
        effectiveAt: inMinutes(60),
        allStores: true,
        storeIds: [],
        items: [{ skuId: String(a), newPrice: '1' }],
      }),
      '4220',
      422,
    );
    // Order numbers go on within the day.
    const next = expectOk(
      await save({
        effectiveAt: inMinutes(60),
        allStores: true,
        storeIds: [],
        items: [{ skuId: String(a), newPrice: '1' }],
      }),
      'adjustmentSave',
    );
    expect(next.orderNo).not.toBe(saved.orderNo);
    const list = expectOk(
      await admin.call('adjustmentQueryList', { query: { status: 'effective' } }),
      'adjustmentQueryList',
    );
    expect(list.list.find((row) => row.id === saved.id)).toMatchObject({ itemCount: 2, status: 'effective' });
  });

  it('a cancelled order never takes effect; reads apply due orders without waiting for the timer', async () => {
    const a = await insertSku(t.database, tenantId, { skuReferPrice: '5.00' });
    const cancelled = expectOk(
      await save({
        effectiveAt: inMinutes(10),
        allStores: true,
        storeIds: [],
        items: [{ skuId: String(a), newPrice: '6' }],
        submit: true,
      }),
      'adjustmentSave',
    );
    expect((await order(cancelled.id)).status).toBe('pending');
    expect(
      expectOk(await admin.call('adjustmentCancel', { body: { id: cancelled.id } }), 'adjustmentCancel'),
    ).toEqual({
      status: 'cancelled',
    });
    const kept = expectOk(
      await save({
        effectiveAt: inMinutes(10),
        allStores: true,
        storeIds: [],
        items: [{ skuId: String(a), newPrice: '7' }],
        submit: true,
      }),
      'adjustmentSave',
    );
    t.clock.advance(11 * MINUTE);
    expect((await order(cancelled.id)).status).toBe('cancelled');
    expect((await order(kept.id)).status).toBe('effective');
    expect(await priceOf(a)).toBe('7.00');
    expect(
      await t.database.db
        .select({ orderId: skuPriceHistory.adjustmentId })
        .from(skuPriceHistory)
        .where(eq(skuPriceHistory.skuId, a)),
    ).toEqual([{ orderId: Number(kept.id) }]);
  });

  it('an order for chosen stores sets those stores’ prices only', async () => {
    const storeIds = await storesOf(t.database, tenantId);
    const s1 = storeIds.get('S001') as number;
    const s2 = storeIds.get('S002') as number;
    const a = await insertSku(t.database, tenantId, { skuReferPrice: '8.00' });
    await t.database.db.insert(skuStores).values([
      { tenantId, skuId: a, storeId: s1 },
      { tenantId, skuId: a, storeId: s2, storePrice: '8.50' },
    ]);
    const saved = expectOk(
      await save({
        effectiveAt: inMinutes(5),
        allStores: false,
        storeIds: [String(s1)],
        items: [{ skuId: String(a), newPrice: '7.90' }],
        submit: true,
      }),
      'adjustmentSave',
    );
    expect((await order(saved.id)).stores.map((store) => store.storeCode)).toEqual(['S001']);
    t.clock.advance(6 * MINUTE);
    expect((await order(saved.id)).status).toBe('effective');
    const prices = await t.database.db
      .select({ storeId: skuStores.storeId, price: skuStores.storePrice })
      .from(skuStores)
      .where(eq(skuStores.skuId, a))
      .orderBy(skuStores.storeId);
    expect(new Map(prices.map((row) => [row.storeId, row.price]))).toEqual(
      new Map([
        [s1, '7.90'],
        [s2, '8.50'],
      ]),
    );
    expect(await priceOf(a)).toBe('8.00');
    const history = expectOk(
      await admin.call('goodsQueryPriceHistory', { query: { skuId: String(a) } }),
      'goodsQueryPriceHistory',
    );
    expect(history).toMatchObject([
      { oldPrice: '8.00', newPrice: '7.90', storeName: expect.stringContaining('') },
    ]);
    expect(history[0]?.storeName).not.toBe('');
  });

  it('refuses bad orders with a clear message on the field, and writes nothing', async () => {
    const a = await insertSku(t.database, tenantId, {
      skuReferPrice: '5.00',
      minPrice: '4.00',
      maxPrice: '6.00',
      skuName: 'Ranged',
    });
    const other = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
    const strictTenant = await tenantIdOf(t.database, STRICT);
    const foreign = await insertSku(t.database, strictTenant);
    const before = await countRows(t.database, priceAdjustments);
    const base = { effectiveAt: inMinutes(60), allStores: true, storeIds: [] as string[] };
    admin.language = 'en';
    expectFail(await save({ ...base, items: [{ skuId: String(a), newPrice: '-1' }] }), '4000', 400);
    expectFail(await save({ ...base, items: [] }), '4000', 400);
    expectFail(
      await save({ ...base, effectiveAt: 'tomorrow', items: [{ skuId: String(a), newPrice: '5' }] }),
      '4000',
      400,
    );
    const range = expectFail(
      await save({ ...base, items: [{ skuId: String(a), newPrice: '9' }] }),
      '4220',
      422,
    ) as {
      msg: string;
      fieldErrors?: unknown;
    };
    expect(range.msg).toBe('The new price 9.00 of "Ranged" is outside its minimum/maximum price.');
    expect(range.fieldErrors).toEqual([{ field: 'items', msg: range.msg }]);
    expect(
      expectFail(await save({ ...base, items: [{ skuId: String(foreign), newPrice: '5' }] }), '4220', 422)
        .msg,
    ).toBe(`These goods items do not exist or were deleted: ${foreign}`);
    expectFail(
      await save({
        ...base,
        items: [
          { skuId: String(a), newPrice: '5' },
          { skuId: String(a), newPrice: '5.5' },
        ],
      }),
      '4220',
      422,
    );
    expectFail(
      await save({ ...base, allStores: false, items: [{ skuId: String(a), newPrice: '5' }] }),
      '4220',
      422,
    );
    expectFail(
      await save({
        ...base,
        allStores: false,
        storeIds: ['2147483647'],
        items: [{ skuId: String(a), newPrice: '5' }],
      }),
      '4220',
      422,
    );
    const past = expectFail(
      await save({
        ...base,
        effectiveAt: inMinutes(-1),
        submit: true,
        items: [{ skuId: String(a), newPrice: '5' }],
      }),
      '4220',
      422,
    ) as { fieldErrors?: { field: string }[] };
    expect(past.fieldErrors?.[0]?.field).toBe('effectiveAt');
    expect(await countRows(t.database, priceAdjustments)).toBe(before);
    // Stale version and another tenant's order.
    const saved = expectOk(
      await save({ ...base, items: [{ skuId: String(a), newPrice: '5' }] }),
      'adjustmentSave',
    );
    expectOk(
      await save({ ...base, id: saved.id, version: 1, items: [{ skuId: String(a), newPrice: '5.5' }] }),
      'adjustmentSave',
    );
    expect(
      expectFail(
        await save({ ...base, id: saved.id, version: 1, items: [{ skuId: String(a), newPrice: '4.5' }] }),
        '4009',
        409,
      ).msg,
    ).toMatch(/Reload it/);
    expectFail(await other.call('adjustmentGet', { query: { id: saved.id } }), '4004', 404);
    expectFail(await other.call('adjustmentCancel', { body: { id: saved.id } }), '4004', 404);
    expectFail(await other.call('adjustmentSubmit', { body: { id: saved.id } }), '4004', 404);
    expectFail(await other.call('goodsQueryPriceHistory', { query: { skuId: String(a) } }), '4004', 404);
    expect(
      (
        await t.database.db
          .select({ status: priceAdjustments.status })
          .from(priceAdjustments)
          .where(and(eq(priceAdjustments.id, Number(saved.id))))
      )[0]?.status,
    ).toBe('draft');
  });

  it('two servers racing over due orders apply each once (each claims on its own connection)', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await insertSku(t.database, tenantId, { skuReferPrice: '1.00' }));
    const orders = [];
    for (const id of ids) {
      orders.push(
        expectOk(
          await save({
            effectiveAt: inMinutes(1),
            allStores: true,
            storeIds: [],
            items: [{ skuId: String(id), newPrice: '2' }],
            submit: true,
          }),
          'adjustmentSave',
        ),
      );
    }
    t.clock.advance(2 * MINUTE);
    // Two services, as on two servers: each claims orders on its own connection.
    const one = priceAdjustmentService(t.app.repos.adjustments, t.clock.now);
    const two = priceAdjustmentService(t.app.repos.adjustments, t.clock.now);
    const applied = await Promise.all([one.applyDue(), two.applyDue(), one.applyDue()]);
    expect(applied[0] + applied[1]).toBe(6);
    for (const id of ids) {
      const rows = await t.database.db.select().from(skuPriceHistory).where(eq(skuPriceHistory.skuId, id));
      expect(rows).toHaveLength(1);
      expect(await priceOf(id)).toBe('2.00');
    }
    expect(orders).toHaveLength(6);
  });
});

describe.each(TEST_DATABASES)('a price adjustment order of 10,000 SKUs on %s', (kind) => {
  const t = useTestApp(kind);

  it('saves, applies once in one transaction, and refuses the 10,001st SKU', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const tenantId = await tenantIdOf(t.database, DEMO);
    const ids: number[] = [];
    for (let start = 0; start < 10_000; start += 2000) {
      const rows = await t.database.db
        .insert(skus)
        .values(
          Array.from({ length: 2000 }, (_, i) => ({
            tenantId,
            skuName: `Bulk ${kind} ${start + i}`,
            barCode: `77${kind === 'pglite' ? 1 : 2}${String(start + i).padStart(8, '0')}`,
            skuReferPrice: '1.00',
          })),
        )
        .returning({ id: skus.id });
      ids.push(...rows.map((row) => row.id));
    }
    const items = ids.map((id) => ({ skuId: String(id), newPrice: '1.25' }));
    const effectiveAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const base = { effectiveAt, allStores: true, storeIds: [] };
    expectFail(
      await admin.call('adjustmentSave', {
        body: { ...base, items: [...items, { skuId: String(ids[0]), newPrice: '2' }] },
      }),
      '4000',
      400,
    );
    const saved = expectOk(
      await admin.call('adjustmentSave', { body: { ...base, items, submit: true } }),
      'adjustmentSave',
    );
    t.clock.advance(61_000);
    const started = Date.now();
    expect(await priceAdjustmentService(t.app.repos.adjustments, t.clock.now).applyDue()).toBe(1);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(10_000);
    expect(await countRows(t.database, skuPriceHistory)).toBeGreaterThanOrEqual(10_000);
    const [changed] = await t.database.db
      .select({ n: count() })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), eq(skus.skuReferPrice, '1.25')));
    expect(changed?.n).toBe(10_000);
    expect((await admin.call('adjustmentGet', { query: { id: saved.id } })).json()).toMatchObject({
      content: { result: { status: 'effective' } },
    });
  }, 120_000);
});
