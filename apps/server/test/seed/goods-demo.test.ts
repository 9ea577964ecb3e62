import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brandCategories,
  brands,
  combItems,
  commodityLibrary,
  goodsCategories,
  mainSubItems,
  priceAdjustments,
  shopNavigations,
  skuPackRates,
  skuPriceHistory,
  skus,
  stores,
  suppliers,
  tenants,
} from '../../src/db/schema';
import { gtinCheckDigit as ean13CheckDigit } from '@rcadmin/contract';
import { ean13 } from '../../src/seed/goods-demo';
import { DEMO, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp, type TestApp } from '../helpers';

const PASSWORD = 'Admin@2026';

async function demoTenant(t: TestApp) {
  const [row] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
  return row!.id;
}

type TenantTable =
  | typeof brands
  | typeof brandCategories
  | typeof suppliers
  | typeof shopNavigations
  | typeof combItems
  | typeof mainSubItems;

async function countOf(t: TestApp, table: TenantTable, tenantId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId));
  return row!.n;
}

const isEan13 = (code: string) => /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === code[12];

describe.each(TEST_DATABASES)('goods demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  it('ean13 makes codes with valid check digits', () => {
    expect(ean13CheckDigit('690123456789')).toBe('2');
    expect(isEan13('6901234567892')).toBe(true);
    expect(isEan13(ean13('6920', 12345))).toBe(true);
  });

  it('seeds a 3-level category tree, brands, suppliers, navigation, ~300 SKUs and 5 stores for the demo tenant', async () => {
    const tenantId = await demoTenant(t);
    const db = t.database.db;
    const categories = await db.select().from(goodsCategories).where(eq(goodsCategories.tenantId, tenantId));
    expect(categories.length).toBeGreaterThanOrEqual(35);
    expect(new Set(categories.map((row) => row.level))).toEqual(new Set([1, 2, 3]));
    expect(categories.filter((row) => row.level === 1).map((row) => row.name)).toEqual(
      expect.arrayContaining(['食品', '饮料', '日用', '个护', '母婴']),
    );
    expect(await countOf(t, brandCategories, tenantId)).toBe(6);
    expect(await countOf(t, brands, tenantId)).toBeGreaterThanOrEqual(30);
    expect(await countOf(t, suppliers, tenantId)).toBe(8);
    expect(await countOf(t, shopNavigations, tenantId)).toBe(12);
    const all = await db
      .select({ barCode: skus.barCode, comb: skus.comb, price: skus.skuReferPrice })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), isNull(skus.deletedAt)));
    expect(all.length).toBeGreaterThanOrEqual(290);
    expect(all.length).toBeLessThanOrEqual(310);
    expect(all.every((row) => isEan13(row.barCode) && row.barCode.startsWith('69'))).toBe(true);
    expect(all.filter((row) => row.comb === 1)).toHaveLength(4);
    const packs = await db.select().from(skuPackRates).where(eq(skuPackRates.tenantId, tenantId));
    expect(packs.length).toBeGreaterThan(20);
    expect(packs.every((row) => isEan13(row.barCode))).toBe(true);
    // S004 and S005 come with the goods, S006-S012 with the organisation (org-demo.ts).
    expect(
      (await db.select().from(stores).where(eq(stores.tenantId, tenantId)))
        .map((row) => row.storeCode)
        .sort(),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `S${String(i + 1).padStart(3, '0')}`));
    expect(await countOf(t, combItems, tenantId)).toBeGreaterThanOrEqual(8);
    expect(await countOf(t, mainSubItems, tenantId)).toBe(3);
  });

  it('seeds adjustment orders (draft, pending, effective), their history, and the commodity library', async () => {
    const tenantId = await demoTenant(t);
    const db = t.database.db;
    const orders = await db.select().from(priceAdjustments).where(eq(priceAdjustments.tenantId, tenantId));
    expect(orders.map((row) => row.status).sort()).toEqual(['draft', 'effective', 'pending']);
    const pending = orders.find((row) => row.status === 'pending')!;
    expect(pending.effectiveAt.getTime()).toBeGreaterThan(Date.now());
    const effective = orders.find((row) => row.status === 'effective')!;
    expect(effective.appliedAt).not.toBeNull();
    const applied = await db
      .select()
      .from(skuPriceHistory)
      .where(and(eq(skuPriceHistory.adjustmentId, effective.id), eq(skuPriceHistory.source, 'adjustment')));
    expect(applied.length).toBeGreaterThan(0);
    const [library] = await db.select({ n: count() }).from(commodityLibrary);
    expect(library!.n).toBeGreaterThanOrEqual(45);
    const [unused] = await db
      .select({ n: count() })
      .from(commodityLibrary)
      .where(
        sql`not exists (select 1 from ${skus} s where s.tenant_id = ${tenantId} and s.bar_code = ${commodityLibrary.barCode})`,
      );
    expect(unused!.n).toBeGreaterThanOrEqual(10);
  });

  it('seeds the cashier (收银员), who signs in with the admin password but has no goods grant', async () => {
    const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
    expectFail(await cashier.call('goodsQueryList'), '4030', 403);
    const menu = expectOk(
      await cashier.call('deptRoleList', { query: { _platform_num: DEMO } }),
      'deptRoleList',
    );
    expect(menu).toEqual([{ storeCode: 'S001', storeName: '旗舰店 Flagship', roleIds: ['r-cashier'] }]);
  });
});
