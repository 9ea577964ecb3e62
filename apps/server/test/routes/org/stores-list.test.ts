import { Code, api } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { franchisees } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import { PASSWORD, bulkStores, formBody, tenantIdOf, uniqueCode, withChannels } from './stores-fixtures';

async function create(agent: Agent, fields: Record<string, string>): Promise<string> {
  return expectOk(await agent.call('saveDept', { body: formBody({ storename: 'x', ...fields }) }), 'saveDept')
    .id;
}

describe.each(TEST_DATABASES)('store lists on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-04] getDeptPageList sends the list filters as query and answers a page by code with the total', async () => {
    expect(api.deptPageList).toMatchObject({ method: 'GET', path: '/bmc/dept/getDeptPageList.do' });
    expect(api.deptPageListNew).toMatchObject({ method: 'GET', path: '/bmc/dept/getDeptPageListNew.do' });
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const p = uniqueCode('L');
    await create(admin, {
      storeid: `${p}A`,
      storename: `南山科技园${p}店`,
      province: '440000',
      city: '440300',
    });
    await create(admin, { storeid: `${p}B`, storename: 'Hangzhou West', province: '330000', city: '330100' });
    await create(admin, {
      storeid: `${p}C`,
      storename: '福田仓',
      type: '3',
      province: '440000',
      city: '440300',
    });
    const offId = await create(admin, { storeid: `${p}D`, storename: 'Closed', status: '0' });
    await create(admin, { storeid: `${p}E`, storename: '加盟店', franchiseeType: '2' });

    const list = async (query: Record<string, string | number>) =>
      expectOk(
        await admin.call('deptPageList', { query: { keyword: p, pageSize: 100, ...query } }),
        'deptPageList',
      );
    const codes = async (query: Record<string, string | number>) =>
      (await list(query)).list.map((row) => row.storeCode.slice(p.length));

    expect(await codes({})).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(await codes({ keyword: `科技园${p}` })).toEqual(['A']);
    expect(await codes({ keyword: `${p.toLowerCase()}b` })).toEqual(['B']);
    expect(await codes({ type: '3' })).toEqual(['C']);
    expect(await codes({ status: '0' })).toEqual(['D']);
    expect(await codes({ status: '1', province: '440000' })).toEqual(['A', 'C']);
    expect(await codes({ city: '330100' })).toEqual(['B']);
    expect(await codes({ franchiseeType: '2' })).toEqual(['E']);
    expect(await codes({ type: '', status: '', province: '' })).toEqual(['A', 'B', 'C', 'D', 'E']);

    const second = await list({ pageNo: 2, pageSize: 10 });
    expect(second).toEqual({ list: [], total: 5 });
    const page = await list({ pageSize: 10 });
    expect(page.total).toBe(5);
    expect(page.list[0]).toMatchObject({
      storeName: `南山科技园${p}店`,
      type: '1',
      status: '1',
      province: '440000',
      city: '440300',
      areaName: '广东省 深圳市',
    });
    expect(page.list.find((row) => row.id === offId)?.status).toBe('0');
    // Wildcards in the keyword are plain characters.
    expect((await list({ keyword: '%' })).total).toBe(0);
  });

  it('[API-04] getDeptPageListNew adds each store’s channel names and franchisee name', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const tenantId = await withChannels(t, DEMO);
    const [franchisee] = await t.database.db
      .insert(franchisees)
      .values({ tenantId, code: uniqueCode('F'), name: '杭州联营商' })
      .returning({ id: franchisees.id });
    const p = uniqueCode('N');
    const id = await create(admin, {
      storeid: `${p}1`,
      franchiseeType: '3',
      franchiseeId: String(franchisee!.id),
    });
    await create(admin, { storeid: `${p}2` });
    expectOk(
      await admin.call('setStoreChannelRel', { body: { storeId: id, channelCodes: 'MEITUAN,POS' } }),
      'setStoreChannelRel',
    );
    const page = expectOk(await admin.call('deptPageListNew', { query: { keyword: p } }), 'deptPageListNew');
    expect(page.total).toBe(2);
    expect(page.list.map((row) => [row.storeCode, row.channelNames, row.franchiseeName])).toEqual([
      [`${p}1`, ['门店POS POS', '美团 Meituan'], '杭州联营商'],
      [`${p}2`, [], ''],
    ]);
  });

  it('[API-05] storeQueryAll answers at most 500 stores for pickers, with how many matched', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const tenantId = await tenantIdOf(t, DEMO);
    const p = uniqueCode('Q');
    await bulkStores(t, tenantId, p, 520);
    const all = expectOk(await admin.call('storeQueryAll', { query: { keyword: p } }), 'storeQueryAll');
    expect(all.total).toBe(520);
    expect(all.list).toHaveLength(500);
    expect(all.list[0]).toEqual({
      id: expect.any(String),
      storeCode: `${p}0001`,
      storeName: `Mall store ${p} 1`,
      status: '1',
      type: '1',
      cityCode: '440300',
    });
    const one = expectOk(
      await admin.call('storeQueryAll', { query: { keyword: `${p}0007`, status: '1' } }),
      'storeQueryAll',
    );
    expect(one.list.map((store) => store.storeCode)).toEqual([`${p}0007`]);
    const none = expectOk(
      await admin.call('storeQueryAll', { query: { keyword: p, status: '0' } }),
      'storeQueryAll',
    );
    expect(none).toEqual({ list: [], total: 0 });
  });

  it('lists only the caller’s tenant', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const p = uniqueCode('I');
    await create(admin, { storeid: p });
    for (const name of ['deptPageList', 'deptPageListNew', 'storeQueryAll'] as const) {
      const result = expectOk(await strict.call(name, { query: { keyword: p } }), name);
      expect(result.total, name).toBe(0);
    }
  });

  it('answers GB/T 2260 areas for the address cascaders', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const provinces = expectOk(await admin.call('orgAreaInfo'), 'orgAreaInfo');
    expect(provinces).toContainEqual({ code: '440000', name: '广东省', level: 1, hasChildren: true });
    const cities = expectOk(
      await admin.call('orgAreaInfo', { query: { parentCode: '440000' } }),
      'orgAreaInfo',
    );
    expect(cities).toContainEqual({ code: '440300', name: '深圳市', level: 2, hasChildren: true });
    const districts = expectOk(
      await admin.call('orgAreaInfo', { query: { parentCode: '440300' } }),
      'orgAreaInfo',
    );
    expect(districts.map((area) => area.name)).toContain('南山区');
    expect(expectOk(await admin.call('orgAreaInfo', { query: { parentCode: '99' } }), 'orgAreaInfo')).toEqual(
      [],
    );
  });

  it('refuses malformed list queries and callers without a store page', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    expectFail(await admin.call('deptPageList', { query: { pageSize: 7 } }), Code.invalidRequest, 400);
    expectFail(await admin.call('deptPageList', { query: { pageNo: 0 } }), Code.invalidRequest, 400);
    expectFail(await admin.call('deptPageList', { query: { status: '2' } }), Code.invalidRequest, 400);
    expectFail(
      await admin.call('storeQueryAll', { query: { keyword: 'x'.repeat(65) } }),
      Code.invalidRequest,
      400,
    );
    const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
    expectFail(await cashier.call('deptPageList'), Code.forbidden, 403);
  });

  // Its speed (first page within 30 ms, p95) is a bench row: npm run bench.
  it('answers the first page of a keyword search over 2,000 stores, with the total', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const tenantId = await tenantIdOf(t, DEMO);
    const p = uniqueCode('P');
    await bulkStores(t, tenantId, p, 2000);
    for (const keyword of ['社区店', 'Mall', `${p}01`, '19', 'store']) {
      const response = await admin.call('deptPageList', { query: { keyword, pageSize: 20 } });
      expect(response.statusCode).toBe(200);
    }
    const page = expectOk(await admin.call('deptPageList', { query: { keyword: '社区店' } }), 'deptPageList');
    expect(page.total).toBeGreaterThanOrEqual(1000);
    expect(page.list).toHaveLength(10);
  });
});
