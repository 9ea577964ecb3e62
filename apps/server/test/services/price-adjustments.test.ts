import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceAdjustments, skus } from '../../src/db/schema';
import { orderNoPrefix } from '../../src/repositories/adjustments';
import { priceAdjustmentService } from '../../src/services/price-adjustments';
import { DEMO, TEST_DATABASES, expectOk, signedIn, useTestApp } from '../helpers';
import { insertSku, tenantIdOf } from '../routes/catalogue/fixtures';

describe.each(TEST_DATABASES)('price adjustment service on %s', (kind) => {
  const t = useTestApp(kind);

  it('applies a due order on its timer, with no request needed', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const tenantId = await tenantIdOf(t.database, DEMO);
    const sku = await insertSku(t.database, tenantId, { skuReferPrice: '2.00' });
    const saved = expectOk(
      await admin.call('adjustmentSave', {
        body: {
          effectiveAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
          allStores: true,
          storeIds: [],
          items: [{ skuId: String(sku), newPrice: '2.40' }],
          submit: true,
        },
      }),
      'adjustmentSave',
    );
    const service = priceAdjustmentService(t.app.repos.adjustments, t.clock.now);
    service.start(20);
    try {
      t.clock.advance(61_000);
      const status = async () =>
        (
          await t.database.db
            .select({ status: priceAdjustments.status })
            .from(priceAdjustments)
            .where(eq(priceAdjustments.id, Number(saved.id)))
        )[0]?.status;
      for (let i = 0; i < 200 && (await status()) !== 'effective'; i += 1)
        await new Promise((r) => setTimeout(r, 25));
      expect(await status()).toBe('effective');
      const [row] = await t.database.db
        .select({ price: skus.skuReferPrice })
        .from(skus)
        .where(eq(skus.id, sku));
      expect(row?.price).toBe('2.40');
    } finally {
      await service.stop();
    }
  });

  it("numbers orders 'TJ' + the UTC day", () => {
    expect(orderNoPrefix(new Date('2026-01-02T23:59:00Z'))).toBe('TJ20260102');
  });
});
