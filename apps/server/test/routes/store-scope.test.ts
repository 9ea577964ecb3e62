import { Code, type CallName, type FieldError, type PickupDraft, type SkuDraft } from '@rcadmin/contract';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsCategories, pickupPoints, skuStores, stores } from '../../src/db/schema';
import {
  DEMO,
  TEST_DATABASES,
  expectFail,
  exportCall,
  expectOk,
  jobEnded,
  signedIn,
  useTestApp,
  type Agent,
} from '../helpers';
import { PASSWORD, tenantIdOf, unique } from './org/people-support';
import { pickupDraft } from './org/places-support';
import { formBody } from './org/stores-fixtures';

// Issue 30, finding 3 ("store scope is not enforced on data"): every read and write of store-scoped
// data is filtered by the stores the user holds. The demo store manager holds r-manager in S006 and
// S007 (goods, stores, pickups and employee pages); S001 is another store; the admin is tenant-wide.
// What the manager should see is read here in SQL of the test's own, not from the server's code.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OWN = ['S006', 'S007'];

/** The rows of an export's first sheet (header row dropped). */
async function exportRows(agent: Agent, name: CallName, query: Record<string, string> = {}) {
  const response = await exportCall(agent, name, { query });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows.slice(1);
}

const pickup = (storeId: number, code: string): PickupDraft =>
  pickupDraft(storeId, { code, name: `Scope ${code}` });

describe.each(TEST_DATABASES)('store scope on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let manager: Agent;
  let tenantId: number;
  /** The demo tenant's store ids by code. */
  let ids: Map<string, number>;
  const id = (code: string) => String(ids.get(code));

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    manager = await signedIn(t.app, DEMO, 'manager', PASSWORD);
    admin.language = 'en';
    manager.language = 'en';
    tenantId = await tenantIdOf(t, DEMO);
    const rows = await t.database.db
      .select({ id: stores.id, code: stores.storeCode })
      .from(stores)
      .where(eq(stores.tenantId, tenantId));
    ids = new Map(rows.map((row) => [row.code, row.id]));
  });

  const allStoreCodes = async () =>
    (
      await t.database.db
        .select({ code: stores.storeCode })
        .from(stores)
        .where(eq(stores.tenantId, tenantId))
        .orderBy(asc(stores.storeCode))
    ).map((row) => row.code);

  const outOfScope = (response: Parameters<typeof expectFail>[0], store: string) => {
    const body = expectFail(response, Code.forbidden, 403);
    expect(body.msg).toBe(`You are not authorised for the store "${store}".`);
    return { ...body, fieldErrors: (response.json() as { fieldErrors?: FieldError[] }).fieldErrors };
  };
  const storeName = async (code: string) => {
    const [row] = await t.database.db
      .select({ name: stores.storeName })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, code)));
    return row!.name;
  };

  it('[SEC-3][ORG-02][API-04][API-05] the store list, its total, the picker and both exports are the manager’s S006 and S007; the admin sees every store', async () => {
    for (const name of ['deptPageList', 'deptPageListNew'] as const) {
      const page = expectOk(await manager.call(name, { query: { pageSize: 100 } }), name);
      expect(page.list.map((row) => row.storeCode)).toEqual(OWN);
      expect(page.total).toBe(2);
      // A filter cannot reach past the scope either.
      const filtered = expectOk(
        await manager.call(name, { query: { keyword: 'S001', pageSize: 100 } }),
        name,
      );
      expect(filtered).toMatchObject({ list: [], total: 0 });
    }
    const picker = expectOk(await manager.call('storeQueryAll'), 'storeQueryAll');
    expect(picker.list.map((row) => row.storeCode)).toEqual(OWN);
    expect(picker.total).toBe(2);

    const exported = await exportRows(manager, 'batchExportDept');
    expect(exported.map((row) => row[1]).sort()).toEqual(OWN);
    // Chosen ids of another store are not exported.
    const chosen = await exportRows(manager, 'batchExportDept', { ids: `${id('S001')},${id('S006')}` });
    expect(chosen.map((row) => row[1])).toEqual(['S006']);
    const delivery = await exportRows(manager, 'exportStoreDelivery');
    expect(delivery.map((row) => row[0]).sort()).toEqual(OWN);

    const codes = await allStoreCodes();
    const all = expectOk(await admin.call('deptPageList', { query: { pageSize: 100 } }), 'deptPageList');
    expect(all.total).toBe(codes.length);
    expect(all.list.map((row) => row.storeCode)).toEqual(codes.slice(0, 100));
    const adminExport = await exportRows(admin, 'batchExportDept');
    expect(adminExport).toHaveLength(codes.length);
  });

  it('[SEC-3][ORG-04][ORG-05][ORG-06] another store reads, saves, switches and changes channels as not found; a new store is for tenant-wide users', async () => {
    const own = expectOk(await manager.call('getStore', { query: { id: id('S006') } }), 'getStore');
    expect(own.storeid).toBe('S006');
    const other = expectOk(await admin.call('getStore', { query: { id: id('S001') } }), 'getStore');
    const notFound = (response: Parameters<typeof expectFail>[0]) => {
      const body = expectFail(response, Code.notFound, 404);
      expect(body.msg).toBe('No such store.');
    };
    notFound(await manager.call('getStore', { query: { id: id('S001') } }));
    notFound(
      await manager.call('saveDept', {
        body: formBody({ ...other, storename: 'Taken over' }),
      }),
    );
    notFound(await manager.call('updateDeptYn', { query: { id: id('S001'), status: '0' } }));
    notFound(await manager.call('getDeptSubChannelList', { query: { storeId: id('S001') } }));
    notFound(await manager.call('setStoreChannelRel', { body: { storeId: id('S001'), channelCodes: '' } }));
    notFound(await manager.call('setDeptChannelList', { body: { storeId: id('S001'), channelList: '[]' } }));
    notFound(
      await manager.call('setDeptSubChannel', { query: { storeId: id('S001'), subChannelCodes: '' } }),
    );
    // Nothing of S001 changed.
    const after = expectOk(await admin.call('getStore', { query: { id: id('S001') } }), 'getStore');
    expect(after).toEqual(other);

    // Their own store saves as before.
    const saved = expectOk(
      await manager.call('saveDept', {
        body: formBody({ ...own, storedesc: 'Scoped edit' }),
      }),
      'saveDept',
    );
    expect(saved.version).toBe(own.version + 1);
    expectOk(
      await manager.call('getDeptSubChannelList', { query: { storeId: id('S006') } }),
      'getDeptSubChannelList',
    );

    // A new store would be held by nobody: the manager could not see it again. Refused, before
    // anything is written; the admin creates stores as before.
    const code = unique('SC').slice(0, 16);
    const refused = expectFail(
      await manager.call('saveDept', { body: formBody({ storeid: code, storename: 'Scoped new' }) }),
      Code.forbidden,
      403,
    );
    expect(refused.msg).toBe('Only a user who manages every store can create a store.');
    expect(await allStoreCodes()).not.toContain(code);
  });

  it('[SEC-3][ORG-08] pickup points: the manager lists, reads, saves and deletes those of S006/S007 only; naming another store is refused', async () => {
    const p = unique('SP').slice(0, 12);
    const mine = expectOk(
      await admin.call('pickupSave', { body: pickup(ids.get('S006')!, `${p}-6`) }),
      'pickupSave',
    );
    const theirs = expectOk(
      await admin.call('pickupSave', { body: pickup(ids.get('S001')!, `${p}-1`) }),
      'pickupSave',
    );
    const list = expectOk(
      await manager.call('pickupPageList', { query: { pageSize: 100 } }),
      'pickupPageList',
    );
    const points = await t.database.db
      .select({ id: pickupPoints.id, code: stores.storeCode })
      .from(pickupPoints)
      .innerJoin(stores, eq(stores.id, pickupPoints.storeId))
      .where(eq(pickupPoints.tenantId, tenantId));
    const expected = points.filter((row) => OWN.includes(row.code)).map((row) => String(row.id));
    expect(list.list.map((row) => row.id).sort()).toEqual(expected.sort());
    expect(list.total).toBe(expected.length);
    expect(list.list.map((row) => row.id)).toContain(mine.id);
    expect(list.list.every((row) => [id('S006'), id('S007')].includes(row.storeId))).toBe(true);
    // Filtering by another store finds nothing.
    expect(
      expectOk(await manager.call('pickupPageList', { query: { storeId: id('S001') } }), 'pickupPageList'),
    ).toMatchObject({ list: [], total: 0 });
    const everything = expectOk(
      await admin.call('pickupPageList', { query: { pageSize: 100 } }),
      'pickupPageList',
    );
    expect(everything.total).toBe(points.length);
    expect(everything.list.map((row) => row.id)).toContain(theirs.id);

    const hidden = (response: Parameters<typeof expectFail>[0]) => expectFail(response, Code.notFound, 404);
    hidden(await manager.call('pickupGet', { query: { id: theirs.id } }));
    hidden(
      await manager.call('pickupSave', {
        body: { ...pickup(ids.get('S001')!, `${p}-1`), id: theirs.id, version: String(theirs.version) },
      }),
    );
    hidden(await manager.call('pickupDelete', { query: { id: theirs.id } }));
    // Moving their own point to another store, or a new one there, is refused on the store field.
    const S001 = await storeName('S001');
    const moved = outOfScope(
      await manager.call('pickupSave', {
        body: { ...pickup(ids.get('S001')!, `${p}-6`), id: mine.id, version: String(mine.version) },
      }),
      S001,
    );
    expect(moved.fieldErrors?.[0]?.field).toBe('storeId');
    outOfScope(await manager.call('pickupSave', { body: pickup(ids.get('S001')!, `${p}-x`) }), S001);
    const [row] = await t.database.db
      .select({ storeId: pickupPoints.storeId, version: pickupPoints.version })
      .from(pickupPoints)
      .where(eq(pickupPoints.id, Number(theirs.id)));
    expect(row).toEqual({ storeId: ids.get('S001'), version: theirs.version });

    // Their own: read, saved, deleted.
    expectOk(await manager.call('pickupGet', { query: { id: mine.id } }), 'pickupGet');
    expectOk(await manager.call('pickupDelete', { query: { id: mine.id } }), 'pickupDelete');
    expectOk(await admin.call('pickupDelete', { query: { id: theirs.id } }), 'pickupDelete');
  });

  it('[SEC-3][ORG-12] fences: another store’s fence answers as not found to the manager (containment, pickups outside it)', async () => {
    const point = { longitude: '120.1', latitude: '30.2' };
    expectFail(
      await manager.call('fenceContains', { query: { storeId: id('S001'), ...point } }),
      Code.notFound,
      404,
    );
    expectFail(
      await manager.call('fenceOutsidePickups', { query: { storeId: id('S001') } }),
      Code.notFound,
      404,
    );
    expectOk(
      await manager.call('fenceContains', { query: { storeId: id('S006'), ...point } }),
      'fenceContains',
    );
    const outside = expectOk(await manager.call('fenceOutsidePickups'), 'fenceOutsidePickups');
    expect(outside.every((row) => [id('S006'), id('S007')].includes(row.storeId))).toBe(true);
    const adminOutside = expectOk(await admin.call('fenceOutsidePickups'), 'fenceOutsidePickups');
    expect(adminOutside.length).toBeGreaterThanOrEqual(outside.length);
    expectOk(await admin.call('fenceGet', { query: { storeId: id('S001') } }), 'fenceGet');
  });

  /** A new SKU (made by the admin) sold in these stores. */
  async function skuIn(codes: string[]): Promise<string> {
    const [category] = await t.database.db
      .select({ id: goodsCategories.id })
      .from(goodsCategories)
      .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.level, 3)))
      .limit(1);
    const draft: SkuDraft = {
      ...expectOk(await admin.call('goodsInitSku', { query: { comb: '0' } }), 'goodsInitSku'),
      skuName: `Scope ${unique('')}`,
      // 14 digits: no EAN check digit to verify.
      barCode: `78${String(Date.now() % 1e8).padStart(8, '0')}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`,
      categoryId: String(category!.id),
      skuReferPrice: '9.9',
      skuPurchPrice: '5',
      storeList: codes.map((code) => ({ storeId: id(code), storeCode: code, storeName: code })),
    };
    return expectOk(await admin.call('goodsSaveSku', { body: draft }), 'goodsSaveSku').skuId;
  }
  const soldIn = async (skuId: string) =>
    (
      await t.database.db
        .select({ code: stores.storeCode })
        .from(skuStores)
        .innerJoin(stores, eq(stores.id, skuStores.storeId))
        .where(eq(skuStores.skuId, Number(skuId)))
        .orderBy(asc(stores.storeCode))
    ).map((row) => row.code);

  it('[SEC-3][GOODS-01][GOODS-06] the goods of another store: the store filter of the list and the export is refused; their own store’s agree', async () => {
    const sku = await skuIn(['S006']);
    const S001 = await storeName('S001');
    const refused = outOfScope(
      await manager.call('goodsQueryList', { query: { storeId: id('S001') } }),
      S001,
    );
    expect(refused.fieldErrors?.[0]?.field).toBe('storeId');
    outOfScope(await manager.call('goodsBatchExport', { query: { storeId: id('S001') } }), S001);
    // An id that is no store of theirs is refused alike.
    expectFail(await manager.call('goodsQueryList', { query: { storeId: '999999' } }), Code.forbidden, 403);

    const own = expectOk(
      await manager.call('goodsQueryList', { query: { storeId: id('S006'), pageSize: 100 } }),
      'goodsQueryList',
    );
    expect(own.list.map((row) => row.skuId)).toContain(sku);
    const sold = await t.database.db
      .select({ skuId: skuStores.skuId })
      .from(skuStores)
      .where(eq(skuStores.storeId, ids.get('S006')!));
    expect(own.total).toBeLessThanOrEqual(sold.length);
    const rows = await exportRows(manager, 'goodsBatchExport', { storeId: id('S006') });
    expect(rows).toHaveLength(own.total);

    // The admin still filters by any store.
    expectOk(await admin.call('goodsQueryList', { query: { storeId: id('S001') } }), 'goodsQueryList');
    await exportRows(admin, 'goodsBatchExport', { storeId: id('S001') });

    // The stores a SKU form offers are theirs.
    const offered = expectOk(await manager.call('goodsQueryStoreList'), 'goodsQueryStoreList');
    expect(offered.map((store) => store.storeCode)).toEqual(OWN);
  }, 120_000);

  it('[SEC-3][GOODS-04][DATA-15] a SKU’s stores: the manager sees and changes those of S006/S007; the others are kept; adding another is refused', async () => {
    const sku = await skuIn(['S001', 'S006']);
    const read = expectOk(await manager.call('goodsGetSku', { query: { skuId: sku } }), 'goodsGetSku');
    expect(read.storeList.map((store) => store.storeCode)).toEqual(['S006']);
    const stores = expectOk(
      await manager.call('goodsQueryStoreList', { query: { skuId: sku } }),
      'goodsQueryStoreList',
    );
    expect(stores.map((store) => store.storeCode)).toEqual(['S006']);
    // The list's store count is of their stores too.
    const listed = async (agent: Agent) =>
      expectOk(await agent.call('goodsQueryList', { query: { skuIds: sku } }), 'goodsQueryList').list[0]
        ?.storeCount;
    expect(await listed(manager)).toBe(1);
    expect(await listed(admin)).toBe(2);
    const adminRead = expectOk(await admin.call('goodsGetSku', { query: { skuId: sku } }), 'goodsGetSku');
    expect(adminRead.storeList.map((store) => store.storeCode)).toEqual(['S001', 'S006']);

    // S006 out, S007 in: S001, which the manager does not see, stays.
    const s007 = { storeId: id('S007'), storeCode: 'S007', storeName: 'S007' };
    const saved = expectOk(
      await manager.call('goodsSaveSku', { body: { ...read, storeList: [s007] } }),
      'goodsSaveSku',
    );
    expect(await soldIn(sku)).toEqual(['S001', 'S007']);

    // Adding S002 is refused on its field; nothing changes.
    const again = expectOk(await manager.call('goodsGetSku', { query: { skuId: sku } }), 'goodsGetSku');
    expect(again.version).toBe(saved.version);
    const added = outOfScope(
      await manager.call('goodsSaveSku', {
        body: {
          ...again,
          storeList: [...again.storeList, { storeId: id('S002'), storeCode: 'S002', storeName: 'S002' }],
        },
      }),
      await storeName('S002'),
    );
    expect(added.fieldErrors?.[0]?.field).toBe('storeList.1.storeId');
    expect(await soldIn(sku)).toEqual(['S001', 'S007']);

    // A store it sells already may be named (a form showing every store sends it back): kept.
    expectOk(
      await manager.call('goodsSaveSku', {
        body: {
          ...again,
          storeList: [{ storeId: id('S001'), storeCode: 'S001', storeName: 'S001' }, ...again.storeList],
        },
      }),
      'goodsSaveSku',
    );
    expect(await soldIn(sku)).toEqual(['S001', 'S007']);

    // The admin's save still sets every store.
    const full = expectOk(await admin.call('goodsGetSku', { query: { skuId: sku } }), 'goodsGetSku');
    expectOk(await admin.call('goodsSaveSku', { body: { ...full, storeList: [] } }), 'goodsSaveSku');
    expect(await soldIn(sku)).toEqual([]);
  });

  it('[SEC-3][GOODS-10] price adjustment orders (storeIds): the manager orders for S006/S007 only, never for every store', async () => {
    const sku = await skuIn(['S006']);
    const body = (storeIds: string[], allStores = false) => ({
      effectiveAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      allStores,
      storeIds,
      items: [{ skuId: sku, newPrice: '8.80' }],
    });
    outOfScope(
      await manager.call('adjustmentSave', { body: body([id('S006'), id('S001')]) }),
      await storeName('S001'),
    );
    const every = expectFail(
      await manager.call('adjustmentSave', { body: body([], true) }),
      Code.forbidden,
      403,
    );
    expect(every.msg).toBe(
      'Only a user who manages every store can make or change an order for every store.',
    );
    const own = expectOk(
      await manager.call('adjustmentSave', { body: body([id('S006')]) }),
      'adjustmentSave',
    );
    expectOk(await manager.call('adjustmentSubmit', { body: { id: own.id } }), 'adjustmentSubmit');
    expectOk(await manager.call('adjustmentCancel', { body: { id: own.id } }), 'adjustmentCancel');

    // The admin's order for S001 (or for every store) is not the manager's to change.
    const theirs = expectOk(
      await admin.call('adjustmentSave', { body: body([id('S001')]) }),
      'adjustmentSave',
    );
    outOfScope(
      await manager.call('adjustmentSave', {
        body: { ...body([id('S006')]), id: theirs.id, version: theirs.version },
      }),
      await storeName('S001'),
    );
    outOfScope(await manager.call('adjustmentSubmit', { body: { id: theirs.id } }), await storeName('S001'));
    outOfScope(await manager.call('adjustmentCancel', { body: { id: theirs.id } }), await storeName('S001'));
    const everywhere = expectOk(
      await admin.call('adjustmentSave', { body: body([], true) }),
      'adjustmentSave',
    );
    expectFail(await manager.call('adjustmentCancel', { body: { id: everywhere.id } }), Code.forbidden, 403);
    const order = expectOk(await admin.call('adjustmentGet', { query: { id: theirs.id } }), 'adjustmentGet');
    expect(order.status).toBe('draft');
    expectOk(await admin.call('adjustmentCancel', { body: { id: theirs.id } }), 'adjustmentCancel');
    expectOk(await admin.call('adjustmentCancel', { body: { id: everywhere.id } }), 'adjustmentCancel');
  });

  it('[SEC-3][ORG-03] a stores import by the manager creates no store: each row is refused as the store form refuses it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('数据');
    const code = unique('SI').slice(0, 16);
    sheet.addRow(['门店编码*', '门店名称*', '类型*']);
    sheet.addRow([code, 'Imported by the manager', '门店']);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const { jobId } = expectOk(
      await manager.call('batchImportUpload', {
        multipart: [
          { name: 'type', data: 'stores' },
          { name: 'mode', data: 'valid' },
          { name: 'file', filename: 'stores.xlsx', data },
        ],
      }),
      'batchImportUpload',
    );
    const job = await jobEnded(manager, jobId);
    expect(job).toMatchObject({ totalRows: 1, errorRows: 1 });
    const errors = expectOk(
      await manager.call('batchJobErrors', { query: { id: jobId, pageNo: 1, pageSize: 10 } }),
      'batchJobErrors',
    );
    expect(errors.rows[0]?.problems.map((problem) => problem.reason)).toEqual([
      'Only a user who manages every store can create a store.',
    ]);
    expect(await allStoreCodes()).not.toContain(code);
  });

  it('[SEC-3][ORG-11][ORG-12][GOODS-10] a store operations role of S006 (fences, operators, price orders) reaches S006 only', async () => {
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('门店运营') } }), 'roleSave');
    expectOk(
      await admin.call('roleSaveResource', {
        body: {
          roleId: role.id,
          resourceIds: ['rc-org-fence', 'rc-org-operator', 'rc-goods-price-adjustment'],
        },
      }),
      'roleSaveResource',
    );
    const loginName = unique('ops').toLowerCase();
    const saved = expectOk(
      await admin.call('employeeSave', {
        body: {
          empCode: unique('OPS'),
          name: '门店运营',
          mobile: '13912340000',
          deptCode: 'S006',
          loginName,
          storeRoles: [{ storeId: id('S006'), roleIds: [role.id] }],
        },
      }),
      'employeeSave',
    );
    const ops = await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    ops.language = 'en';
    // Fences: another store's reads and saves as not found.
    expectOk(await ops.call('fenceGet', { query: { storeId: id('S006') } }), 'fenceGet');
    expectFail(await ops.call('fenceGet', { query: { storeId: id('S001') } }), Code.notFound, 404);
    const geojson = { type: 'FeatureCollection', features: [] };
    expectFail(
      await ops.call('fenceSave', { body: { storeId: id('S001'), version: 0, geojson } }),
      Code.notFound,
      404,
    );
    // Operators: the archive is the tenant's, an operator of another store is not theirs to make.
    const operator = (storeId: string) => ({
      code: unique('OP').slice(0, 20),
      name: 'Till',
      storeId,
      employeeId: '',
      mobile: '',
      maxDiscount: '',
      remark: '',
    });
    outOfScope(await ops.call('operatorSave', { body: operator(id('S001')) }), await storeName('S001'));
    expectOk(await ops.call('operatorSave', { body: operator(id('S006')) }), 'operatorSave');
    // Price orders: another store's order is not found and not listed; their store's and every
    // store's are.
    const sku = await skuIn(['S006', 'S001']);
    const order = (storeIds: string[], allStores = false) => ({
      effectiveAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      allStores,
      storeIds,
      items: [{ skuId: sku, newPrice: '9.90' }],
      remark: unique('scope'),
    });
    const theirs = expectOk(
      await admin.call('adjustmentSave', { body: order([id('S001')]) }),
      'adjustmentSave',
    );
    const mine = expectOk(
      await admin.call('adjustmentSave', { body: order([id('S006')]) }),
      'adjustmentSave',
    );
    const every = expectOk(await admin.call('adjustmentSave', { body: order([], true) }), 'adjustmentSave');
    expectFail(await ops.call('adjustmentGet', { query: { id: theirs.id } }), Code.notFound, 404);
    expectOk(await ops.call('adjustmentGet', { query: { id: mine.id } }), 'adjustmentGet');
    expectOk(await ops.call('adjustmentGet', { query: { id: every.id } }), 'adjustmentGet');
    const listed = expectOk(
      await ops.call('adjustmentQueryList', { query: { pageSize: 100 } }),
      'adjustmentQueryList',
    );
    const listedIds = listed.list.map((row) => row.id);
    expect(listedIds).toEqual(expect.arrayContaining([mine.id, every.id]));
    expect(listedIds).not.toContain(theirs.id);
    expect(listed.total).toBe(listed.list.length);
    for (const made of [theirs, mine, every])
      expectOk(await admin.call('adjustmentCancel', { body: { id: made.id } }), 'adjustmentCancel');
  });

  it('[SEC-3][SET-03] store navigation is the tenant’s online-store shelves (no store of its own): not the manager’s page, the admin’s as before', async () => {
    // The shelves (shop_navigations) have no store: there is nothing to filter by store. Whoever
    // holds the page manages the tenant's shelves; the store manager does not hold it.
    expectFail(await manager.call('navTree'), Code.forbidden, 403);
    expect(expectOk(await admin.call('navTree'), 'navTree').length).toBeGreaterThan(0);
  });
});
