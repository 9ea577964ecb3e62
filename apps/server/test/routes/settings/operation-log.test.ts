import { Code, OPERATION_LOG_TOTAL_CAP, TIME_ZONE_HEADER, zonedTimeText } from '@rcadmin/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { operationLog, sysParams, tenants } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  exportCall,
  expectOk,
  signedIn,
  useTestApp,
  type TestApp,
} from '../../helpers';

const PASSWORD = 'Admin@2026';
const DAY_MS = 24 * 60 * 60 * 1000;

async function tenantId(t: TestApp, platformNum: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  return row!.id;
}

/** Records of one tenant under a menu code of this test's own, `minutesAgo` before the clock. */
async function file(
  t: TestApp,
  platformNum: string,
  menuCode: string,
  records: { user: string; opt: string; minutesAgo: number }[],
) {
  const id = await tenantId(t, platformNum);
  const now = t.app.config.now().getTime();
  await t.database.db.insert(operationLog).values(
    records.map((record) => ({
      tenantId: id,
      tenantName: 'Demo Retail',
      opt: record.opt,
      client: 'pc',
      optUserCode: record.user,
      optUserName: record.user.toUpperCase(),
      optTime: '',
      menuCode,
      menuName: '测试菜单',
      addr: '/test',
      createdAt: new Date(now - record.minutesAgo * 60_000),
    })),
  );
}

describe.each(TEST_DATABASES)('operation log viewer on %s', (kind) => {
  const t = useTestApp(kind);

  it('[DATA-07] counts the matching records up to the cap and says when more match', async () => {
    const menuCode = `/test/cap-${kind}`;
    const over = OPERATION_LOG_TOTAL_CAP + 25;
    await file(
      t,
      DEMO,
      menuCode,
      Array.from({ length: over }, (_, n) => ({ user: 'admin', opt: `导入商品 第 ${n} 批`, minutesAgo: n })),
    );
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const page = async (query: Record<string, string | number>) =>
      expectOk(
        await admin.call('operationLogPageList', { query: { menuCode, ...query } }),
        'operationLogPageList',
      );
    const capped = await page({ opt: '导入商品' });
    expect(capped).toMatchObject({ total: OPERATION_LOG_TOTAL_CAP, totalCapped: true });
    expect(capped.list[0]?.opt).toBe('导入商品 第 0 批');
    // Paging reaches the last record counted, and no further: past it the filter must narrow.
    const last = await page({ opt: '导入商品', pageNo: OPERATION_LOG_TOTAL_CAP / 20 });
    expect(last.list.at(-1)?.opt).toBe(`导入商品 第 ${OPERATION_LOG_TOTAL_CAP - 1} 批`);
    admin.language = 'en';
    const past = await admin.call('operationLogPageList', {
      query: { menuCode, opt: '导入商品', pageNo: OPERATION_LOG_TOTAL_CAP / 20 + 1 },
    });
    expect(expectFail(past, Code.invalidValues, 422).msg).toBe(
      `Only the first ${OPERATION_LOG_TOTAL_CAP} records can be paged through: narrow the filters.`,
    );
    expect(await page({ opt: '第 7 批' })).toMatchObject({ total: 1, totalCapped: false });
  });

  it('[DATA-07] lists the tenant’s records newest first, by user, menu page, operation text and time range', async () => {
    const menuCode = `/test/viewer-${kind}`;
    await file(t, DEMO, menuCode, [
      { user: 'admin', opt: '新增商品 可乐 330ml', minutesAgo: 50 },
      { user: 'clerk', opt: '修改商品 可乐 500ml', minutesAgo: 40 },
      { user: 'admin', opt: '删除品牌 Cola Co', minutesAgo: 30 },
      { user: 'hr', opt: '导出员工', minutesAgo: 20 },
    ]);
    await file(t, STRICT, menuCode, [{ user: 'admin', opt: '新增商品 可乐 1L', minutesAgo: 10 }]);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const page = async (query: Record<string, string | number>) =>
      expectOk(
        await admin.call('operationLogPageList', { query: { menuCode, ...query } }),
        'operationLogPageList',
      );

    const all = await page({});
    expect(all.list.map((row) => row.opt)).toEqual([
      '导出员工',
      '删除品牌 Cola Co',
      '修改商品 可乐 500ml',
      '新增商品 可乐 330ml',
    ]);
    expect(all).toMatchObject({ total: 4, totalCapped: false, pageNo: 1, pageSize: 20 });
    expect(all.list[0]).toMatchObject({
      optUserCode: 'hr',
      optUserName: 'HR',
      menuName: '测试菜单',
      client: 'pc',
    });
    expect(Date.parse(all.list[0]!.at)).toBeGreaterThan(Date.parse(all.list[1]!.at));

    expect((await page({ optUserCode: 'admin' })).list.map((row) => row.opt)).toEqual([
      '删除品牌 Cola Co',
      '新增商品 可乐 330ml',
    ]);
    // Contains, case-insensitive; a % or _ typed is a character, not a wildcard.
    expect((await page({ opt: '可乐' })).total).toBe(2);
    expect((await page({ opt: 'cola' })).list.map((row) => row.opt)).toEqual(['删除品牌 Cola Co']);
    expect((await page({ opt: '%' })).total).toBe(0);
    const now = t.app.config.now().getTime();
    const window = await page({
      from: new Date(now - 45 * 60_000).toISOString(),
      to: new Date(now - 25 * 60_000).toISOString(),
    });
    expect(window.list.map((row) => row.opt)).toEqual(['删除品牌 Cola Co', '修改商品 可乐 500ml']);
    const second = await page({ pageSize: 10, pageNo: 1 });
    expect(second.list).toHaveLength(4);
    expect((await page({ pageSize: 10, pageNo: 2 })).list).toHaveLength(0);
  });

  it('[DATA-07] refuses a range that ends before it starts, a bad instant, a page past the count, and other sessions', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const refused = expectFail(
      await admin.call('operationLogPageList', { query: { from: '2026-11-20', to: '2026-11-19' } }),
      Code.invalidValues,
      422,
    );
    expect(refused.msg).toBe('The end of the time range must be after its start.');
    expectFail(
      await admin.call('operationLogPageList', { query: { from: 'yesterday' } }),
      Code.invalidRequest,
      400,
    );
    expectFail(
      await admin.call('operationLogPageList', { query: { pageNo: 501, pageSize: 20 } }),
      Code.invalidValues,
      422,
    );
    expectFail(
      await admin.call('operationLogPageList', { query: { pageSize: 30 } }),
      Code.invalidRequest,
      400,
    );
    // The clerk's role does not grant the viewer.
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expectFail(await clerk.call('operationLogPageList'), Code.forbidden, 403);
    expectFail(await clerk.call('operationLogExport'), Code.forbidden, 403);
  });

  it('[DATA-07] exports what the filters select as an .xlsx, formulas kept as text', async () => {
    const menuCode = `/test/export-${kind}`;
    await file(t, DEMO, menuCode, [
      { user: 'admin', opt: '=HYPERLINK("http://evil.example","x")', minutesAgo: 5 },
      { user: 'admin', opt: '新增门店 S900', minutesAgo: 4 },
    ]);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'zh';
    const response = await exportCall(admin, 'operationLogExport', { query: { menuCode } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="operation-log-\d{8}-\d{6}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('操作日志');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      '时间 (Asia/Shanghai)',
      '操作人账号',
      '操作人',
      '菜单',
      '菜单编码',
      '操作',
      '客户端',
      '地址',
      '变更内容',
    ]);
    expect(rows.slice(1).map((row) => row[5])).toEqual([
      '新增门店 S900',
      `'=HYPERLINK("http://evil.example","x")`,
    ]);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('[DATA-07] writes the times as date cells of the tenant’s zone, the one the list shows, and names it', async () => {
    const menuCode = `/test/zone-${kind}`;
    await file(t, STRICT, menuCode, [{ user: 'admin', opt: 'zoned', minutesAgo: 90 }]);
    const admin = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const [listed] = expectOk(
      await admin.call('operationLogPageList', { query: { menuCode } }),
      'operationLogPageList',
    ).list;
    const exported = async (headers?: Record<string, string>) => {
      const response = await exportCall(admin, 'operationLogExport', { query: { menuCode }, headers });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cell = sheet.getRow(2).getCell(1);
      return { header: sheet.getRow(1).getCell(1).value, cell };
    };
    // Unset: Asia/Shanghai. The cell is a real date whose wall-clock time is the list's time there.
    const shanghai = await exported();
    expect(shanghai.header).toMatch(/\(Asia\/Shanghai\)$/);
    expect(shanghai.cell.type).toBe(ExcelJS.ValueType.Date);
    expect(shanghai.cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // ExcelJS reads a date cell's wall-clock time as if it were UTC.
    const wall = (cell: ExcelJS.Cell) => (cell.value as Date).toISOString().slice(0, 19).replace('T', ' ');
    expect(wall(shanghai.cell)).toBe(zonedTimeText(listed!.at, 'Asia/Shanghai'));
    // The tenant's parameter moves them; "browser" takes the shell's header, a bad one the default.
    const id = await tenantId(t, STRICT);
    await t.database.db.insert(sysParams).values({ tenantId: id, name: 'timeZone', value: 'Europe/Madrid' });
    const madrid = await exported();
    expect(madrid.header).toMatch(/\(Europe\/Madrid\)$/);
    expect(wall(madrid.cell)).toBe(zonedTimeText(listed!.at, 'Europe/Madrid'));
    await t.database.db
      .update(sysParams)
      .set({ value: 'browser' })
      .where(and(eq(sysParams.tenantId, id), eq(sysParams.name, 'timeZone')));
    const bogota = await exported({ [TIME_ZONE_HEADER]: 'America/Bogota' });
    expect(wall(bogota.cell)).toBe(zonedTimeText(listed!.at, 'America/Bogota'));
    expect((await exported({ [TIME_ZONE_HEADER]: 'Mars/Olympus' })).header).toMatch(/\(Asia\/Shanghai\)$/);
  }, 120_000);

  it('[DATA-07] keeps each tenant’s records for its retention (operationLogRetentionDays), 180 days unless set', async () => {
    const menuCode = `/test/retention-${kind}`;
    await file(t, DEMO, menuCode, [
      { user: 'admin', opt: 'old', minutesAgo: (200 * DAY_MS) / 60_000 },
      { user: 'admin', opt: 'recent', minutesAgo: (100 * DAY_MS) / 60_000 },
    ]);
    await file(t, STRICT, menuCode, [
      { user: 'admin', opt: 'old', minutesAgo: (200 * DAY_MS) / 60_000 },
      { user: 'admin', opt: 'recent', minutesAgo: (100 * DAY_MS) / 60_000 },
    ]);
    // The strict tenant keeps 90 days; a value out of range counts as unset.
    await t.database.db
      .insert(sysParams)
      .values({ tenantId: await tenantId(t, STRICT), name: 'operationLogRetentionDays', value: '90' });
    await t.app.repos.logs.pruneOperationLog(t.app.config.now());
    const left = await t.database.db
      .select({ tenantId: operationLog.tenantId, opt: operationLog.opt })
      .from(operationLog)
      .where(eq(operationLog.menuCode, menuCode));
    const demoId = await tenantId(t, DEMO);
    expect(left.filter((row) => row.tenantId === demoId).map((row) => row.opt)).toEqual(['recent']);
    expect(left.filter((row) => row.tenantId !== demoId)).toEqual([]);
  });
});
