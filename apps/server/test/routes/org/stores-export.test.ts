import { Code, type CallName } from '@rcadmin/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  exportCall,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import { PASSWORD, WEEK_SLOTS, bulkStores, formBody, tenantIdOf, uniqueCode } from './stores-fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The sheets of an export (each a list of rows of cell values) and what answering took: wall time and
 * the server's CPU time (the in-process database included), which is the time on an idle machine.
 */
async function readExport(agent: Agent, name: CallName, query: Record<string, string>) {
  const usage = process.cpuUsage();
  const started = performance.now();
  const response = await exportCall(agent, name, { query });
  const elapsedMs = performance.now() - started;
  const spent = process.cpuUsage(usage);
  const cpuMs = (spent.user + spent.system) / 1000;
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheets = workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows, sheet };
  });
  return { response, sheets, elapsedMs, cpuMs };
}

describe.each(TEST_DATABASES)('store exports on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-11] batchExportDept streams a real .xlsx of the filtered stores, headers in the caller’s language', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const p = uniqueCode('X');
    for (const [suffix, name] of [
      ['1', '深圳湾店'],
      ['2', 'Bay Store'],
    ]) {
      expectOk(
        await admin.call('saveDept', {
          body: formBody({
            storeid: `${p}${suffix}`,
            storename: name,
            province: '440000',
            city: '440300',
            district: '440305',
            startTime: '08:00',
            endTime: '22:00',
            longitude: '113.95',
            latitude: '22.52',
          }),
        }),
        'saveDept',
      );
    }
    admin.language = 'en';
    const en = await readExport(admin, 'batchExportDept', { keyword: p });
    expect(en.response.headers['content-disposition']).toMatch(
      /^attachment; filename="stores-export-\d{8}-\d{6}\.xlsx"; filename\*=UTF-8''stores-export-/,
    );
    const [sheet] = en.sheets;
    expect(sheet!.name).toBe('Stores');
    expect(sheet!.rows[0]).toEqual([
      'Store ID',
      'Store code',
      'Store name',
      'Type',
      'Status',
      'Operation',
      'Franchisee',
      'Area',
      'Address',
      'Leader',
      "Leader's phone",
      'Service hotline',
      'Longitude',
      'Latitude',
      'Opening date',
      'Business hours',
      'Sales channels',
    ]);
    const data = sheet!.rows.slice(1);
    expect(data.map((row) => row[1])).toEqual([`${p}1`, `${p}2`]);
    expect([2, 3, 4, 5, 7].map((i) => data[0]![i])).toEqual([
      '深圳湾店',
      'Store',
      'Active',
      'Direct',
      '广东省 深圳市 南山区',
    ]);
    expect(data[0]![12]).toBe(113.95);
    expect(data[0]![15]).toBe('08:00–22:00');

    admin.language = 'zh';
    const zh = await readExport(admin, 'batchExportDept', { keyword: p });
    expect(zh.sheets[0]!.name).toBe('门店');
    expect(zh.sheets[0]!.rows[0]![2]).toBe('门店名称');
    expect(zh.response.headers['content-disposition']).toContain(encodeURIComponent('门店导出'));

    // The chosen stores only.
    const list = expectOk(await admin.call('deptPageList', { query: { keyword: p } }), 'deptPageList');
    const chosen = await readExport(admin, 'batchExportDept', { ids: list.list[1]!.id });
    expect(chosen.sheets[0]!.rows.slice(1).map((row) => row[1])).toEqual([`${p}2`]);
  });

  it('[API-11] exportStoreDelivery exports each store’s delivery settings with a readable schedule and one row per slot', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const p = uniqueCode('D');
    const slots = WEEK_SLOTS.filter((slot) => slot.weekday <= 2);
    expectOk(
      await admin.call('saveDept', {
        body: formBody({
          storeid: `${p}1`,
          storename: 'Slots',
          isDelivery: '1',
          freight: '5',
          freightThreshold: '39.9',
          serveTimeMode: '3',
          serveSlots: slots,
          cutOffTime: '21:00',
        }),
      }),
      'saveDept',
    );
    expectOk(await admin.call('saveDept', { body: { storeid: `${p}2`, storename: 'Interval' } }), 'saveDept');
    const { response, sheets } = await readExport(admin, 'exportStoreDelivery', { keyword: p });
    expect(response.headers['content-disposition']).toMatch(
      /filename="store-delivery-export-\d{8}-\d{6}\.xlsx"/,
    );
    const [settings, slotSheet] = sheets;
    expect(settings!.name).toBe('Delivery settings');
    const header = settings!.rows[0]!;
    const rows = settings!.rows
      .slice(1)
      .map((row) => Object.fromEntries(header.map((key, i) => [key, row[i]])));
    expect(rows[0]).toMatchObject({
      'Store code': `${p}1`,
      Delivers: 'Yes',
      'Delivery cut-off': '21:00',
      Freight: 5,
      'Free-freight threshold': 39.9,
      'Serve time mode': 'By slot',
      'Serve schedule':
        'Delivery: Mon 09:00–12:00, 14:00–18:00; Tue 09:00–12:00, 14:00–18:00 | Pick-up: Mon 10:00–20:00; Tue 10:00–20:00',
    });
    expect(rows[1]).toMatchObject({
      'Store code': `${p}2`,
      Delivers: 'No',
      'Preparation (min)': 10,
      'Serve time mode': 'By interval',
      'Serve interval (min)': 30,
    });
    expect(slotSheet!.name).toBe('Serve slots');
    expect(slotSheet!.rows[0]).toEqual(['Store code', 'Store name', 'Slot type', 'Weekday', 'Start', 'End']);
    expect(slotSheet!.rows.slice(1)).toHaveLength(slots.length);
    expect(slotSheet!.rows[1]).toEqual([`${p}1`, 'Slots', 'Delivery', 'Mon', '09:00', '12:00']);
  });

  it('keeps cells that start with = + - @ as text, never formulas', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const p = uniqueCode('F');
    expectOk(
      await admin.call('saveDept', {
        body: {
          storeid: p,
          storename: '=HYPERLINK("http://evil")',
          address: '@SUM(A1)',
          leaderOneName: '+1',
        },
      }),
      'saveDept',
    );
    for (const name of ['batchExportDept', 'exportStoreDelivery'] as const) {
      const { sheets } = await readExport(admin, name, { keyword: p });
      const row = sheets[0]!.rows[1]!;
      expect(row).toContain('\'=HYPERLINK("http://evil")');
      for (const { sheet } of sheets) {
        sheet.eachRow((r) => r.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
      }
    }
    const { sheets } = await readExport(admin, 'batchExportDept', { keyword: p });
    expect(sheets[0]!.rows[1]).toEqual(expect.arrayContaining(["'@SUM(A1)", "'+1"]));
  });

  it('exports 2,000 stores with their schedules: a row per store, and per slot on the delivery sheet', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const p = uniqueCode('B');
    await bulkStores(t, await tenantIdOf(t, DEMO), p, 2000);
    for (const name of ['batchExportDept', 'exportStoreDelivery'] as const) {
      // Its speed (2,000 stores within 5 s) is a bench row: npm run bench.
      const { sheets } = await readExport(admin, name, { keyword: p });
      expect(sheets[0]!.rows).toHaveLength(2001);
      if (name === 'exportStoreDelivery') expect(sheets[1]!.rows).toHaveLength(2000 * WEEK_SLOTS.length + 1);
    }
  }, 60_000);

  it('exports only the caller’s tenant and refuses bad queries', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const p = uniqueCode('T');
    const { id } = expectOk(
      await admin.call('saveDept', { body: { storeid: p, storename: 'Mine' } }),
      'saveDept',
    );
    const foreign = await readExport(strict, 'batchExportDept', { ids: id });
    expect(foreign.sheets[0]!.rows).toHaveLength(1);
    const many = Array.from({ length: 10_001 }, (_, i) => i + 1).join(',');
    expectFail(await admin.call('batchExportDept', { query: { ids: many } }), Code.invalidRequest, 400);
    expectFail(await admin.call('exportStoreDelivery', { query: { ids: 'a,b' } }), Code.invalidRequest, 400);
    const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
    expectFail(await cashier.call('batchExportDept'), Code.forbidden, 403);
  });
});
