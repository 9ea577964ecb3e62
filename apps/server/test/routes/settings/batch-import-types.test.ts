import { Code, type BatchJob } from '@rcadmin/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brandCategories,
  brands,
  combItems,
  employees,
  franchisees,
  goodsCategories,
  skuPriceHistory,
  skus,
  stores,
  users,
} from '../../../src/db/schema';
import { DEMO, expectFail, expectOk, jobEnded, signedIn, useTestApp, type Agent } from '../../helpers';
import { insertSku, tenantIdOf } from '../catalogue/fixtures';

const PASSWORD = 'Admin@2026';
type Cell = string | number | Date | null;

/** An .xlsx of one sheet: a header and rows. */
async function workbook(rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Each type's columns, checks and writes: the same on every database (PGlite is PostgreSQL's own
// engine). The job claims and threads under them are tested on both databases in batch-import.test.ts.
describe.each(['pglite' as const])('bulk import of every type on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;
  let adminId: number;
  /** Codes no other run of the suite uses. */
  const tag = `${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString().slice(-5)}`;
  const bar = (n: number) => `88${tag.slice(1)}${String(n).padStart(4, '0')}`;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'zh';
    tenantId = await tenantIdOf(t.database, DEMO);
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.loginName, 'admin')));
    adminId = user!.id;
  });

  const upload = (
    agent: Agent,
    type: string,
    file: { filename: string; data: Buffer | string },
    mode = 'valid',
  ) =>
    agent.call('batchImportUpload', {
      multipart: [
        { name: 'type', data: type },
        { name: 'mode', data: mode },
        { name: 'file', ...file },
      ],
    });

  /** Uploads an .xlsx and waits until its job has ended (the runner works in the background). */
  async function imported(type: string, rows: Cell[][], mode = 'valid'): Promise<BatchJob> {
    const data = await workbook(rows);
    const { jobId } = expectOk(
      await upload(admin, type, { filename: `${type}.xlsx`, data }, mode),
      'batchImportUpload',
    );
    return jobEnded(admin, jobId);
  }

  /** The refused rows of a job: row number → "column: reason" of each problem. */
  async function refusedRows(jobId: string): Promise<Record<number, string[]>> {
    const out: Record<number, string[]> = {};
    for (let pageNo = 1; ; pageNo += 1) {
      const page = expectOk(
        await admin.call('batchJobErrors', { query: { id: jobId, pageNo, pageSize: 100 } }),
        'batchJobErrors',
      );
      for (const row of page.rows) out[row.row] = row.problems.map((p) => `${p.column}: ${p.reason}`);
      if (pageNo * 100 >= page.total) return out;
    }
  }

  const categoryByCode = async (codes: string[]) =>
    t.database.db
      .select({
        id: goodsCategories.id,
        code: goodsCategories.code,
        name: goodsCategories.name,
        parentId: goodsCategories.parentId,
        level: goodsCategories.level,
      })
      .from(goodsCategories)
      .where(and(eq(goodsCategories.tenantId, tenantId), inArray(goodsCategories.code, codes)))
      .orderBy(asc(goodsCategories.code));

  describe('templates', () => {
    it('offers a template of every type, headers in the user’s language (* when required) and drop-downs', async () => {
      const expected: Record<string, { headers: string[]; dropDown?: string }> = {
        combGoods: { headers: ['组合商品条码*', '组合商品名称*', '零售价*', '子商品条码*', '数量*'] },
        prices: { headers: ['条码*', '零售价*', '最低售价', '最高售价', '进货价'] },
        stores: { headers: ['门店编码*', '门店名称*', '类型*', '经营方式', '省份'], dropDown: '类型*' },
        employees: { headers: ['工号*', '姓名*', '手机号*', '性别', '所属部门编码'], dropDown: '性别' },
        categories: { headers: ['分类编码*', '分类名称*', '上级分类编码'] },
        brands: { headers: ['品牌名称*', '英文名称', '品牌分类'], dropDown: '品牌分类' },
      };
      for (const [type, { headers, dropDown }] of Object.entries(expected)) {
        const response = await admin.call('batchImportTemplate', { query: { type } });
        expect(response.statusCode, type).toBe(200);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const data = book.worksheets[0]!;
        const header = (data.getRow(1).values as string[]).slice(1);
        expect(header, type).toEqual(expect.arrayContaining(headers));
        expect(
          book.worksheets.map((sheet) => sheet.name),
          type,
        ).toContain('填写说明');
        if (dropDown) {
          const validation = data.getCell(2, header.indexOf(dropDown) + 1).dataValidation;
          expect(validation, type).toMatchObject({ type: 'list' });
        }
      }
      const help = new ExcelJS.Workbook();
      await help.xlsx.load(
        (await admin.call('batchImportTemplate', { query: { type: 'combGoods' } }))
          .rawPayload as unknown as ArrayBuffer,
      );
      const notes = help.getWorksheet('填写说明')!.getColumn(4).values.join(' ');
      expect(notes).toContain('同一组合商品的行须连续排列，最多 50 行');

      const types = expectOk(await admin.call('batchImportTypes'), 'batchImportTypes');
      expect(types.map((type) => type.type)).toEqual([
        'goods',
        'combGoods',
        'prices',
        'stores',
        'employees',
        'categories',
        'brands',
      ]);
      const column = (type: string, key: string) =>
        types.find((entry) => entry.type === type)?.columns.find((c) => c.key === key);
      expect(column('stores', 'type')?.options).toEqual(['门店', '部门', '仓库']);
      expect(column('stores', 'province')?.options).toContain('广东省');
      expect(column('employees', 'sex')?.options).toEqual(['未知', '男', '女']);
      expect(column('brands', 'brandCategoryName')?.options).toContain('饮料品牌');

      // The job's language: an English user reads English headers and labels.
      const english = await signedIn(t.app, DEMO, 'admin', PASSWORD);
      english.language = 'en';
      const en = expectOk(await english.call('batchImportTypes'), 'batchImportTypes');
      const sexes = en.find((entry) => entry.type === 'employees')?.columns.find((c) => c.key === 'sex');
      expect(sexes).toMatchObject({ label: 'Sex', options: ['Unknown', 'Male', 'Female'] });
    });
  });

  describe('categories', () => {
    it('imports a tree in file order: codes unique, names unique among siblings, three levels at most', async () => {
      const [root] = await t.database.db
        .select({ code: goodsCategories.code, name: goodsCategories.name })
        .from(goodsCategories)
        .where(and(eq(goodsCategories.tenantId, tenantId), isNull(goodsCategories.parentId)))
        .limit(1);
      const c = (name: string) => `${tag}-${name}`;
      const job = await imported('categories', [
        ['分类编码*', '分类名称*', '上级分类编码'],
        [c('A'), '导入一级', ''],
        [c('A1'), '导入二级', c('A')],
        [c('A11'), '导入三级', c('A1')],
        [c('A111'), '导入四级', c('A11')],
        [c('B1'), '导入二级', c('A')],
        [root!.code, '重复编码', ''],
        [c('R'), root!.name, ''],
        [c('C'), '导入孤儿', c('Z')],
        [c('Z'), '后来的上级', ''],
        ['bad code!', '格式', ''],
        [c('D'), '', ''],
        [c('E'), '自己', c('E')],
        [c('A'), '重复', ''],
      ]);
      expect(job).toMatchObject({ status: 'done', totalRows: 13, okRows: 4, errorRows: 9, hasFile: true });
      const rows = await categoryByCode([c('A'), c('A1'), c('A11'), c('Z'), c('A111'), c('B1'), c('C')]);
      const id = (code: string) => rows.find((row) => row.code === code)?.id;
      expect(rows.map(({ code, name, level }) => [code, name, level])).toEqual([
        [c('A'), '导入一级', 1],
        [c('A1'), '导入二级', 2],
        [c('A11'), '导入三级', 3],
        [c('Z'), '后来的上级', 1],
      ]);
      expect(rows.find((row) => row.code === c('A1'))?.parentId).toBe(id(c('A')));
      expect(rows.find((row) => row.code === c('A11'))?.parentId).toBe(id(c('A1')));
      expect(await refusedRows(job.id)).toEqual({
        5: ['上级分类编码: 分类最多 3 级'],
        6: ['分类名称: 与第 3 行重复'],
        7: [`分类编码: 分类编码“${root!.code}”已被使用`],
        8: [`分类名称: 同级下已有名为“${root!.name}”的分类`],
        9: [`上级分类编码: 上级分类 ${c('Z')} 不存在（须已存在，或在本文件中更靠前的行）`],
        11: ['分类编码: 须为 1–32 位字母、数字、-、_ 或 .'],
        12: ['分类名称: 必填'],
        13: ['上级分类编码: 不能是本分类自己的编码'],
        14: ['分类编码: 与第 2 行重复'],
      });
    });

    it('finds a parent written by an earlier batch, and stages a tree as JSON when all or nothing', async () => {
      const c = (name: string) => `${tag}-N${name}`;
      // 500 rows make a batch: the child on row 502 names a parent the first batch wrote.
      const filler = Array.from({ length: 499 }, (_, n) => [c(`F${n}`), `填充 ${n}`, c('P')]);
      const job = await imported('categories', [
        ['categoryCode', 'categoryName', 'parentCode'],
        [c('P'), '批次上级', ''],
        ...filler,
        [c('Q'), '下一批次的子分类', c('F0')],
      ]);
      expect(job).toMatchObject({ status: 'done', okRows: 501, errorRows: 0 });
      const [parent, child] = await categoryByCode([c('F0'), c('Q')]);
      expect(child).toMatchObject({ parentId: parent!.id, level: 3 });

      const all = await imported(
        'categories',
        [
          ['分类编码*', '分类名称*', '上级分类编码'],
          [c('X'), '全有全无 一级', ''],
          [c('X1'), '全有全无 二级', c('X')],
          [c('X11'), '全有全无 三级', c('X1')],
        ],
        'all',
      );
      expect(all).toMatchObject({ status: 'done', okRows: 3, errorRows: 0 });
      expect((await categoryByCode([c('X'), c('X1'), c('X11')])).map((row) => row.level)).toEqual([1, 2, 3]);
    });
  });

  describe('brands', () => {
    it('imports brands with a unique name, an English name and an existing brand category', async () => {
      const name = (n: string) => `导入品牌${tag}${n}`;
      const job = await imported('brands', [
        ['品牌名称*', '英文名称', '品牌分类'],
        [name('一'), 'Import One', '饮料品牌'],
        [name('二'), '', ''],
        ['康师傅', 'Master Kong', '食品品牌'],
        [name('一'), '', ''],
        [name('三'), '', '没有的分类'],
        ['长'.repeat(65), '', ''],
        ['', 'No name', ''],
      ]);
      expect(job).toMatchObject({ status: 'done', okRows: 2, errorRows: 5 });
      const rows = await t.database.db
        .select({ name: brands.name, englishName: brands.englishName, category: brandCategories.name })
        .from(brands)
        .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
        .where(and(eq(brands.tenantId, tenantId), inArray(brands.name, [name('一'), name('二'), name('三')])))
        .orderBy(asc(brands.id));
      expect(rows).toEqual([
        { name: name('一'), englishName: 'Import One', category: '饮料品牌' },
        { name: name('二'), englishName: '', category: null },
      ]);
      expect(await refusedRows(job.id)).toEqual({
        4: ['品牌名称: 品牌名称“康师傅”已存在'],
        5: ['品牌名称: 与第 2 行重复'],
        6: ['品牌分类: 不存在：没有的分类'],
        7: ['品牌名称: 最多 64 个字符'],
        8: ['品牌名称: 必填'],
      });
    });
  });

  describe('prices', () => {
    it('changes the prices of existing SKUs by barcode with the goods form’s rules, in the price history', async () => {
      const sku = (n: number, values: Partial<typeof skus.$inferInsert> = {}) =>
        insertSku(t.database, tenantId, { barCode: bar(n), skuReferPrice: '10.00', version: 3, ...values });
      const ids = {
        plain: await sku(1, { minPrice: '5.00', maxPrice: '20.00' }),
        all: await sku(2),
        deleted: await sku(3, { deletedAt: new Date() }),
        bounded: await sku(4, { minPrice: '5.00', maxPrice: '20.00' }),
        same: await sku(5, { skuPurchPrice: '6.00' }),
      };
      const job = await imported('prices', [
        ['条码*', '零售价*', '最低售价', '最高售价', '进货价'],
        [bar(1), '12', '', '', ''],
        [bar(2), '8.5', '6', '9', '4.2'],
        [bar(1), '13', '', '', ''],
        [bar(9), '1', '', '', ''],
        [bar(3), '1', '', '', ''],
        [bar(4), '25', '', '', ''],
        [bar(4), '4', '6', '', ''],
        [bar(5), 'abc', '', '', '-1'],
        [bar(5), '10.00', '', '', '6'],
        ['bad code!', '1', '', '', ''],
      ]);
      expect(job).toMatchObject({ status: 'done', okRows: 3, errorRows: 7 });
      const rows = await t.database.db
        .select({
          id: skus.id,
          refer: skus.skuReferPrice,
          min: skus.minPrice,
          max: skus.maxPrice,
          purch: skus.skuPurchPrice,
          version: skus.version,
        })
        .from(skus)
        .where(inArray(skus.id, Object.values(ids)))
        .orderBy(asc(skus.barCode));
      expect(rows.map(({ id: _, ...row }) => row)).toEqual([
        { refer: '12.00', min: '5.00', max: '20.00', purch: '0.00', version: 4 },
        { refer: '8.50', min: '6.00', max: '9.00', purch: '4.20', version: 4 },
        { refer: '10.00', min: null, max: null, purch: '0.00', version: 3 },
        { refer: '10.00', min: '5.00', max: '20.00', purch: '0.00', version: 3 },
        // The same prices: nothing changes, not even the version.
        { refer: '10.00', min: null, max: null, purch: '6.00', version: 3 },
      ]);
      const history = await t.database.db
        .select({
          skuId: skuPriceHistory.skuId,
          oldPrice: skuPriceHistory.oldPrice,
          newPrice: skuPriceHistory.newPrice,
          source: skuPriceHistory.source,
          changedBy: skuPriceHistory.changedBy,
        })
        .from(skuPriceHistory)
        .where(inArray(skuPriceHistory.skuId, Object.values(ids)))
        .orderBy(asc(skuPriceHistory.id));
      expect(history).toEqual([
        { skuId: ids.plain, oldPrice: '10.00', newPrice: '12.00', source: 'import', changedBy: adminId },
        { skuId: ids.all, oldPrice: '10.00', newPrice: '8.50', source: 'import', changedBy: adminId },
      ]);
      expect(await refusedRows(job.id)).toEqual({
        4: ['条码: 与第 2 行重复'],
        5: [`条码: 没有条码为 ${bar(9)} 的商品`],
        6: [`条码: 条码为 ${bar(3)} 的商品在回收站中`],
        7: ['零售价: 须满足 最低售价 ≤ 零售价 ≤ 最高售价（最低售价 5.00，最高售价 20.00）'],
        8: ['最低售价: 须满足 最低售价 ≤ 零售价 ≤ 最高售价（最低售价 6.00，最高售价 —）'],
        9: ['零售价: 须为数字，最多 2 位小数', '进货价: 须为数字，最多 2 位小数'],
        11: ['条码: 条码须为 1-32 位数字或字母'],
      });
    });
  });

  describe('combined goods', () => {
    /** Single SKUs to be parts, a combined good, and a single SKU in the recycle bin. */
    let parts: { p1: number; p2: number; p3: number };
    beforeAll(async () => {
      parts = {
        p1: await insertSku(t.database, tenantId, { barCode: bar(101), skuName: '子商品一' }),
        p2: await insertSku(t.database, tenantId, { barCode: bar(102), skuName: '子商品二' }),
        p3: await insertSku(t.database, tenantId, { barCode: bar(103), skuName: '子商品三' }),
      };
      await insertSku(t.database, tenantId, { barCode: bar(104), skuName: '已有组合', comb: 1 });
      await insertSku(t.database, tenantId, { barCode: bar(105), skuName: '回收站', deletedAt: new Date() });
    });

    const combOf = async (barCode: string) => {
      const [comb] = await t.database.db
        .select({
          id: skus.id,
          comb: skus.comb,
          name: skus.skuName,
          price: skus.skuReferPrice,
          unit: skus.meaUnit,
        })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), eq(skus.barCode, barCode)));
      if (!comb) return undefined;
      const items = await t.database.db
        .select({ part: combItems.subSkuId, quantity: combItems.quantity })
        .from(combItems)
        .where(eq(combItems.combSkuId, comb.id))
        .orderBy(asc(combItems.sortOrder));
      return { ...comb, items };
    };

    it('makes one combined good of consecutive rows, whole or not at all', async () => {
      const job = await imported('combGoods', [
        ['组合商品条码*', '组合商品名称*', '零售价*', '子商品条码*', '数量*'],
        [bar(201), '组合 A', '9.9', bar(101), 2],
        [bar(201), '', '', bar(102), 1],
        [bar(201), '组合 A', '9.90', bar(103), 3],
        [bar(202), '组合 B', '5', bar(101), 1],
        [bar(202), '', '', bar(999), 1],
        [bar(203), '组合 C', '5', bar(101), 1],
        [bar(203), '', '', bar(101), 1],
        [bar(204), '组合 D', '5', bar(104), 1],
        [bar(205), '组合 E', '5', bar(105), 1],
        [bar(201), '', '', bar(103), 1],
        [bar(101), '组合 F', '5', bar(102), 1],
        [bar(206), '组合 G', '5', bar(101), 0],
        [bar(207), '组合 H', '6', bar(101), 1],
        [bar(207), '别的名称', '7', bar(102), 1],
        [bar(208), '', '', bar(101), 1],
        [bar(209), '组合 I', '5', bar(209), 1],
      ]);
      expect(job).toMatchObject({ status: 'done', okRows: 3, errorRows: 13 });
      expect(await combOf(bar(201))).toEqual({
        id: expect.any(Number),
        comb: 1,
        name: '组合 A',
        price: '9.90',
        unit: '个',
        items: [
          { part: parts.p1, quantity: 2 },
          { part: parts.p2, quantity: 1 },
          { part: parts.p3, quantity: 3 },
        ],
      });
      for (const n of [202, 203, 204, 205, 206, 207, 208, 209])
        expect(await combOf(bar(n)), String(n)).toBeUndefined();
      const history = await t.database.db
        .select({
          oldPrice: skuPriceHistory.oldPrice,
          newPrice: skuPriceHistory.newPrice,
          source: skuPriceHistory.source,
        })
        .from(skuPriceHistory)
        .where(eq(skuPriceHistory.skuId, (await combOf(bar(201)))!.id));
      expect(history).toEqual([{ oldPrice: null, newPrice: '9.90', source: 'import' }]);
      expect(await refusedRows(job.id)).toEqual({
        5: [`组合商品条码: 组合商品 ${bar(202)} 的其他行有错误，整个组合商品未导入`],
        6: [`子商品条码: 不存在：${bar(999)}`],
        7: [`组合商品条码: 组合商品 ${bar(203)} 的其他行有错误，整个组合商品未导入`],
        8: [`子商品条码: 子商品“${bar(101)}”重复`],
        9: ['子商品条码: “已有组合”不是普通商品，不能作为组合商品的子商品'],
        10: [`子商品条码: 子商品 ${bar(105)} 在回收站中`],
        11: [`组合商品条码: 组合商品 ${bar(201)} 的行须连续排列，此行与它前面的行被其他行隔开`],
        12: [`组合商品条码: 条码 ${bar(101)} 已被商品使用`],
        13: ['数量: 须为 1–100000 的整数'],
        14: [`组合商品条码: 组合商品 ${bar(207)} 的其他行有错误，整个组合商品未导入`],
        15: [
          '组合商品名称: 与本组合商品第一行的名称“组合 H”不同',
          '零售价: 与本组合商品第一行的零售价 6 不同',
        ],
        16: ['组合商品名称: 必填', '零售价: 必填'],
        17: ['子商品条码: 组合商品不能包含自身'],
      });
    });

    it('continues a combined good across a batch boundary, and says so when a later row is refused', async () => {
      // 500 data rows make a batch; refused rows (no combined barcode) fill the file up to the boundaries.
      const filler = (count: number): Cell[][] =>
        Array.from({ length: count }, () => ['', '', '', bar(101), 1]);
      const partial = (barCode: string) =>
        `组合商品条码: 组合商品 ${barCode} 已由前面的行创建；其后有行出错，此行的子商品未加入，请在组合商品页面补全`;
      const job = await imported('combGoods', [
        ['combBarCode', 'combName', 'skuReferPrice', 'partBarCode', 'quantity'],
        ...filler(498),
        // Data rows 499 and 500 in the first batch, 501 in the second.
        [bar(301), '跨批次 甲', '12', bar(101), 1],
        [bar(301), '', '', bar(102), 1],
        [bar(301), '', '', bar(103), 2],
        ...filler(497),
        // Data rows 999 and 1000 in the second batch, 1001 and 1002 in the third.
        [bar(302), '跨批次 乙', '8', bar(101), 1],
        [bar(302), '', '', bar(102), 1],
        [bar(302), '', '', bar(999), 1],
        [bar(302), '', '', bar(103), 1],
      ]);
      expect(job).toMatchObject({ status: 'done', totalRows: 1002, okRows: 5, errorRows: 997 });
      expect(await combOf(bar(301))).toMatchObject({
        name: '跨批次 甲',
        price: '12.00',
        items: [
          { part: parts.p1, quantity: 1 },
          { part: parts.p2, quantity: 1 },
          { part: parts.p3, quantity: 2 },
        ],
      });
      // The second batch wrote the first two parts; the third refuses the rest, and says why.
      expect(await combOf(bar(302))).toMatchObject({
        items: [
          { part: parts.p1, quantity: 1 },
          { part: parts.p2, quantity: 1 },
        ],
      });
      const errors = await refusedRows(job.id);
      // A file row is its data row + 1 (the header).
      expect([errors[500], errors[501], errors[502], errors[1000], errors[1001]]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(errors[1002]).toEqual([`子商品条码: 不存在：${bar(999)}`]);
      expect(errors[1003]).toEqual([partial(bar(302))]);
    });

    it('writes staged combined goods in file order when all or nothing, and nothing when a row is refused', async () => {
      const header = ['组合商品条码*', '组合商品名称*', '零售价*', '子商品条码*', '数量*'];
      const refused = await imported(
        'combGoods',
        [header, [bar(401), '全有全无 甲', '3', bar(101), 1], [bar(402), '全有全无 乙', '4', bar(999), 1]],
        'all',
      );
      expect(refused).toMatchObject({ status: 'failed', okRows: 0, errorRows: 1 });
      expect(await combOf(bar(401))).toBeUndefined();
      const clean = await imported(
        'combGoods',
        [header, [bar(403), '全有全无 丙', '3', bar(101), 1], [bar(403), '', '', bar(102), 4]],
        'all',
      );
      expect(clean).toMatchObject({ status: 'done', okRows: 2, errorRows: 0 });
      expect((await combOf(bar(403)))?.items).toEqual([
        { part: parts.p1, quantity: 1 },
        { part: parts.p2, quantity: 4 },
      ]);
    });
  });

  describe('stores', () => {
    it('imports stores with the store form’s rules: code, name and type, phones, areas, dates, franchisees', async () => {
      const code = (n: number) => `${tag}S${n}`;
      await t.database.db
        .update(franchisees)
        .set({ status: 0 })
        .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.code, 'F003')));
      const [flagship] = await t.database.db
        .select({ name: stores.storeName })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, 'S001')));
      const row = (cells: Record<number, Cell>): Cell[] =>
        Array.from({ length: 16 }, (_, i) => cells[i] ?? '');
      const job = await imported('stores', [
        [
          ...[
            '门店编码*',
            '门店名称*',
            '类型*',
            '经营方式',
            '加盟商编码',
            '负责人',
            '负责人电话',
            '服务热线',
          ],
          ...['省份', '城市', '区县', '详细地址', '开业日期', '经度', '纬度', '备注'],
        ],
        [
          ...[code(1), '导入门店一', '门店', '', '', '张三', '13800000001', '0755-12345678'],
          ...['广东省', '深圳市', '南山区', '科技园 1 号', '2024-01-02', '113.93', '22.53', '备注一'],
        ],
        // A date typed in Excel is a date cell (a serial number with a date format), not text.
        row({
          0: code(2),
          1: '导入仓库',
          2: '仓库',
          3: '加盟',
          4: 'F001',
          12: new Date(Date.UTC(2023, 4, 6)),
        }),
        row({ 0: code(3), 1: '导入部门', 2: 'Department', 8: '310000', 9: '徐汇区' }),
        row({ 0: code(4), 1: '直营带加盟商', 2: '门店', 3: '直营', 4: 'F001' }),
        row({ 0: 'S001', 1: '重复编码', 2: '门店' }),
        row({ 0: code(5), 1: '类型不对', 2: '商场' }),
        row({ 0: code(6), 1: '电话不对', 2: '门店', 6: '12345' }),
        row({ 0: code(7), 1: '地区不对', 2: '门店', 8: '广东省', 9: '杭州市' }),
        row({ 0: code(8), 1: '日期不对', 2: '门店', 12: '2024-13-01' }),
        row({ 0: code(9), 1: '只有经度', 2: '门店', 13: '113.9' }),
        row({ 0: 'bad code', 1: '编码不对', 2: '门店' }),
        row({ 0: code(10), 1: '没有的加盟商', 2: '门店', 3: '加盟', 4: 'NOPE' }),
        row({ 0: code(11), 1: '停用的加盟商', 2: '门店', 3: '联营', 4: 'F003' }),
        row({ 0: code(1), 1: '文件内重复', 2: '门店' }),
        row({ 0: code(12) }),
      ]);
      expect(job).toMatchObject({ status: 'done', totalRows: 15, okRows: 3, errorRows: 12 });
      const [f001] = await t.database.db
        .select({ id: franchisees.id })
        .from(franchisees)
        .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.code, 'F001')));
      const rows = await t.database.db
        .select({
          code: stores.storeCode,
          name: stores.storeName,
          type: stores.type,
          status: stores.status,
          franchiseeType: stores.franchiseeType,
          franchiseeId: stores.franchiseeId,
          province: stores.provinceCode,
          city: stores.cityCode,
          district: stores.districtCode,
          phone: stores.leaderOnePhone,
          opened: stores.openTimeNew,
          longitude: stores.longitude,
          notes: stores.storeNotes,
          serveInterval: stores.serveInterval,
        })
        .from(stores)
        .where(
          and(eq(stores.tenantId, tenantId), inArray(stores.storeCode, [code(1), code(2), code(3), code(4)])),
        )
        .orderBy(asc(stores.storeCode));
      expect(rows).toEqual([
        {
          code: code(1),
          name: '导入门店一',
          type: 1,
          status: 1,
          franchiseeType: 1,
          franchiseeId: null,
          province: '440000',
          city: '440300',
          district: '440305',
          phone: '13800000001',
          opened: '2024-01-02',
          longitude: '113.930000',
          notes: '备注一',
          // The form's defaults for what the file does not give.
          serveInterval: 30,
        },
        expect.objectContaining({
          code: code(2),
          type: 3,
          franchiseeType: 2,
          franchiseeId: f001!.id,
          opened: '2023-05-06',
        }),
        expect.objectContaining({ code: code(3), type: 2, province: '310000', city: '310104', district: '' }),
      ]);
      expect(await refusedRows(job.id)).toEqual({
        5: ['加盟商编码: 直营门店不关联加盟商：请将经营方式改为加盟或联营，或清空加盟商编码'],
        6: [`门店编码: 门店编码 S001 已被门店“${flagship!.name}”使用`],
        7: ['类型: “商场”不是可选值（门店, 部门, 仓库）'],
        8: ['负责人电话: 负责人电话须为手机号或固定电话（如 010-12345678）'],
        9: ['城市: 城市 杭州市 不存在'],
        10: ['开业日期: 开业日期须为 年-月-日'],
        11: ['纬度: 经度和纬度须同时填写'],
        12: ['门店编码: 门店编码只能包含字母、数字、“-”和“_”，最多 32 位'],
        13: ['加盟商编码: 加盟商 NOPE 不存在'],
        14: ['加盟商编码: 加盟商“上海惠邻便利店管理有限公司”已停用，不能再关联门店'],
        15: ['门店编码: 与第 2 行重复'],
        16: ['门店名称: 必填', '类型: 必填'],
      });
    });
  });

  describe('employees', () => {
    it('imports employees with the employee form’s rules, a unique code and mobile, and no account', async () => {
      const code = (n: number) => `${tag}E${n}`;
      const mobile = (n: number) => `19${tag.slice(1)}${String(n).padStart(4, '0')}`;
      const [someone] = await t.database.db
        .select({ mobile: employees.mobile, name: employees.name })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), eq(employees.empCode, 'E0010')));
      const job = await imported('employees', [
        ['工号*', '姓名*', '手机号*', '性别', '邮箱', '职位', '所属部门编码', '证件号', '组织编码', '备注'],
        [
          code(1),
          '导入员工',
          mobile(1),
          '男',
          'a@example.com',
          '店员',
          'S001',
          '110101199001011234',
          'ORG1',
          '备注',
        ],
        [code(2), '导入员工二', '+85212345678', '', '', '', '', '', '', ''],
        ['E0001', '重复工号', mobile(3)],
        [code(3), '重复手机', someone!.mobile],
        [code(4), '手机不对', '12345'],
        [code(5), '邮箱不对', mobile(5), '', 'bad-email'],
        [code(6), '性别不对', mobile(6), '其他'],
        [code(7), '部门不对', mobile(7), '', '', '', 'NOSTORE'],
        [code(8), '文件内重复手机', mobile(1)],
        ['bad code!', '工号不对', mobile(9)],
        [code(9), '', mobile(10)],
        [code(10), '没有手机', ''],
      ]);
      expect(job).toMatchObject({ status: 'done', totalRows: 12, okRows: 2, errorRows: 10 });
      const rows = await t.database.db
        .select({
          code: employees.empCode,
          name: employees.name,
          mobile: employees.mobile,
          sex: employees.sex,
          email: employees.email,
          position: employees.position,
          deptCode: employees.deptCode,
          cardNo: employees.cardNo,
          orgCode: employees.orgCode,
          remark: employees.remark,
          status: employees.status,
          userId: employees.userId,
        })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), inArray(employees.empCode, [code(1), code(2), code(3)])))
        .orderBy(asc(employees.empCode));
      expect(rows).toEqual([
        {
          code: code(1),
          name: '导入员工',
          mobile: mobile(1),
          sex: 1,
          email: 'a@example.com',
          position: '店员',
          deptCode: 'S001',
          cardNo: '110101199001011234',
          orgCode: 'ORG1',
          remark: '备注',
          status: 1,
          userId: null,
        },
        expect.objectContaining({
          code: code(2),
          mobile: '+85212345678',
          sex: 0,
          deptCode: '',
          userId: null,
        }),
      ]);
      expect(await refusedRows(job.id)).toEqual({
        4: ['工号: 员工编号“E0001”已被使用'],
        5: [`手机号: 手机号 ${someone!.mobile} 已被员工“${someone!.name}”使用`],
        6: ['手机号: 请输入正确的手机号（11位大陆手机号或+国际号码）'],
        7: ['邮箱: 请输入正确的邮箱地址'],
        8: ['性别: “其他”不是可选值（未知, 男, 女）'],
        9: ['所属部门编码: 所属部门“NOSTORE”不是本商户的门店'],
        10: ['手机号: 与第 2 行重复'],
        11: ['工号: 请输入员工编号（字母、数字、-、_，最多32位）'],
        12: ['姓名: 必填'],
        13: ['手机号: 必填'],
      });
    });
  });

  describe('permissions', () => {
    it('[SEC-3][ORG-09] the HR user of S008 imports employees into S008 only', async () => {
      const hr = await signedIn(t.app, DEMO, 'hr.east', PASSWORD);
      hr.language = 'zh';
      const code = (n: number) => `${tag}H${n}`;
      const mobile = (n: number) => `18${tag.slice(1)}${String(n).padStart(4, '0')}`;
      const data = await workbook([
        ['工号*', '姓名*', '手机号*', '性别', '邮箱', '职位', '所属部门编码'],
        [code(1), '本店员工', mobile(1), '', '', '', 'S008'],
        [code(2), '别店员工', mobile(2), '', '', '', 'S001'],
        [code(3), '无部门员工', mobile(3)],
      ]);
      const { jobId } = expectOk(
        await upload(hr, 'employees', { filename: 'employees.xlsx', data }),
        'batchImportUpload',
      );
      expect(await jobEnded(hr, jobId)).toMatchObject({ status: 'done', okRows: 1, errorRows: 2 });
      expect(await refusedRows(jobId)).toEqual({
        3: ['所属部门编码: 您未获授权管理门店“S001”'],
        4: ['所属部门编码: 您未获授权管理门店“-”'],
      });
      const rows = await t.database.db
        .select({ code: employees.empCode, deptCode: employees.deptCode })
        .from(employees)
        .where(
          and(eq(employees.tenantId, tenantId), inArray(employees.empCode, [code(1), code(2), code(3)])),
        );
      expect(rows).toEqual([{ code: code(1), deptCode: 'S008' }]);
    });

    const GOODS_TYPES = ['combGoods', 'prices', 'categories', 'brands'];
    const ORG_TYPES = ['stores', 'employees'];

    it('refuses every type to the cashier, who has no goods or organisation page, and writes nothing', async () => {
      const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
      for (const type of [...GOODS_TYPES, ...ORG_TYPES]) {
        const file = { filename: `${type}.csv`, data: 'categoryCode,categoryName\nNOPE-1,不该导入\n' };
        expectFail(await upload(cashier, type, file), Code.forbidden, 403);
        expectFail(await cashier.call('batchImportTemplate', { query: { type } }), Code.forbidden, 403);
      }
      expect(await categoryByCode(['NOPE-1'])).toEqual([]);
    });

    it('refuses every import to the clerk, who views the goods pages only and has no organisation page', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      clerk.language = 'zh';
      const types = expectOk(await clerk.call('batchImportTypes'), 'batchImportTypes').map(
        (entry) => entry.type,
      );
      // Importing is an action of its own (rights per action): the clerk views only.
      expect(types).toEqual([]);
      const labels: Record<string, string> = { stores: '门店', employees: '员工' };
      for (const type of ORG_TYPES) {
        const file = { filename: `${type}.csv`, data: 'empCode,name,mobile\nNOPE,不该导入,19900000000\n' };
        const refused = expectFail(await upload(clerk, type, file), Code.forbidden, 403);
        expect(refused.msg).toBe(`没有导入${labels[type]}的权限`);
        expectFail(await clerk.call('batchImportTemplate', { query: { type } }), Code.forbidden, 403);
      }
      const [nobody] = await t.database.db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), eq(employees.empCode, 'NOPE')));
      expect(nobody).toBeUndefined();
    });
  });
});
