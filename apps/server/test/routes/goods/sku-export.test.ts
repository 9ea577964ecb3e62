import { Code } from '@rcadmin/contract';
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skus, tenants } from '../../../src/db/schema';
import { safeText } from '../../../src/services/xlsx-stream';
import {
  DEMO,
  TEST_DATABASES,
  expectFail,
  exportCall,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';

const PASSWORD = 'Admin@2026';

async function readSheet(agent: Agent, query: Record<string, string>) {
  const response = await exportCall(agent, 'goodsBatchExport', { query });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="goods-export-\d{8}-\d{6}\.xlsx"/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows, response };
}

describe.each(TEST_DATABASES)('goods export on %s', (kind) => {
  const t = useTestApp(kind);

  it('[GOODS-06] batchExport streams a real .xlsx of the filtered SKUs with headers in the caller’s language', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const list = expectOk(
      await admin.call('goodsQueryList', { query: { skuName: '牛奶', pageSize: 100 } }),
      'goodsQueryList',
    );
    const { rows, sheet, response } = await readSheet(admin, { skuName: '牛奶' });
    expect(sheet.name).toBe('Goods');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''goods-export-");
    // The goods import's columns in its template's order (required ones marked *), the goods ID
    // first, the category's name beside its code, and two read-only columns at the end.
    expect(rows[0]).toEqual([
      'Goods ID',
      'Goods name*',
      'Barcode*',
      'Goods no.',
      'Short name',
      'Category code',
      'Category',
      'Brand',
      'Supplier code',
      'Retail price*',
      'Purchase price',
      'Minimum price',
      'Maximum price',
      'Input tax rate',
      'Output tax rate',
      'Unit',
      'Sale mode',
      'Sale state',
      'Specification',
      'Remark',
      'Combined',
      'Updated (Asia/Shanghai)',
    ]);
    const data = rows.slice(1);
    expect(data).toHaveLength(list.total);
    const byId = new Map(data.map((row) => [row[0], row]));
    for (const item of list.list) {
      const row = byId.get(item.skuId)!;
      expect(row[1]).toBe(item.skuName);
      expect(row[2]).toBe(item.barCode);
      expect(row[9]).toBe(Number(item.skuReferPrice));
      expect(row[15]).toBe(item.meaUnit);
    }
    admin.language = 'zh';
    const zh = await readSheet(admin, { skuName: '牛奶' });
    expect(zh.sheet.name).toBe('商品');
    expect(zh.rows[0]![1]).toBe('商品名称*');
    expect(zh.response.headers['content-disposition']).toContain(encodeURIComponent('商品导出'));
  });

  it('[GOODS-06] exports the chosen SKUs only, and every SKU of the tenant across pages', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
    const live = await t.database.db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.tenantId, tenant!.id), isNull(skus.deletedAt)));
    const chosen = live.slice(0, 3).map((row) => String(row.id));
    const some = await readSheet(admin, { skuIds: chosen.join(',') });
    expect(some.rows.slice(1).map((row) => row[0])).toEqual(chosen);
    const all = await readSheet(admin, {});
    expect(all.rows).toHaveLength(live.length + 1);
  });

  it('cells that start with = + - @ are kept as text, never as formulas', async () => {
    expect(safeText('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(safeText('+1')).toBe("'+1");
    expect(safeText('-1')).toBe("'-1");
    expect(safeText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeText('牛奶')).toBe('牛奶');
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const draft = expectOk(await admin.call('goodsInitSku', { query: { comb: '0' } }), 'goodsInitSku');
    const saved = expectOk(
      await admin.call('goodsSaveSku', {
        body: {
          ...draft,
          skuName: '=cmd|"/C calc"!A0',
          barCode: 'FORMULA001',
          goodsNo: '@SUM(1)',
          skuReferPrice: '1',
          skuPurchPrice: '1',
          saleState: 0,
        },
      }),
      'goodsSaveSku',
    );
    const { sheet, rows } = await readSheet(admin, { skuIds: saved.skuId });
    expect(rows[1]![1]).toBe('\'=cmd|"/C calc"!A0');
    expect(rows[1]![3]).toBe("'@SUM(1)");
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('refuses bad filters and more than 10,000 ids with a clear message', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    expectFail(await admin.call('goodsBatchExport', { query: { skuIds: 'a,b' } }), Code.invalidRequest, 400);
    expectFail(await admin.call('goodsBatchExport', { query: { sortField: 'x' } }), Code.invalidRequest, 400);
    const many = Array.from({ length: 10_001 }, (_, i) => i + 1).join(',');
    expectFail(await admin.call('goodsBatchExport', { query: { skuIds: many } }), Code.invalidRequest, 400);
    const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
    expectFail(await cashier.call('goodsBatchExport'), Code.forbidden, 403);
  });
});
