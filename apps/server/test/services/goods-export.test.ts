import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { goodsCategories, skus, tenants } from '../../src/db/schema';
import { translate, type MessageKey } from '../../src/i18n/messages';
import { goodsRepository } from '../../src/repositories/goods';
import { ALL_STORES } from '../../src/domain/authorisation';
import { foreground } from '../../src/infra/foreground';
import { goodsExport, goodsExportPages, type GoodsExportParams } from '../../src/services/goods-export';
import { streamXlsx } from '../../src/services/xlsx-stream';
import { exportPages } from '../../src/services/export-sources';
import { DEMO, TEST_DATABASES, openTestDatabase, type TestDbKind } from '../helpers';

const en = (key: MessageKey) => translate('en', key);

/** A fresh database of `kind` with the demo data, and the demo tenant's id; disposed after `run`. */
async function withDemo(kind: TestDbKind, run: (database: Database, tenantId: number) => Promise<void>) {
  const { database, dispose } = await openTestDatabase(kind);
  try {
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
    await run(database, tenant!.id);
  } finally {
    await dispose();
  }
}

const liveSkuIds = async (database: Database, tenantId: number) =>
  (
    await database.db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), isNull(skus.deletedAt)))
      .orderBy(skus.id)
  ).map((row) => row.id);

/** The first column (the SKU id) of every row under the header of the file's first sheet. */
async function exportedIds(file: Promise<Buffer>): Promise<number[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
  const ids: number[] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) ids.push(Number(row.getCell(1).value));
  });
  return ids;
}

describe('goods export writer', () => {
  it('[GOODS-06] reads the SKUs a page at a time and writes every one, in id order', async () =>
    withDemo('pglite', async (database, tenantId) => {
      const live = await liveSkuIds(database, tenantId);
      const repo = goodsRepository(database.db);
      let pages = 0;
      const counting = {
        ...repo,
        exportPager: (...args: Parameters<typeof repo.exportPager>) => {
          const next = repo.exportPager(...args);
          return (afterId: number) => {
            pages += 1;
            return next(afterId);
          };
        },
      };
      const { sheet, params } = goodsExport(tenantId, {}, en, { zone: 'Asia/Shanghai', pageSize: 50 });
      const stream = new PassThrough();
      const written = buffer(stream);
      expect(await streamXlsx(stream, sheet, goodsExportPages(counting, params))).toBe(live.length);
      expect(await exportedIds(written)).toEqual(live);
      expect(pages).toBe(Math.floor(live.length / 50) + 1);
    }));

  it('[GOODS-06] a category filter selects its whole subtree on every page, not only the first', async () =>
    withDemo('pglite', async (database, tenantId) => {
      const [top] = await database.db
        .select({ id: goodsCategories.id })
        .from(goodsCategories)
        .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.level, 1)))
        .orderBy(goodsCategories.id)
        .limit(1);
      const repo = goodsRepository(database.db);
      const query = { categoryId: String(top!.id) };
      // What the list shows for the same filter: the SKUs of the category and of those below it.
      const listed = await repo.list(tenantId, { ...query, pageSize: 100 }, ALL_STORES);
      expect(listed.list.length).toBeGreaterThan(10);
      expect(listed.total).toBe(listed.list.length);
      const { sheet, params } = goodsExport(tenantId, query, en, { zone: 'Asia/Shanghai', pageSize: 4 });
      const stream = new PassThrough();
      const written = buffer(stream);
      await streamXlsx(stream, sheet, goodsExportPages(repo, params));
      expect(await exportedIds(written)).toEqual(
        listed.list.map((row) => Number(row.skuId)).sort((a, b) => a - b),
      );
    }));
});

describe.each(TEST_DATABASES)('export pages over the server’s own pool, on %s', (kind) => {
  it('[GOODS-06] two exports with different filters, page by page in turn, each get their own SKUs', async () =>
    withDemo(kind, async (database, tenantId) => {
      const repo = goodsRepository(database.db);
      const live = await liveSkuIds(database, tenantId);
      const [first] = await repo.list(tenantId, { pageSize: 10 }, ALL_STORES).then((page) => page.list);
      // One query prepared per filter: a session holds both, by names of their own.
      const all = goodsExportPages(
        repo,
        goodsExport(tenantId, {}, en, { zone: 'Asia/Shanghai', pageSize: 7 }).params,
      );
      const one = goodsExportPages(
        repo,
        goodsExport(tenantId, { barCode: first!.barCode }, en, { zone: 'Asia/Shanghai', pageSize: 7 }).params,
      );
      const ids = { all: [] as string[], one: [] as string[] };
      for (let done = { all: false, one: false }; !done.all || !done.one;) {
        for (const [key, pages] of [
          ['all', all],
          ['one', one],
        ] as const) {
          if (done[key]) continue;
          const page = await pages.next();
          if (page.done) done[key] = true;
          else ids[key].push(...page.value.map((row) => String(row[0])));
        }
      }
      expect(ids.all.map(Number)).toEqual(live);
      expect(ids.one).toEqual([first!.skuId]);
    }));
});

/** The goods export's pages as an export job reads them: over the server's own pool. */
const goodsPages = (database: Database, params: GoodsExportParams) =>
  exportPages(database.db, { name: 'goods', params });

// The file's pace: what the writer thread does with the pages the server reads, whatever the database.
describe('an export written page by page while other users work', () => {
  const kind: TestDbKind = 'pglite';

  it('a client that goes away stops the reads, and the database serves on', async () =>
    withDemo(kind, async (database, tenantId) => {
      const live = await liveSkuIds(database, tenantId);
      const { sheet, params } = goodsExport(tenantId, {}, en, { zone: 'Asia/Shanghai', pageSize: 10 });
      // A client that reads nothing and leaves once the first bytes are waiting for it.
      const stream = new PassThrough({ highWaterMark: 1024 });
      stream.once('data', () => stream.destroy());
      const rows = await streamXlsx(stream, sheet, goodsPages(database, params));
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThan(live.length);
      expect(await liveSkuIds(database, tenantId)).toEqual(live);
    }));

  it('reads no page while another request is in flight, and finishes once it has ended', async () =>
    withDemo(kind, async (database, tenantId) => {
      const live = await liveSkuIds(database, tenantId);
      const { sheet, params } = goodsExport(tenantId, {}, en, { zone: 'Asia/Shanghai', pageSize: 40 });
      const requests = foreground(60_000);
      const someoneElse = {};
      requests.begin(someoneElse);
      const stream = new PassThrough();
      const written = buffer(stream);
      let rows: number | undefined;
      const exporting = streamXlsx(stream, sheet, goodsPages(database, params), requests.shared).then(
        (count) => (rows = count),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(rows).toBeUndefined();
      requests.end(someoneElse);
      await exporting;
      expect(await exportedIds(written)).toEqual(live);
    }));

  it('still finishes while requests never stop: each page waits at most the bound', async () =>
    withDemo(kind, async (database, tenantId) => {
      const live = await liveSkuIds(database, tenantId);
      const { sheet, params } = goodsExport(tenantId, {}, en, { zone: 'Asia/Shanghai', pageSize: 40 });
      const requests = foreground(10);
      requests.begin({});
      const stream = new PassThrough();
      const written = buffer(stream);
      expect(await streamXlsx(stream, sheet, goodsPages(database, params), requests.shared)).toBe(
        live.length,
      );
      expect(await exportedIds(written)).toEqual(live);
    }));

  it('a failure of a page read fails the export with its reason, and the database serves on', async () =>
    withDemo(kind, async (database, tenantId) => {
      // A tenant id the database cannot read as a number: its query fails.
      const { sheet, params } = goodsExport('x' as unknown as number, {}, en, {
        zone: 'Asia/Shanghai',
        pageSize: 10,
      });
      const stream = new PassThrough();
      stream.resume();
      const failure = await streamXlsx(stream, sheet, goodsPages(database, params)).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      // drizzle's "Failed query", the database's own words as its cause.
      expect(failure?.message).toMatch(/^Failed query: /);
      expect(String(failure?.cause)).toMatch(/invalid input syntax for type integer/);
      expect(stream.writableEnded).toBe(false);
      expect((await liveSkuIds(database, tenantId)).length).toBeGreaterThan(0);
    }));
});
