import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';
import { point, polygon } from '@turf/helpers';
import { isHotline, isPhone, type SiteMenuResult } from '@rcadmin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  channelGroupCodes,
  employees,
  erpEmpRelations,
  franchisees,
  operators,
  pickupPoints,
  roleResources,
  roles,
  salesChannels,
  storeChannels,
  storeFences,
  storeSubChannels,
  stores,
  tenants,
  users,
} from '../../src/db/schema';
import { clerkGrants, rcadminMenu } from '../../src/seed/menu';
import { areasUnder } from '../../src/domain/goods-areas';
import { slotProblems } from '../../src/domain/store-rules';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
  type TestApp,
} from '../helpers';

const PASSWORD = 'Admin@2026';

async function tenantId(t: TestApp, platformNum = DEMO) {
  const [row] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, platformNum));
  return row!.id;
}

const menuUrls = async (agent: Agent, roleList: string) =>
  (
    expectOk(
      await agent.call('siteMenuList', {
        body: {
          siteToken: Buffer.from(agent.siteToken as string).toString('base64'),
          siteUserId: agent.login?.siteUserId as string,
          appCode: 'rcadmin',
          platformNum: DEMO,
          roleList,
        },
      }),
      'siteMenuList',
    ) as SiteMenuResult
  ).appList
    .filter((app) => app.appCode === 'rcadmin')
    .flatMap((app) => app.menuList)
    .flatMap((area) => area.children)
    .flatMap((group) => group.children)
    .map((page) => page.url);

type Fence = {
  features: { geometry: { type: string; coordinates: unknown }; properties: { radius?: number } }[];
};

/** Whether a point lies in one of a fence's polygons or circles. */
function inFence(fence: Fence, at: [number, number]): boolean {
  return fence.features.some((feature) =>
    feature.geometry.type === 'Polygon'
      ? booleanPointInPolygon(point(at), polygon(feature.geometry.coordinates as [number, number][][]))
      : distance(point(at), point(feature.geometry.coordinates as [number, number]), { units: 'meters' }) <=
        (feature.properties.radius ?? 0),
  );
}

describe.each(TEST_DATABASES)('organisation demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  it('the demo tenant has 12 stores, departments and warehouses in 3 cities, every §3 column filled', async () => {
    const id = await tenantId(t);
    const rows = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.tenantId, id))
      .orderBy(stores.storeCode);
    expect(rows.map((row) => row.storeCode)).toEqual(
      Array.from({ length: 12 }, (_, i) => `S${String(i + 1).padStart(3, '0')}`),
    );
    // The names the other seeds gave stay.
    expect(rows.slice(0, 5).map((row) => row.storeName)).toEqual([
      '旗舰店 Flagship',
      'Downtown',
      'Warehouse Outlet',
      '社区店 Community',
      '机场店 Airport',
    ]);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((row) => row.provinceCode))).toEqual(new Set(['310000', '330000', '440000']));
    for (const row of rows) {
      // The address is one the cascaders offer: each code under the one above it.
      expect(
        areasUnder(row.provinceCode).map((area) => area.code),
        row.storeCode,
      ).toContain(row.cityCode);
      if (row.districtCode !== '')
        expect(
          areasUnder(row.cityCode).map((area) => area.code),
          row.storeCode,
        ).toContain(row.districtCode);
      else expect(areasUnder(row.cityCode), row.storeCode).toEqual([]);
      expect(row.address.length, row.storeCode).toBeGreaterThan(8);
      const [lng, lat] = [Number(row.longitude), Number(row.latitude)];
      expect(lng > 113 && lng < 122 && lat > 22 && lat < 31.5, row.storeCode).toBe(true);
      expect(isHotline(row.serviceHotline), row.storeCode).toBe(true);
      expect(isPhone(row.leaderOnePhone), row.storeCode).toBe(true);
      expect(row.leaderOneName, row.storeCode).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(row.openTimeNew, row.storeCode).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(row.startTime < row.endTime, row.storeCode).toBe(true);
      expect(Number(row.freight) >= 0 && Number(row.freightThreshold) >= 0, row.storeCode).toBe(true);
      expect(row.empNum, row.storeCode).toBeGreaterThan(0);
      expect(row.attrList.length, row.storeCode).toBeGreaterThan(0);
      expect(row.bussinessType, row.storeCode).not.toBe('');
      // Serve schedules: mode 3 with valid slots of both types, else none.
      if (row.serveTimeMode === 3) {
        expect(new Set(row.serveSlots.map((slot) => slot.type)), row.storeCode).toEqual(
          new Set(['delivery', 'arrive']),
        );
        expect(new Set(row.serveSlots.map((slot) => slot.weekday)), row.storeCode).toEqual(
          new Set([1, 2, 3, 4, 5, 6, 7]),
        );
        expect(slotProblems(row.serveSlots), row.storeCode).toEqual([]);
      } else expect(row.serveSlots, row.storeCode).toEqual([]);
    }
    // Most stores serve by interval, three by weekday slots; departments and warehouses all day.
    const modes = rows.filter((row) => row.type === 1).map((row) => row.serveTimeMode);
    expect(modes.filter((mode) => mode === 2).length).toBeGreaterThan(modes.length / 2);
    expect(modes.filter((mode) => mode === 3)).toHaveLength(3);
    expect(rows.filter((row) => row.type !== 1).every((row) => row.serveTimeMode === 1)).toBe(true);
    // Delivering stores deliver; departments and warehouses do not sell.
    expect(rows.filter((row) => row.isDelivery).every((row) => row.type === 1)).toBe(true);
  });

  it('every seeded store passes the store form’s rules: saved back as getStore answers it, unchanged', async () => {
    const id = await tenantId(t);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const rows = await t.database.db
      .select({ id: stores.id, storeCode: stores.storeCode })
      .from(stores)
      .where(eq(stores.tenantId, id));
    for (const row of rows) {
      const form = expectOk(await admin.call('getStore', { query: { id: String(row.id) } }), 'getStore');
      const body = Object.fromEntries(
        Object.entries(form).map(([key, value]) => [
          key,
          typeof value === 'object' ? JSON.stringify(value) : String(value),
        ]),
      );
      const saved = expectOk(await admin.call('saveDept', { body }), 'saveDept');
      expect(saved.version, row.storeCode).toBe(form.version + 1);
      const again = expectOk(await admin.call('getStore', { query: { id: String(row.id) } }), 'getStore');
      expect({ ...again, version: form.version }, row.storeCode).toEqual(form);
    }
  });

  it('opens each store on 2-4 sales channels with group codes, and some sub-channels', async () => {
    const id = await tenantId(t);
    const db = t.database.db;
    const storeRows = await db.select({ id: stores.id }).from(stores).where(eq(stores.tenantId, id));
    const opened = await db.select().from(storeChannels).where(eq(storeChannels.tenantId, id));
    const groups = new Set(
      (await db.select().from(channelGroupCodes).where(eq(channelGroupCodes.tenantId, id))).map(
        (row) => row.code,
      ),
    );
    for (const store of storeRows) {
      const own = opened.filter((row) => row.storeId === store.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.every((row) => groups.has(row.grpCode))).toBe(true);
    }
    const subs = await db.select().from(storeSubChannels).where(eq(storeSubChannels.tenantId, id));
    expect(subs.length).toBeGreaterThan(0);
    const parents = new Map(
      (await db.select().from(salesChannels).where(eq(salesChannels.tenantId, id))).map((row) => [
        row.code,
        row.parentCode,
      ]),
    );
    // A store is on a sub-channel only where it is on the channel.
    for (const sub of subs)
      expect(
        opened.some(
          (row) => row.storeId === sub.storeId && row.channelCode === parents.get(sub.subChannelCode),
        ),
      ).toBe(true);
  });

  it('seeds 3 franchisees with their stores, 4 pickup points and 2 fences, one point outside', async () => {
    const id = await tenantId(t);
    const db = t.database.db;
    const franchiseeRows = await db.select().from(franchisees).where(eq(franchisees.tenantId, id));
    expect(franchiseeRows).toHaveLength(3);
    expect(new Set(franchiseeRows.map((row) => row.franchiseeType))).toEqual(new Set([2, 3]));
    const storeRows = await db.select().from(stores).where(eq(stores.tenantId, id));
    for (const franchisee of franchiseeRows) {
      const linked = storeRows.filter((row) => row.franchiseeId === franchisee.id);
      expect(linked.length, franchisee.code).toBeGreaterThan(0);
      expect(linked.every((row) => row.franchiseeType === franchisee.franchiseeType)).toBe(true);
    }
    expect(
      storeRows.filter((row) => row.franchiseeId === null).every((row) => row.franchiseeType === 1),
    ).toBe(true);

    const points = await db.select().from(pickupPoints).where(eq(pickupPoints.tenantId, id));
    expect(points).toHaveLength(4);
    const fences = await db.select().from(storeFences).where(eq(storeFences.tenantId, id));
    expect(fences).toHaveLength(2);
    for (const fence of fences) {
      const kinds = (fence.geojson as Fence).features.map((feature) => feature.geometry.type).sort();
      expect(kinds).toEqual(['Point', 'Polygon']);
      // The fence is around its store.
      const store = storeRows.find((row) => row.id === fence.storeId)!;
      expect(inFence(fence.geojson as Fence, [Number(store.longitude), Number(store.latitude)])).toBe(true);
    }
    const outside = points.filter((pickup) => {
      const fence = fences.find((row) => row.storeId === pickup.storeId);
      return fence && !inFence(fence.geojson as Fence, [Number(pickup.longitude), Number(pickup.latitude)]);
    });
    expect(outside.map((pickup) => pickup.code)).toEqual(['ZT003']);
    expect(points.filter((pickup) => fences.some((fence) => fence.storeId === pickup.storeId))).toHaveLength(
      2,
    );
  });

  it('seeds 40 employees, every user of the tenant one of them', async () => {
    const id = await tenantId(t);
    const db = t.database.db;
    const rows = await db.select().from(employees).where(eq(employees.tenantId, id));
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => /^[\u4e00-\u9fa5]{2,3}$/.test(row.name))).toBe(true);
    expect(rows.every((row) => /^1[3-9]\d{9}$/.test(row.mobile))).toBe(true);
    expect(new Set(rows.map((row) => row.mobile)).size).toBe(40);
    expect(new Set(rows.map((row) => row.empCode)).size).toBe(40);
    const storeCodes = new Set(
      (await db.select().from(stores).where(eq(stores.tenantId, id))).map((row) => row.storeCode),
    );
    expect(rows.every((row) => storeCodes.has(row.deptCode))).toBe(true);
    expect(rows.filter((row) => row.status === 0).length).toBeGreaterThan(0);
    const userRows = await db.select().from(users).where(eq(users.tenantId, id));
    for (const user of userRows) {
      const linked = rows.filter((row) => row.userId === user.id);
      expect(linked, user.loginName).toHaveLength(1);
      expect(linked[0]!.mobile, user.loginName).toBe(user.mobile);
    }
    expect(
      await db
        .select()
        .from(employees)
        .where(eq(employees.tenantId, await tenantId(t, STRICT))),
    ).toEqual([]);
  });

  it('seeds roles with distinct grants; the clerk’s smaller menu comes from its grants', async () => {
    const id = await tenantId(t);
    const db = t.database.db;
    const roleRows = await db.select().from(roles).where(eq(roles.tenantId, id));
    expect(roleRows.map((row) => row.id)).toEqual(
      expect.arrayContaining(['r-admin', 'r-clerk', 'r-manager', 'r-hr']),
    );
    expect(roleRows.filter((row) => row.grantsAll).map((row) => row.id)).toEqual(['r-admin']);
    const grants = await db.select().from(roleResources).where(eq(roleResources.tenantId, id));
    const grantSets = roleRows.map((role) =>
      grants
        .filter((grant) => grant.roleId === role.id)
        .map((grant) => grant.resourceId)
        .sort()
        .join(','),
    );
    expect(new Set(grantSets).size).toBe(roleRows.length);
    expect(grantSets.every((set) => set !== '')).toBe(true);
    expect(
      grants
        .filter((grant) => grant.roleId === 'r-clerk')
        .map((grant) => grant.resourceId)
        .sort(),
    ).toEqual(clerkGrants(rcadminMenu()).sort());

    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const clerkMenu = await menuUrls(clerk, 'r-clerk');
    expect(clerkMenu).toContain('/goods/index/list');
    expect(clerkMenu.some((url) => url.startsWith('/organization/'))).toBe(false);

    const manager = await signedIn(t.app, DEMO, 'manager', PASSWORD);
    const managerMenu = await menuUrls(manager, 'r-manager');
    expect(managerMenu).toEqual(
      expect.arrayContaining(['/goods/index/list', '/organization/DeptIndex', '/organization/employeeIndex']),
    );
    expect(managerMenu).not.toContain('/organization/roleManage');
    const hr = await signedIn(t.app, DEMO, 'hr.east', PASSWORD);
    const hrMenu = await menuUrls(hr, 'r-hr');
    expect(hrMenu).toEqual(
      expect.arrayContaining(['/organization/employeeIndex', '/organization/roleManage']),
    );
    expect(hrMenu.some((url) => url.startsWith('/goods/'))).toBe(false);
    expect(
      expectOk(await manager.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList').map(
        (store) => [store.storeCode, store.roleIds],
      ),
    ).toEqual([
      ['S006', ['r-manager']],
      ['S007', ['r-manager']],
    ]);
  });

  it('seeds operators of the stores and two third-party staff codes of employees', async () => {
    const id = await tenantId(t);
    const db = t.database.db;
    const operatorRows = await db.select().from(operators).where(eq(operators.tenantId, id));
    expect(operatorRows.length).toBeGreaterThanOrEqual(4);
    expect(operatorRows.every((row) => row.maxDiscount >= 0 && row.maxDiscount <= 100)).toBe(true);
    const relations = await db.select().from(erpEmpRelations).where(eq(erpEmpRelations.tenantId, id));
    expect(relations).toHaveLength(2);
    const linked = await db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.tenantId, id),
          inArray(
            employees.id,
            relations.map((row) => row.employeeId),
          ),
        ),
      );
    expect(linked).toHaveLength(2);
  });
});
