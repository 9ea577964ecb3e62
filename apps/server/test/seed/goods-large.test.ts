import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, goodsCategories, skus, tenants } from '../../src/db/schema';
import { goodsRepository } from '../../src/repositories/goods';
import { ALL_STORES } from '../../src/domain/authorisation';
import { gtinCheckDigit as ean13CheckDigit } from '@rcadmin/contract';
import { LARGE_CATEGORIES, seedGoodsLarge } from '../../src/seed/goods-large';
import { TEST_DATABASES, openTestDatabase } from '../helpers';

describe.each(TEST_DATABASES)('goods large seed on %s', (kind) => {
  it('seeds brands, 500 categories and SKUs in batches, and keeps the trigram indexes', async () => {
    const { database, dispose } = await openTestDatabase(kind);
    try {
      const db = database.db;
      const [tenant] = await db
        .insert(tenants)
        .values({ platformNum: '990009', companyName: 'Large goods test' })
        .returning({ id: tenants.id });
      const tenantId = tenant!.id;
      await seedGoodsLarge(db, tenantId, new Date(), { skus: 5_000, brands: 100 });
      const counted = async (table: typeof skus | typeof brands | typeof goodsCategories) =>
        (await db.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId)))[0]!.n;
      expect(await counted(skus)).toBe(5_000);
      expect(await counted(brands)).toBe(100);
      expect(await counted(goodsCategories)).toBe(LARGE_CATEGORIES);
      const sample = await db
        .select({ barCode: skus.barCode, name: skus.skuName, price: skus.skuReferPrice })
        .from(skus)
        .where(eq(skus.tenantId, tenantId))
        .limit(50);
      for (const row of sample) {
        expect(row.barCode).toMatch(/^69\d{11}$/);
        expect(ean13CheckDigit(row.barCode.slice(0, 12))).toBe(row.barCode[12]);
        expect(row.name).toMatch(/^\S+ \d+g 第\d+款$/);
        expect(Number(row.price)).toBeGreaterThan(0);
      }
      const result = await db.execute(
        sql`select indexname from pg_indexes where tablename = 'skus' and indexdef like '%gin_trgm_ops%' order by 1`,
      );
      const names = (
        (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          indexname: string;
        }[]
      ).map((row) => row.indexname);
      expect(names).toEqual(['skus_bar_code_trgm', 'skus_goods_no_trgm', 'skus_name_trgm']);
      // The list finds names and categories in it.
      const [top] = await db
        .select({ id: goodsCategories.id })
        .from(goodsCategories)
        .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.level, 1)))
        .limit(1);
      const page = await goodsRepository(db).list(
        tenantId,
        {
          pageNo: 1,
          pageSize: 20,
          skuName: '牛奶',
          categoryId: String(top!.id),
        },
        ALL_STORES,
      );
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.every((row) => row.skuName.includes('牛奶'))).toBe(true);
    } finally {
      await dispose();
    }
  }, 300_000);
});
