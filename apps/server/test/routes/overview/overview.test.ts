import { Code, OVERVIEW_RECENT_WORK, OVERVIEW_SIGN_IN_DAYS, type CallName } from '@rcadmin/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  jobs,
  loginRecords,
  operationLog,
  priceAdjustments,
  storeFences,
  stores,
  userStoreRoles,
  users,
} from '../../../src/db/schema';
import { rowsOf } from '../../../src/db/sql-helpers';
import {
  DEMO,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
  type TestApp,
} from '../../helpers';
import { PASSWORD, tenantIdOf, userRow } from '../org/people-support';

// The overview's figures (issue 32), each checked against the database with SQL of the test's own,
// for the demo admin (every store), the clerk of one store (S002: the goods pages only), the store
// manager (two stores, the store and employee pages) and the cashier (no goods page).

const DAY_MS = 86_400_000;
const USERS = {
  admin: PASSWORD,
  clerk: 'Clerk@2026',
  manager: PASSWORD,
  cashier: PASSWORD,
} as const;
type Who = keyof typeof USERS;

const one = async <T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T> =>
  rowsOf<T>(await t.database.db.execute(query))[0] as T;

const n = (value: unknown) => Number(value);

/** The ids of the stores a user holds a role in, or 'all' for the admin. */
async function storeIdsOf(t: TestApp, who: Who): Promise<number[] | 'all'> {
  if (who === 'admin') return 'all';
  const user = await userRow(t, DEMO, who);
  const held = await t.database.db
    .select({ storeId: userStoreRoles.storeId, roleIds: userStoreRoles.roleIds })
    .from(userStoreRoles)
    .where(eq(userStoreRoles.userId, user!.id));
  return held.filter((row) => row.roleIds.length > 0).map((row) => row.storeId);
}

const dayStart = (now: Date, offset = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * DAY_MS);

describe.each(TEST_DATABASES)('overview figures on %s', (kind) => {
  const t = useTestApp(kind);
  const agents = new Map<Who, Agent>();
  const as = async (who: Who) => {
    if (!agents.has(who)) agents.set(who, await signedIn(t.app, DEMO, who, USERS[who]));
    return agents.get(who)!;
  };
  const figures = async <N extends CallName>(who: Who, name: N) =>
    expectOk(await (await as(who)).call(name), name);

  it('goods: on sale, off sale, recycle bin, no price and no picture are the goods list’s own counts', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const expected = await one<Record<string, unknown>>(
      t,
      sql`select
        count(*) filter (where deleted_at is null and sale_state = 1) as "onSale",
        count(*) filter (where deleted_at is null and sale_state = 0) as "offSale",
        count(*) filter (where deleted_at is not null) as "recycled",
        count(*) filter (where deleted_at is null and sku_refer_price = 0) as "noPrice",
        count(*) filter (where deleted_at is null and jsonb_array_length(coalesce(detail->'picList', '[]')) = 0) as "noPicture"
        from skus where tenant_id = ${tenantId} and comb = 0`,
    );
    const admin = await figures('admin', 'overviewGoods');
    expect(admin).toEqual({
      onSale: n(expected.onSale),
      offSale: n(expected.offSale),
      recycled: n(expected.recycled),
      noPrice: n(expected.noPrice),
      noPicture: n(expected.noPicture),
    });
    expect(admin.onSale).toBeGreaterThan(0);
    // The goods list answers the same totals for the same view.
    const admin2 = await as('admin');
    const total = async (query: Record<string, string>) =>
      expectOk(
        await admin2.call('goodsQueryList', { query: { pageNo: 1, pageSize: 10, comb: '0', ...query } }),
        'goodsQueryList',
      ).total;
    expect(await total({ saleState: '1', deleted: '0' })).toBe(admin.onSale);
    expect(await total({ saleState: '0', deleted: '0' })).toBe(admin.offSale);
    expect(await total({ deleted: '1' })).toBe(admin.recycled);
    // The catalogue is the tenant's: the clerk of one store sees the same figures.
    expect(await figures('clerk', 'overviewGoods')).toEqual(admin);
  });

  it('goods: the figures follow every change of the SKUs (recycle bin, sale state, price, pictures), also when folded', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const expected = async () => {
      const row = await one<Record<string, unknown>>(
        t,
        sql`select
          count(*) filter (where deleted_at is null and sale_state = 1) as "onSale",
          count(*) filter (where deleted_at is null and sale_state = 0) as "offSale",
          count(*) filter (where deleted_at is not null) as "recycled",
          count(*) filter (where deleted_at is null and sku_refer_price = 0) as "noPrice",
          count(*) filter (where deleted_at is null and coalesce(detail->'picList'->>0, '') = '') as "noPicture"
          from skus where tenant_id = ${tenantId} and comb = 0`,
      );
      return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, n(value)]));
    };
    const before = await figures('admin', 'overviewGoods');
    const [first, second] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from skus where tenant_id = ${tenantId} and comb = 0 and deleted_at is null
          and sale_state = 1 and not exists (select 1 from comb_items where sub_sku_id = skus.id) order by id limit 2`,
      ),
    );
    // Into the recycle bin through the server's own call, and back.
    const admin = await as('admin');
    expectOk(await admin.call('goodsDelSku', { query: { skuId: String(first!.id) } }), 'goodsDelSku');
    const recycled = await figures('admin', 'overviewGoods');
    expect(recycled.recycled).toBe(before.recycled + 1);
    expect(recycled.onSale).toBe(before.onSale - 1);
    expect(recycled).toEqual(await expected());
    // Off sale, no price and a picture, by any statement that changes a SKU.
    await t.database.db.execute(
      sql`update skus set sale_state = 0, sku_refer_price = 0, min_price = null, max_price = null,
        detail = jsonb_set(detail, '{picList}', '["pic/overview.png"]') where id = ${second!.id}`,
    );
    expect(await figures('admin', 'overviewGoods')).toEqual(await expected());
    // Many small changes pile up deltas: the reader folds them, the figures stay.
    for (let i = 0; i < 300; i++)
      await t.database.db.execute(sql`update skus set sale_state = ${i % 2} where id = ${second!.id}`);
    expect(await figures('admin', 'overviewGoods')).toEqual(await expected());
    const parts = await one<{ n: unknown }>(
      t,
      sql`select count(*) as n from sku_tallies where tenant_id = ${tenantId}`,
    );
    const groups = await one<{ n: unknown }>(
      t,
      sql`select count(*) as n from (select distinct comb, category_id, sale_state, recycled, no_price, no_picture
        from sku_tallies where tenant_id = ${tenantId}) g`,
    );
    expect(n(parts.n)).toBe(n(groups.n));
    expect(await figures('admin', 'overviewGoods')).toEqual(await expected());
  });

  it('goods and categories: a user without the goods pages gets no goods figures', async () => {
    for (const name of ['overviewGoods', 'overviewCategories', 'overviewAdjustments'] as const)
      expectFail(await (await as('cashier')).call(name), Code.forbidden, 403);
  });

  it('categories: live SKUs per top-level category, its subtree counted in, most first', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const rows = rowsOf<{ id: number; name: string; count: unknown }>(
      await t.database.db.execute(sql`
        with recursive tree as (
          select id, id as top, name from goods_categories where tenant_id = ${tenantId} and parent_id is null
          union all
          select c.id, tree.top, tree.name from goods_categories c join tree on c.parent_id = tree.id
        )
        select top.id, top.name, (select count(*) from skus s join tree on tree.id = s.category_id
          where tree.top = top.id and s.deleted_at is null) as count
        from goods_categories top where top.tenant_id = ${tenantId} and top.parent_id is null`),
    );
    const none = await one<{ n: unknown }>(
      t,
      sql`select count(*) as n from skus where tenant_id = ${tenantId} and deleted_at is null and category_id is null`,
    );
    const result = await figures('admin', 'overviewCategories');
    expect(result.uncategorised).toBe(n(none.n));
    expect(result.list).toHaveLength(rows.length);
    for (const row of rows)
      expect(result.list).toContainEqual({ categoryId: String(row.id), name: row.name, count: n(row.count) });
    const counts = result.list.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.some((count) => count > 0)).toBe(true);
    expect(await figures('clerk', 'overviewCategories')).toEqual(result);
  });

  it('adjustments: orders of the user’s stores taking effect today, and those still waiting', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const now = t.app.config.now();
    const [s001, s002] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), inArray(stores.storeCode, ['S001', 'S002'])))
      .orderBy(stores.storeCode);
    // Today: one for every store, pending; one for S001 only, effective; one tomorrow; one draft.
    const order = (orderNo: string, values: Partial<typeof priceAdjustments.$inferInsert>) => ({
      tenantId,
      orderNo,
      status: 'pending',
      effectiveAt: new Date(dayStart(now).getTime() + 60_000),
      ...values,
    });
    await t.database.db
      .insert(priceAdjustments)
      .values([
        order(`OVT${kind}1`, {}),
        order(`OVT${kind}2`, { status: 'effective', allStores: false, storeIds: [s001!.id] }),
        order(`OVT${kind}3`, { effectiveAt: dayStart(now, 1) }),
        order(`OVT${kind}4`, { status: 'draft' }),
      ]);
    const expected = async (storeIds: number[] | 'all') =>
      one<{ today: unknown; pending: unknown }>(
        t,
        sql`select count(*) as today, count(*) filter (where status = 'pending') as pending
          from price_adjustments where tenant_id = ${tenantId} and status in ('pending', 'effective')
          and effective_at >= ${dayStart(now).toISOString()} and effective_at < ${dayStart(now, 1).toISOString()}
          and (${storeIds === 'all'} or all_stores or store_ids && ${`{${storeIds === 'all' ? '' : storeIds.join(',')}}`}::integer[])`,
      );
    for (const who of ['admin', 'clerk'] as const) {
      const want = await expected(await storeIdsOf(t, who));
      expect(await figures(who, 'overviewAdjustments')).toEqual({
        today: n(want.today),
        pending: n(want.pending),
      });
    }
    // The clerk of S002 does not see the order for S001 alone; the admin does.
    const admin = await figures('admin', 'overviewAdjustments');
    const clerk = await figures('clerk', 'overviewAdjustments');
    expect(admin.today - clerk.today).toBe(1);
    expect(clerk.pending).toBeGreaterThanOrEqual(1);
    expect(s002).toBeDefined();
  });

  it('stores: active stores of the scope, those serving now by their schedule, and those with no fence', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const now = t.app.config.now();
    const clock = now.toISOString().slice(11, 16);
    const weekday = now.getUTCDay() || 7;
    const manager = await storeIdsOf(t, 'manager');
    const [first, second] = manager as number[];
    // One of the manager's stores serves the whole day with a fence; the other in a slot of today
    // that has ended, with an empty fence.
    await t.database.db.update(stores).set({ serveTimeMode: 1 }).where(eq(stores.id, first!));
    await t.database.db
      .update(stores)
      .set({ serveTimeMode: 3, serveSlots: [{ type: 'delivery', weekday, start: '00:00', end: '00:00' }] })
      .where(eq(stores.id, second!));
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [120, 30],
          [120.1, 30],
          [120.1, 30.1],
          [120, 30],
        ],
      ],
    };
    await t.database.db
      .insert(storeFences)
      .values([
        {
          storeId: first!,
          tenantId,
          geojson: {
            type: 'FeatureCollection',
            features: [{ type: 'Feature', properties: {}, geometry: square }],
          },
        },
        { storeId: second!, tenantId },
      ])
      .onConflictDoNothing();
    const rows = await t.database.db
      .select()
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.status, 1)));
    const fences = await t.database.db.select().from(storeFences).where(eq(storeFences.tenantId, tenantId));
    const fenced = new Set(
      fences
        .filter((fence) => ((fence.geojson as { features?: unknown[] }).features ?? []).length > 0)
        .map((fence) => fence.storeId),
    );
    const serving = (store: (typeof rows)[number]) =>
      store.serveTimeMode === 1 ||
      (store.serveTimeMode === 2 &&
        (!store.startTime || !store.endTime || (store.startTime <= clock && clock < store.endTime))) ||
      (store.serveTimeMode === 3 &&
        store.serveSlots.some((slot) => slot.weekday === weekday && slot.start <= clock && clock < slot.end));
    const expected = (ids: number[] | 'all') => {
      const mine = rows.filter((store) => ids === 'all' || ids.includes(store.id));
      return {
        active: mine.length,
        servingNow: mine.filter(serving).length,
        noFence: mine.filter((store) => !fenced.has(store.id)).length,
      };
    };
    expect(await figures('admin', 'overviewStores')).toEqual(expected('all'));
    const managerFigures = await figures('manager', 'overviewStores');
    expect(managerFigures).toEqual(expected(manager));
    expect(managerFigures).toEqual({ active: 2, servingNow: 1, noFence: 1 });
    // The clerk holds no store page: refused, no figure.
    expectFail(await (await as('clerk')).call('overviewStores'), Code.forbidden, 403);
  });

  it('jobs: imports and exports of the last 7 days and the failed ones; the admin’s are the tenant’s', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const now = t.app.config.now().getTime();
    const clerk = await userRow(t, DEMO, 'clerk');
    const admin = await userRow(t, DEMO, 'admin');
    const job = (userId: number, kind: string, status: string, daysAgo: number) => ({
      tenantId,
      userId,
      userName: 'x',
      kind,
      type: 'goods',
      status,
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
    await t.database.db
      .insert(jobs)
      .values([
        job(clerk!.id, 'import', 'failed', 1),
        job(clerk!.id, 'export', 'done', 2),
        job(clerk!.id, 'import', 'done', 8),
        job(admin!.id, 'export', 'failed', 0.5),
      ]);
    const expected = async (userId?: number) =>
      one<Record<string, unknown>>(
        t,
        sql`select count(*) filter (where kind = 'import') as imports, count(*) filter (where kind = 'export') as exports,
          count(*) filter (where status = 'failed') as failed from jobs
          where tenant_id = ${tenantId} and created_at >= ${new Date(now - 7 * DAY_MS).toISOString()}
          and (${userId ?? null}::int is null or user_id = ${userId ?? null}::int)`,
      );
    const want = async (userId?: number) => {
      const row = await expected(userId);
      return { days: 7, imports: n(row.imports), exports: n(row.exports), failed: n(row.failed) };
    };
    expect(await figures('clerk', 'overviewJobs')).toEqual(await want(clerk!.id));
    expect(await figures('clerk', 'overviewJobs')).toEqual({ days: 7, imports: 1, exports: 1, failed: 1 });
    expect(await figures('admin', 'overviewJobs')).toEqual(await want());
  });

  it('recent work: the user’s own latest operation log records, newest first, page opens left out', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const now = t.app.config.now().getTime();
    await t.database.db.insert(operationLog).values(
      Array.from({ length: OVERVIEW_RECENT_WORK + 3 }, (_, i) => ({
        // The newest is a page open: the viewer leaves those out unless asked, and so does the card.
        pageOpen: i === OVERVIEW_RECENT_WORK + 2,
        tenantId,
        tenantName: 'Demo Retail',
        opt: `概况测试 ${i}`,
        client: 'pc',
        optUserCode: i === 0 ? 'manager' : 'admin',
        optUserName: 'x',
        optTime: '',
        menuCode: '/goods/index/list',
        menuName: '商品列表',
        addr: '/goods/index/list',
        createdAt: new Date(now + (i + 1) * 1000),
      })),
    );
    const rows = await t.database.db
      .select({ id: operationLog.id, opt: operationLog.opt })
      .from(operationLog)
      .where(
        and(
          eq(operationLog.tenantId, tenantId),
          eq(operationLog.optUserCode, 'admin'),
          eq(operationLog.pageOpen, false),
        ),
      )
      .orderBy(sql`${operationLog.createdAt} desc, ${operationLog.id} desc`)
      .limit(OVERVIEW_RECENT_WORK);
    const result = await figures('admin', 'overviewRecentWork');
    expect(result.list.map((row) => [row.id, row.opt])).toEqual(rows.map((row) => [String(row.id), row.opt]));
    expect(result.list[0]?.opt).toBe(`概况测试 ${OVERVIEW_RECENT_WORK + 1}`);
    expect(result.list.every((row) => row.menuName === '商品列表' || row.menuName.length > 0)).toBe(true);
    // The menu page's name in the reader's language, as the operation log says it.
    const admin = await as('admin');
    admin.language = 'en';
    const english = expectOk(await admin.call('overviewRecentWork'), 'overviewRecentWork');
    admin.language = undefined;
    expect(english.list[0]?.menuName).toMatch(/^Goods records/);
    expectFail(await (await as('clerk')).call('overviewRecentWork'), Code.forbidden, 403);
  });

  it('sign-ins: per day of the last 14 days, of the accounts of the user’s stores', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const now = t.app.config.now();
    const manager = await userRow(t, DEMO, 'manager');
    const admin = await userRow(t, DEMO, 'admin');
    await t.database.db.insert(loginRecords).values([
      { tenantId, userId: manager!.id, createdAt: new Date(dayStart(now, -3).getTime() + 3_600_000) },
      { tenantId, userId: manager!.id, createdAt: new Date(dayStart(now, -3).getTime() + 7_200_000) },
      { tenantId, userId: admin!.id, createdAt: new Date(dayStart(now, -5).getTime() + 3_600_000) },
      { tenantId, userId: manager!.id, createdAt: new Date(dayStart(now, -20).getTime()) },
    ]);
    const perDay = async (userIds: number[] | 'all') => {
      const rows = await t.database.db
        .select({ at: loginRecords.createdAt })
        .from(loginRecords)
        .where(
          and(
            eq(loginRecords.tenantId, tenantId),
            userIds === 'all' ? undefined : inArray(loginRecords.userId, userIds),
          ),
        );
      return Array.from({ length: OVERVIEW_SIGN_IN_DAYS }, (_, i) => {
        const from = dayStart(now, i + 1 - OVERVIEW_SIGN_IN_DAYS);
        const to = new Date(from.getTime() + DAY_MS);
        return {
          date: from.toISOString().slice(0, 10),
          count: rows.filter((row) => row.at >= from && row.at < to).length,
        };
      });
    };
    const result = await figures('admin', 'overviewSignIns');
    expect(result.days).toEqual(await perDay('all'));
    expect(result.days.at(-1)?.date).toBe(now.toISOString().slice(0, 10));
    // The manager's: the accounts holding a role in S006 or S007.
    const managerStores = (await storeIdsOf(t, 'manager')) as number[];
    const inStores = await t.database.db
      .selectDistinct({ userId: userStoreRoles.userId })
      .from(userStoreRoles)
      .innerJoin(users, eq(users.id, userStoreRoles.userId))
      .where(
        and(inArray(userStoreRoles.storeId, managerStores), sql`cardinality(${userStoreRoles.roleIds}) > 0`),
      );
    const mine = await figures('manager', 'overviewSignIns');
    expect(mine.days).toEqual(await perDay(inStores.map((row) => row.userId)));
    const threeDaysAgo = mine.days.find((day) => day.date === dayStart(now, -3).toISOString().slice(0, 10));
    expect(threeDaysAgo?.count).toBeGreaterThanOrEqual(2);
    expectFail(await (await as('clerk')).call('overviewSignIns'), Code.forbidden, 403);
  });
});
