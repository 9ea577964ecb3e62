import { Code, type StoreForm } from '@rcadmin/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, franchisees, sessions, stores, userStoreRoles, users } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
  type TestApp,
} from '../../helpers';
import { PASSWORD, WEEK_SLOTS, formBody, tenantIdOf, uniqueCode } from './stores-fixtures';

type FailBody = { msg: string; fieldErrors?: { field: string; msg: string }[] };
const fieldsOf = (body: FailBody) => (body.fieldErrors ?? []).map((error) => error.field);

/** Create a store from these fields (code and name made up when left out); answers its form. */
async function createStore(agent: Agent, fields: Partial<StoreForm> = {}): Promise<StoreForm> {
  const body = formBody({ storeid: uniqueCode(), storename: '测试门店 Test store', ...fields });
  const saved = expectOk(await agent.call('saveDept', { body }), 'saveDept');
  return expectOk(await agent.call('getStore', { query: { id: saved.id } }), 'getStore');
}

async function userId(t: TestApp, platformNum: string, loginName: string): Promise<number> {
  const tenantId = await tenantIdOf(t, platformNum);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, loginName)));
  return row!.id;
}

describe.each(TEST_DATABASES)('store form calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-05] generateStoreId answers a free code of the tenant, a new one once it is used', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const code = expectOk(await admin.call('generateStoreId'), 'generateStoreId');
    expect(code).toMatch(/^S[0-9]{3,}$/);
    const taken = await t.database.db.select({ code: stores.storeCode }).from(stores);
    expect(taken.map((row) => row.code)).not.toContain(code);
    expectOk(await admin.call('saveDept', { body: { storeid: code, storename: '新店 New' } }), 'saveDept');
    const next = expectOk(await admin.call('generateStoreId'), 'generateStoreId');
    expect(next).not.toBe(code);
    expect(Number(next.slice(1))).toBe(Number(code.slice(1)) + 1);
  });

  it('[DATA-28] a store saved with only its code and name gets the §9 defaults', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const form = await createStore(admin);
    expect(form).toMatchObject({
      type: '1',
      isNearbyStore: '1',
      isPickedup: '1',
      isDelivery: '0',
      inTime: '10',
      bookTime: '0',
      freight: '0.00',
      freightThreshold: '0.00',
      serveTimeMode: '2',
      serveInterval: '30',
      status: '1',
      storeNature: '1',
      franchiseeType: '1',
      serveSlots: [],
      attrList: [],
      version: 1,
    });
  });

  it('[API-06] saveDept takes a form body with the schedule and attributes as JSON text, and getStore reads it back', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const fields: Partial<StoreForm> = {
      type: '1',
      storename: '深圳南山店 Nanshan',
      accountNo: '6222020200112233445',
      accountName: '示例零售（深圳）有限公司',
      storedesc: '科技园社区店',
      leaderOneNo: 'E0099',
      leaderOneName: '李四',
      leaderOnePhone: '13912345678',
      operateArea: '320.5',
      empNum: '12',
      serviceHotline: '0755-86660099',
      province: '440000',
      city: '440300',
      district: '440305',
      address: '科技园南区 8 栋',
      openTimeNew: '2024-05-01',
      longitude: '113.9345',
      latitude: '22.5405',
      ipAddress: '10.3.9.10',
      link: 'https://m.example.cn/store/nanshan',
      refStoreCode: 'S001',
      shipWareCode: 'WH-SZ',
      bizTypeCode: 'CVS',
      transferWarehouseCode: 'S009',
      isDelivery: '1',
      isFetch: '1',
      isPermitPayInStore: '1',
      isNearbyStore: '0',
      isAllowStock: '1',
      allowAbout2dateSale: '1',
      autoInStock: '1',
      supportTodayPick: '1',
      isPickedup: '0',
      isOpenInTime: '1',
      startTime: '07:30',
      endTime: '22:30',
      autoInStockDays: '3',
      inTime: '15',
      bookTime: '30',
      cutOffTime: '21:00',
      arriveCutOffTime: '21:30',
      arriveBookTime: '20',
      serveSpan: '60',
      arriveServeSpan: '30',
      freight: '6.5',
      freightThreshold: '49',
      serveTimeMode: '3',
      serveInterval: '60',
      serveSlots: WEEK_SLOTS,
      attrList: ['生鲜', '现制咖啡'],
      deliveryCycle: '每日',
      bussinessType: '便利店',
      crossService: '1',
      crossCustoms: '深圳湾海关 5301',
      storeNature: '2',
      storeNotes: '周末客流高峰',
    };
    const form = await createStore(admin, fields);
    expect(form).toMatchObject({
      ...fields,
      operateArea: '320.50',
      freight: '6.50',
      freightThreshold: '49.00',
      status: '1',
      version: 1,
    });
  });

  it('saves an existing store with the version it read, keeps fields left out, and refuses an older version', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const form = await createStore(admin, { address: '深南大道 1 号', inTime: '25' });
    const renamed = expectOk(
      await admin.call('saveDept', {
        body: {
          id: form.id,
          version: String(form.version),
          storeid: form.storeid,
          storename: '改名店 Renamed',
        },
      }),
      'saveDept',
    );
    expect(renamed).toEqual({ id: form.id, version: form.version + 1 });
    const read = expectOk(await admin.call('getStore', { query: { id: form.id } }), 'getStore');
    expect(read).toMatchObject({
      storename: '改名店 Renamed',
      address: '深南大道 1 号',
      inTime: '25',
      version: 2,
    });

    // A second editor still holding version 1: refused, the first save stays.
    const stale = expectFail(
      await admin.call('saveDept', {
        body: { id: form.id, version: '1', storeid: form.storeid, storename: 'Lost update' },
      }),
      Code.staleVersion,
      409,
    );
    expect(stale.msg).toContain('改名店 Renamed');
    const missing = expectFail(
      await admin.call('saveDept', { body: { id: form.id, storeid: form.storeid, storename: 'x' } }),
      Code.invalidValues,
      422,
    ) as FailBody;
    expect(fieldsOf(missing)).toEqual(['version']);
    expect(expectOk(await admin.call('getStore', { query: { id: form.id } }), 'getStore').storename).toBe(
      '改名店 Renamed',
    );
  });

  it('refuses a store code in use on the field storeid (409), writing nothing', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const first = await createStore(admin, { storename: 'First' });
    const before = await countRows(t.database, stores);
    const body = expectFail(
      await admin.call('saveDept', { body: { storeid: first.storeid, storename: 'Second' } }),
      Code.duplicate,
      409,
    ) as FailBody;
    expect(body.msg).toBe(`Store code ${first.storeid} is already used by “First”.`);
    expect(fieldsOf(body)).toEqual(['storeid']);
    expect(await countRows(t.database, stores)).toBe(before);

    // Renaming another store onto the code is refused the same way.
    const other = await createStore(admin);
    expectFail(
      await admin.call('saveDept', {
        body: { id: other.id, version: '1', storeid: first.storeid, storename: other.storename },
      }),
      Code.duplicate,
      409,
    );
  });

  it('refuses bad values with a message on each field, in the caller’s language, writing nothing', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const before = await countRows(t.database, stores);
    const body = expectFail(
      await admin.call('saveDept', {
        body: formBody({
          storeid: 'bad code!',
          storename: ' ',
          leaderOnePhone: '12345',
          longitude: '200',
          latitude: '30',
          province: '440000',
          city: '330100',
          startTime: '22:00',
          endTime: '08:00',
          freight: '-1',
          serveInterval: '3',
          serveSlots: [
            { type: 'delivery', weekday: 1, start: '09:00', end: '12:00' },
            { type: 'delivery', weekday: 1, start: '11:00', end: '13:00' },
          ],
        }),
      }),
      Code.invalidValues,
      422,
    ) as FailBody;
    expect(body.msg).toBe('Please check the fields.');
    expect(fieldsOf(body).sort()).toEqual(
      [
        'storeid',
        'storename',
        'leaderOnePhone',
        'longitude',
        'city',
        'endTime',
        'freight',
        'serveInterval',
        'serveSlots.1.start',
      ].sort(),
    );
    const messages = Object.fromEntries((body.fieldErrors ?? []).map((error) => [error.field, error.msg]));
    expect(messages.freight).toBe('Freight cannot be below 0.');
    expect(messages.longitude).toBe('Longitude must lie between -180 and 180, with at most 6 decimals.');
    expect(messages['serveSlots.1.start']).toBe('Overlaps slot 1 (09:00–12:00) of the same day and type.');
    admin.language = 'zh';
    const zh = expectFail(
      await admin.call('saveDept', { body: { storeid: 'S-ok', storename: 'x', freight: '-1' } }),
      Code.invalidValues,
      422,
    ) as FailBody;
    expect(zh.msg).toBe('请检查各个输入项是否正确！');
    expect(zh.fieldErrors).toEqual([{ field: 'freight', msg: '运费不能小于 0' }]);
    expect(await countRows(t.database, stores)).toBe(before);
  });

  it('links a store to a franchisee of the tenant only', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const demoTenant = await tenantIdOf(t, DEMO);
    const strictTenant = await tenantIdOf(t, STRICT);
    const [own, foreign] = await t.database.db
      .insert(franchisees)
      .values([
        { tenantId: demoTenant, code: uniqueCode('F'), name: '加盟商甲' },
        { tenantId: strictTenant, code: uniqueCode('F'), name: '别家加盟商' },
      ])
      .returning({ id: franchisees.id });
    const linked = await createStore(admin, { franchiseeType: '2', franchiseeId: String(own!.id) });
    expect(linked).toMatchObject({ franchiseeType: '2', franchiseeId: String(own!.id) });
    const refused = expectFail(
      await admin.call('saveDept', {
        body: {
          storeid: uniqueCode(),
          storename: 'x',
          franchiseeType: '2',
          franchiseeId: String(foreign!.id),
        },
      }),
      Code.invalidValues,
      422,
    ) as FailBody;
    expect(fieldsOf(refused)).toEqual(['franchiseeId']);
    // A direct store carries no franchisee.
    const direct = await createStore(admin, { franchiseeType: '1', franchiseeId: String(own!.id) });
    expect(direct.franchiseeId).toBe('');
  });

  it('keeps a store code that employees name as their department, and allows changing an unused one', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const form = await createStore(admin);
    const tenantId = await tenantIdOf(t, DEMO);
    const [employee] = await t.database.db
      .insert(employees)
      .values({ tenantId, empCode: uniqueCode('E'), name: '王五', deptCode: form.storeid })
      .returning({ id: employees.id });
    const newCode = uniqueCode();
    const body = { id: form.id, version: '1', storeid: newCode, storename: form.storename };
    const refused = expectFail(await admin.call('saveDept', { body }), Code.inUse, 409) as FailBody;
    expect(refused.msg).toContain('1');
    expect(fieldsOf(refused)).toEqual(['storeid']);
    await t.database.db.delete(employees).where(eq(employees.id, employee!.id));
    expect(expectOk(await admin.call('saveDept', { body }), 'saveDept').version).toBe(2);
    expect(expectOk(await admin.call('getStore', { query: { id: form.id } }), 'getStore').storeid).toBe(
      newCode,
    );
  });

  it('answers another tenant’s store as not found and never changes it', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const form = await createStore(admin, { storename: 'Mine' });
    expectFail(await strict.call('getStore', { query: { id: form.id } }), Code.notFound, 404);
    expectFail(
      await strict.call('saveDept', {
        body: { id: form.id, version: '1', storeid: form.storeid, storename: 'Stolen' },
      }),
      Code.notFound,
      404,
    );
    expectFail(
      await strict.call('updateDeptYn', { query: { id: form.id, status: '0' } }),
      Code.notFound,
      404,
    );
    expectFail(await admin.call('getStore', { query: { id: '999999999' } }), Code.notFound, 404);
    expect(expectOk(await admin.call('getStore', { query: { id: form.id } }), 'getStore')).toMatchObject({
      storename: 'Mine',
      status: '1',
      version: 1,
    });
  });

  it('[ORG-04] every store of the demo reads as a form that saves back unchanged', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const page = expectOk(await admin.call('deptPageList', { query: { pageSize: 100 } }), 'deptPageList');
    expect(page.list.length).toBeGreaterThan(0);
    for (const row of page.list) {
      const form = expectOk(await admin.call('getStore', { query: { id: row.id } }), 'getStore');
      const saved = await admin.call('saveDept', { body: formBody({ ...form, version: form.version }) });
      expect(saved.json(), `${form.storeid}: ${saved.body}`).toMatchObject({ success: true });
      const again = expectOk(await admin.call('getStore', { query: { id: row.id } }), 'getStore');
      expect(again).toEqual({ ...form, version: form.version + 1 });
    }
  });

  it('[API-07] updateDeptYn sets or toggles a store’s status; status is not changed by saveDept', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const form = await createStore(admin);
    const off = expectOk(await admin.call('updateDeptYn', { query: { id: form.id } }), 'updateDeptYn');
    expect(off).toEqual({ id: form.id, status: '0', version: 2 });
    const on = expectOk(await admin.call('updateDeptYn', { query: { id: form.id } }), 'updateDeptYn');
    expect(on).toEqual({ id: form.id, status: '1', version: 3 });
    // Setting the status it already has changes nothing.
    const same = expectOk(
      await admin.call('updateDeptYn', { query: { id: form.id, status: '1' } }),
      'updateDeptYn',
    );
    expect(same).toEqual({ id: form.id, status: '1', version: 3 });
    expectOk(await admin.call('updateDeptYn', { query: { id: form.id, status: '0' } }), 'updateDeptYn');
    expectOk(
      await admin.call('saveDept', {
        body: { id: form.id, version: '4', storeid: form.storeid, storename: form.storename, status: '1' },
      }),
      'saveDept',
    );
    expect(expectOk(await admin.call('getStore', { query: { id: form.id } }), 'getStore').status).toBe('0');
    // Without the site token the change is refused.
    const response = await admin.call('updateDeptYn', {
      query: { id: form.id, status: '1' },
      headers: { 'x-site-token': 'wrong' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('[API-07] refuses to disable the caller’s own store, or one with active employees or users holding roles', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    // The store this sign-in acts for (its newest session's current store).
    const [current] = await t.database.db
      .select({ id: stores.id, name: stores.storeName })
      .from(sessions)
      .innerJoin(stores, eq(stores.id, sessions.currentStoreId))
      .where(eq(sessions.userId, await userId(t, DEMO, 'admin')))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const ownStore = expectFail(
      await admin.call('updateDeptYn', { query: { id: String(current!.id), status: '0' } }),
      Code.inUse,
      409,
    );
    expect(ownStore.msg).toBe(`You cannot disable “${current!.name}”: it is your current store.`);

    const form = await createStore(admin, { storename: 'Busy' });
    const tenantId = await tenantIdOf(t, DEMO);
    const [employee] = await t.database.db
      .insert(employees)
      .values({ tenantId, empCode: uniqueCode('E'), name: '赵六', deptCode: form.storeid })
      .returning({ id: employees.id });
    const clerkId = await userId(t, DEMO, 'clerk');
    await t.database.db
      .insert(userStoreRoles)
      .values({ userId: clerkId, storeId: Number(form.id), roleIds: ['r-clerk'] });
    const busy = expectFail(
      await admin.call('updateDeptYn', { query: { id: form.id, status: '0' } }),
      Code.inUse,
      409,
    );
    expect(busy.msg).toBe(
      'Store “Busy” cannot be disabled: 1 active employee(s) have it as their department and 1 user(s) hold roles there.',
    );
    // The employee leaves (disabled) and the clerk's roles there go: now it may be disabled.
    await t.database.db.update(employees).set({ status: 0 }).where(eq(employees.id, employee!.id));
    await t.database.db
      .delete(userStoreRoles)
      .where(and(eq(userStoreRoles.userId, clerkId), eq(userStoreRoles.storeId, Number(form.id))));
    expect(
      expectOk(await admin.call('updateDeptYn', { query: { id: form.id, status: '0' } }), 'updateDeptYn')
        .status,
    ).toBe('0');
  });

  it('a disabled store is missing from its users’ store and role list; enabling it shows it at once', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const form = await createStore(admin, { status: '0', storename: 'Later' });
    expect(form.status).toBe('0');
    const clerkId = await userId(t, DEMO, 'clerk');
    await t.database.db
      .insert(userStoreRoles)
      .values({ userId: clerkId, storeId: Number(form.id), roleIds: ['r-clerk'] });
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const codes = async () =>
      expectOk(await clerk.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList').map(
        (entry) => entry.storeCode,
      );
    expect(await codes()).not.toContain(form.storeid);
    // The clerk's session sees the change without signing in again.
    expectOk(await admin.call('updateDeptYn', { query: { id: form.id, status: '1' } }), 'updateDeptYn');
    expect(await codes()).toContain(form.storeid);
    await t.database.db
      .delete(userStoreRoles)
      .where(and(eq(userStoreRoles.userId, clerkId), eq(userStoreRoles.storeId, Number(form.id))));
  });

  it('needs the store page’s grant', async () => {
    const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
    expectFail(await cashier.call('generateStoreId'), Code.forbidden, 403);
    expectFail(
      await cashier.call('saveDept', { body: { storeid: uniqueCode(), storename: 'x' } }),
      Code.forbidden,
      403,
    );
  });
});
