import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodsCategories, skus, tenants } from '../../src/db/schema';
import { translate, type MessageKey } from '../../src/i18n/messages';
import { goodsRepository } from '../../src/repositories/goods';
import { writeGoodsExport } from '../../src/services/goods-export';
import { DEMO, openTestDatabase } from '../helpers';

describe('goods export writer', () => {
  it('[GOODS-06] reads the SKUs a page at a time and writes every one, in id order', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    try {
      const [tenant] = await database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      const live = await database.db
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.tenantId, tenant!.id), isNull(skus.deletedAt)))
        .orderBy(skus.id);
      const repo = goodsRepository(database.db);
      let pages = 0;
      const counting = {
        ...repo,
        exportPage: async (...args: Parameters<typeof repo.exportPage>) => {
          pages += 1;
          return repo.exportPage(...args);
        },
      };
      const stream = new PassThrough();
      const written = buffer(stream);
      await writeGoodsExport(stream, counting, tenant!.id, {}, (key: MessageKey) => translate('en', key), 50);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await written) as unknown as ArrayBuffer);
      const ids: string[] = [];
      workbook.worksheets[0]!.eachRow((row, index) => {
        if (index > 1) ids.push(String(row.getCell(1).value));
      });
      expect(ids).toEqual(live.map((row) => String(row.id)));
      expect(pages).toBe(Math.floor(live.length / 50) + 1);
    } finally {
      await dispose();
    }
  });

  it('[GOODS-06] a category filter selects its whole subtree on every page, not only the first', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    try {
      const [tenant] = await database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      const [top] = await database.db
        .select({ id: goodsCategories.id })
        .from(goodsCategories)
        .where(and(eq(goodsCategories.tenantId, tenant!.id), eq(goodsCategories.level, 1)))
        .orderBy(goodsCategories.id)
        .limit(1);
      const repo = goodsRepository(database.db);
      const query = { categoryId: String(top!.id) };
      // What the list shows for the same filter: the SKUs of the category and of those below it.
      const listed = await repo.list(tenant!.id, { ...query, pageSize: 100 });
      expect(listed.list.length).toBeGreaterThan(10);
      expect(listed.total).toBe(listed.list.length);
      const stream = new PassThrough();
      const written = buffer(stream);
      await writeGoodsExport(stream, repo, tenant!.id, query, (key: MessageKey) => translate('en', key), 4);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await written) as unknown as ArrayBuffer);
      const ids: number[] = [];
      workbook.worksheets[0]!.eachRow((row, index) => {
        if (index > 1) ids.push(Number(row.getCell(1).value));
      });
      expect(ids).toEqual(listed.list.map((row) => Number(row.skuId)).sort((a, b) => a - b));
    } finally {
      await dispose();
    }
  });
});
