import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationLog, skuPriceHistory, skus, tenants } from '../../../src/db/schema';
import { translate, type MessageKey } from '../../../src/i18n/messages';
import { goodsExport } from '../../../src/services/goods-export';
import { exportPages } from '../../../src/services/export-sources';
import { streamXlsx } from '../../../src/services/xlsx-stream';
import {
  DEMO,
  STRICT,
  expectOk,
  jobEnded,
  signedIn,
  useTestApp,
  type Agent,
  type TestApp,
} from '../../helpers';
import { tenantIdOf } from '../org/people-support';

const PASSWORD = 'Admin@2026';
const zh = (key: MessageKey) => translate('zh', key);

/** An .xlsx of one sheet: a header and rows. */
async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (agent: Agent, filename: string, data: Buffer, mode: 'valid' | 'all' = 'valid') =>
  agent.call('batchImportUpload', {
    multipart: [
      { name: 'type', data: 'goods' },
      { name: 'mode', data: mode },
      { name: 'file', filename, data },
    ],
  });

/** The cells of a sheet's rows below its header, by header, as ExcelJS reads them. */
function headerOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as (string | undefined)[]).slice(1).map((cell) => String(cell ?? ''));
}

/** Each test runs import jobs to their end: room for a machine busy with other work. */
const JOBS_TIMEOUT = 120_000;

// The file's format and what an import makes of it: the same on every database (PGlite is
// PostgreSQL's own engine). The job claims and threads under them are tested on both databases in
// batch-import.test.ts and export-jobs.test.ts.
describe.each(['pglite' as const])('goods files that go round trip on %s', (kind) => {
  const t: TestApp = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;
  const prefix = `68${kind === 'pglite' ? '1' : '2'}${Date.now().toString().slice(-6)}`;
  const code = (n: number) => `${prefix}${String(n).padStart(4, '0')}`;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'zh';
    tenantId = await tenantIdOf(t, DEMO);
  });

  /** The goods export of the demo tenant (its milk goods: a file of a few rows), as the export writes it, in Chinese. */
  async function exported(): Promise<ExcelJS.Workbook> {
    const { sheet, params } = goodsExport(tenantId, { skuName: '牛奶' }, zh, { zone: 'Asia/Shanghai' });
    const stream = new PassThrough();
    const written = buffer(stream);
    await streamXlsx(stream, sheet, exportPages(t.database.db, { name: 'goods', params }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await written) as unknown as ArrayBuffer);
    return book;
  }

  const catalogue = () =>
    t.database.db
      .select({
        id: skus.id,
        price: skus.skuReferPrice,
        version: skus.version,
        updatedAt: skus.updatedAt,
        name: skus.skuName,
      })
      .from(skus)
      .where(eq(skus.tenantId, tenantId))
      .orderBy(asc(skus.id));

  const lastImportRecord = async () => {
    const [record] = await t.database.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.tenantId, tenantId), eq(operationLog.menuCode, '/batchImport/list')))
      .orderBy(desc(operationLog.id))
      .limit(1);
    return record!;
  };

  it(
    '[GOODS-06] exports goods under the import’s headers and order, with the goods ID first',
    async () => {
      const book = await exported();
      const header = headerOf(book.worksheets[0]!);
      const template = await admin.call('batchImportTemplate', { query: { type: 'goods' } });
      const templateBook = new ExcelJS.Workbook();
      await templateBook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      const templateHeader = headerOf(templateBook.worksheets[0]!);
      expect(header[0]).toBe('商品ID');
      expect(templateHeader[0]).toBe('商品ID');
      // The template's columns in its order, with the export's read-only ones between and after.
      expect(header.filter((name) => templateHeader.includes(name))).toEqual(templateHeader);
      expect(header.filter((name) => !templateHeader.includes(name))).toEqual([
        '分类',
        '组合商品',
        '更新时间 (Asia/Shanghai)',
      ]);
      expect(header.indexOf('分类')).toBe(header.indexOf('分类编码') + 1);
    },
    JOBS_TIMEOUT,
  );

  it(
    '[GOODS-06] an exported goods file, changed in one price, changes exactly that SKU’s price on import',
    async () => {
      const before = await catalogue();
      const book = await exported();
      const sheet = book.worksheets[0]!;
      const header = headerOf(sheet);
      const priceColumn = header.indexOf('零售价*') + 1;
      const idColumn = header.indexOf('商品ID') + 1;
      expect(priceColumn).toBeGreaterThan(0);
      // The first SKU on sale with a category: its price goes up by 1.10.
      const categoryColumn = header.indexOf('分类编码') + 1;
      let target: { id: number; from: string; to: string } | undefined;
      sheet.eachRow((row, index) => {
        if (index === 1 || target) return;
        if (row.getCell(categoryColumn).value === null || row.getCell(categoryColumn).value === '') return;
        const from = Number(row.getCell(priceColumn).value);
        const to = Math.round(from * 100 + 110) / 100;
        row.getCell(priceColumn).value = to;
        target = { id: Number(row.getCell(idColumn).value), from: from.toFixed(2), to: to.toFixed(2) };
      });
      expect(target).toBeDefined();
      const rows = sheet.rowCount - 1;
      const file = Buffer.from(await book.xlsx.writeBuffer());

      const { jobId } = expectOk(await upload(admin, 'goods-export.xlsx', file), 'batchImportUpload');
      const job = await jobEnded(admin, jobId);
      expect(job).toMatchObject({ status: 'done', totalRows: rows, okRows: rows, errorRows: 0 });

      const after = await catalogue();
      expect(after.length).toBe(before.length);
      const changed = after.filter((sku, index) => {
        const was = before[index]!;
        return sku.price !== was.price || sku.version !== was.version || +sku.updatedAt !== +was.updatedAt;
      });
      expect(changed.map((sku) => [sku.id, sku.price])).toEqual([[target!.id, target!.to]]);
      expect(changed[0]!.version).toBe(before.find((sku) => sku.id === target!.id)!.version + 1);
      // The price history has the change, from the import.
      const [history] = await t.database.db
        .select()
        .from(skuPriceHistory)
        .where(eq(skuPriceHistory.skuId, target!.id))
        .orderBy(desc(skuPriceHistory.id))
        .limit(1);
      expect(history).toMatchObject({ oldPrice: target!.from, newPrice: target!.to, source: 'import' });
      // The operation log's line of the import says the one change, by the SKU's name.
      const record = await lastImportRecord();
      expect(record.opt).toBe(`导入商品（goods-export.xlsx）：成功 ${rows} 行，未导入 0 行`);
      expect(record.changes).toEqual([
        {
          field: 'changeSkuReferPrice',
          of: changed[0]!.name,
          from: target!.from,
          to: target!.to,
        },
      ]);
      const log = expectOk(
        await admin.call('operationLogPageList', { query: { menuCode: '/batchImport/list' } }),
        'operationLogPageList',
      );
      expect(log.list[0]!.changes).toEqual([
        { field: zh('changeSkuReferPrice'), of: changed[0]!.name, from: target!.from, to: target!.to },
      ]);

      // The same file again changes nothing: no SKU, no history, no change in the log.
      const { jobId: again } = expectOk(await upload(admin, 'goods-export.xlsx', file), 'batchImportUpload');
      expect(await jobEnded(admin, again)).toMatchObject({ status: 'done', okRows: rows, errorRows: 0 });
      expect(await catalogue()).toEqual(after);
      expect((await lastImportRecord()).changes).toBeNull();
    },
    JOBS_TIMEOUT,
  );

  it(
    'a file of goods IDs and a few columns updates those columns only; a row without an ID creates',
    async () => {
      const [sku] = await t.database.db
        .select()
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), isNull(skus.deletedAt), eq(skus.comb, 0)))
        .orderBy(asc(skus.id))
        .limit(1);
      const file = await workbook([
        ['商品ID', '备注', '规格型号'],
        [String(sku!.id), '导入备注', '500ml'],
        ['', '没有商品ID', ''],
      ]);
      const { jobId } = expectOk(await upload(admin, 'partial.xlsx', file), 'batchImportUpload');
      expect(await jobEnded(admin, jobId)).toMatchObject({ status: 'done', okRows: 1, errorRows: 1 });
      const [now] = await t.database.db.select().from(skus).where(eq(skus.id, sku!.id));
      expect(now).toMatchObject({
        skuName: sku!.skuName,
        skuReferPrice: sku!.skuReferPrice,
        categoryId: sku!.categoryId,
        saleState: sku!.saleState,
        version: sku!.version + 1,
      });
      expect(now!.detail).toMatchObject({ remark: '导入备注', specModel: '500ml' });
      const errors = expectOk(await admin.call('batchJobErrors', { query: { id: jobId } }), 'batchJobErrors');
      expect(errors.rows).toEqual([
        {
          row: 3,
          problems: [
            { column: '商品名称', reason: '必填' },
            { column: '条码', reason: '必填' },
            { column: '零售价', reason: '必填' },
          ],
        },
      ]);
    },
    JOBS_TIMEOUT,
  );

  it(
    'refuses row by row an ID of another tenant’s SKU, of no SKU, of one in the recycle bin, or not a number',
    async () => {
      const [other] = await t.database.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.platformNum, STRICT));
      const [foreign] = await t.database.db
        .insert(skus)
        .values({ tenantId: other!.id, skuName: '别家的商品', barCode: code(90), skuReferPrice: '9.00' })
        .returning({ id: skus.id });
      const [deleted] = await t.database.db
        .insert(skus)
        .values({
          tenantId,
          skuName: '回收站里的商品',
          barCode: code(91),
          skuReferPrice: '9.00',
          deletedAt: new Date(),
        })
        .returning({ id: skus.id });
      const file = await workbook([
        ['商品ID', '商品名称', '条码', '参考售价'],
        [String(foreign!.id), '改别家的', code(90), '1'],
        ['999999999', '没有这个', code(92), '1'],
        [String(deleted!.id), '回收站', code(91), '1'],
        ['abc', '不是数字', code(93), '1'],
      ]);
      const { jobId } = expectOk(await upload(admin, 'ids.xlsx', file), 'batchImportUpload');
      expect(await jobEnded(admin, jobId)).toMatchObject({ status: 'done', okRows: 0, errorRows: 4 });
      const errors = expectOk(await admin.call('batchJobErrors', { query: { id: jobId } }), 'batchJobErrors');
      expect(errors.rows).toEqual([
        { row: 2, problems: [{ column: '商品ID', reason: `没有商品ID为 ${foreign!.id} 的商品` }] },
        { row: 3, problems: [{ column: '商品ID', reason: '没有商品ID为 999999999 的商品' }] },
        { row: 4, problems: [{ column: '商品ID', reason: `商品ID为 ${deleted!.id} 的商品在回收站中` }] },
        { row: 5, problems: [{ column: '商品ID', reason: '须为正整数' }] },
      ]);
      const [untouched] = await t.database.db.select().from(skus).where(eq(skus.id, foreign!.id));
      expect(untouched).toMatchObject({ skuName: '别家的商品', skuReferPrice: '9.00', version: 1 });
    },
    JOBS_TIMEOUT,
  );

  it(
    'still refuses a column no goods file has, with the same message',
    async () => {
      const file = await workbook([
        ['商品ID', '商品名称', '条码', '参考售价', '颜色'],
        ['', '颜色', code(30), '1', '红'],
      ]);
      const { jobId } = expectOk(await upload(admin, 'unknown.xlsx', file), 'batchImportUpload');
      expect(await jobEnded(admin, jobId)).toMatchObject({
        status: 'failed',
        message: '表头有无法识别的列：颜色。请使用下载的模板',
      });
    },
    JOBS_TIMEOUT,
  );

  it(
    'takes its own error report back, fixed, as it is: the row number and reason columns are read past',
    async () => {
      const header = ['商品名称*', '条码*', '分类编码', '参考售价*', '上下架'];
      const first = await workbook([
        header,
        ['报告重传 一', code(40), '', 'abc', '下架'],
        ['报告重传 二', code(41), '', '2', '下架'],
      ]);
      const { jobId } = expectOk(await upload(admin, 'first.xlsx', first), 'batchImportUpload');
      expect(await jobEnded(admin, jobId)).toMatchObject({ okRows: 1, errorRows: 1 });
      const report = await admin.call('batchJobReport', { query: { id: jobId } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(headerOf(sheet)).toEqual(['行号', ...header, '错误原因']);
      sheet.getRow(2).getCell(5).value = '3.5';
      const fixed = Buffer.from(await book.xlsx.writeBuffer());
      const { jobId: again } = expectOk(await upload(admin, 'fixed.xlsx', fixed), 'batchImportUpload');
      expect(await jobEnded(admin, again)).toMatchObject({ status: 'done', okRows: 1, errorRows: 0 });
      const [sku] = await t.database.db
        .select({ name: skus.skuName, price: skus.skuReferPrice })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), eq(skus.barCode, code(40))));
      expect(sku).toEqual({ name: '报告重传 一', price: '3.50' });
    },
    JOBS_TIMEOUT,
  );

  it(
    'takes every import type’s error report back as it is (brands: a name too long, fixed)',
    async () => {
      const long = 'X'.repeat(65);
      const first = await workbook([
        ['品牌名称*', '英文名称'],
        [`报告品牌${prefix}`, 'Report brand'],
        [long, 'Too long'],
      ]);
      const brandUpload = (filename: string, data: Buffer) =>
        admin.call('batchImportUpload', {
          multipart: [
            { name: 'type', data: 'brands' },
            { name: 'mode', data: 'valid' },
            { name: 'file', filename, data },
          ],
        });
      const { jobId } = expectOk(await brandUpload('brands.xlsx', first), 'batchImportUpload');
      expect(await jobEnded(admin, jobId)).toMatchObject({ okRows: 1, errorRows: 1 });
      const report = await admin.call('batchJobReport', { query: { id: jobId } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(headerOf(sheet)).toEqual(['行号', '品牌名称*', '英文名称', '错误原因']);
      sheet.getRow(2).getCell(2).value = `报告品牌改${prefix}`;
      const fixed = Buffer.from(await book.xlsx.writeBuffer());
      const { jobId: again } = expectOk(await brandUpload('brands-fixed.xlsx', fixed), 'batchImportUpload');
      expect(await jobEnded(admin, again)).toMatchObject({ status: 'done', okRows: 1, errorRows: 0 });
    },
    JOBS_TIMEOUT,
  );

  it(
    '[GOODS-06] a new SKU on sale needs a category and a price above 0: said 上架, refused; unsaid, not on sale',
    async () => {
      const file = await workbook([
        ['商品名称', '条码', '参考售价', '上下架'],
        ['上架无分类', code(50), '3', '上架'],
        ['上架零价', code(51), '0', '上架'],
        ['未说上下架', code(52), '3', ''],
      ]);
      const { jobId } = expectOk(await upload(admin, 'on-sale.xlsx', file), 'batchImportUpload');
      expect(await jobEnded(admin, jobId)).toMatchObject({ okRows: 1, errorRows: 2 });
      const errors = expectOk(await admin.call('batchJobErrors', { query: { id: jobId } }), 'batchJobErrors');
      expect(errors.rows).toEqual([
        { row: 2, problems: [{ column: '分类编码', reason: '在售商品须选择分类' }] },
        {
          row: 3,
          problems: [
            { column: '零售价', reason: '在售商品的零售价须大于 0' },
            { column: '分类编码', reason: '在售商品须选择分类' },
          ],
        },
      ]);
      const written = await t.database.db
        .select({ barCode: skus.barCode, saleState: skus.saleState })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), inArray(skus.barCode, [code(50), code(51), code(52)])));
      expect(written).toEqual([{ barCode: code(52), saleState: 0 }]);
    },
    JOBS_TIMEOUT,
  );
});
