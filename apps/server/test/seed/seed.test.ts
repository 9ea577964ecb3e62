import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from '../../src/db/database';
import { menuResources, sysParams, tenants, users } from '../../src/db/schema';
import { prepareDatabase } from '../../src/seed';
import { seedDemo } from '../../src/seed/demo';
import {
  LARGE_PLATFORM_NUM,
  LARGE_STANDARD_AREAS,
  largeStandardMenuRows,
  seedLarge,
} from '../../src/seed/large';
import { idsUnder, rcadminMenu } from '../../src/seed/menu';
import { menuDataGeneration } from '../../src/services/menu-cache';
import { verifyPassword } from '../../src/infra/passwords';
import { testConfig } from '../config';
import { buildApp } from '../../src/app';
import { TEST_DATABASES, openTestDatabase, signedIn } from '../helpers';

describe.each(TEST_DATABASES)('demo seed on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  it('seeds an empty database only', async () => {
    const again = await seedDemo(database.db, {
      passwordHashLogN: 12,
      adminPassword: 'Other#2026',
      exampleOrigin: 'http://vendor.example',
      now: new Date(),
    });
    expect(again).toBeUndefined();
    const [admin] = await database.db.select().from(users).where(eq(users.loginName, 'admin')).limit(1);
    expect(await verifyPassword('Admin@2026', admin?.passwordHash as string)).toBe(true);
  });

  it('holds the documented tenants and accounts', async () => {
    const rows = await database.db.select().from(tenants).orderBy(tenants.platformNum);
    expect(rows.map((row) => [row.platformNum, row.companyName, row.pwdManagementStrategy])).toEqual([
      ['100001', 'Demo Retail', 1],
      ['100002', 'Demo Retail Strict', 2],
    ]);
    const logins = await database.db
      .select({ loginName: users.loginName, tenantId: users.tenantId })
      .from(users);
    expect(
      logins
        .filter((row) => row.tenantId === rows[0]?.id)
        .map((row) => row.loginName)
        .sort(),
    ).toEqual(['admin', 'cashier', 'clerk', 'expired', 'hr.east', 'manager', 'newbie', 'nostore', 'soon']);
    expect(
      logins
        .filter((row) => row.tenantId === rows[1]?.id)
        .map((row) => row.loginName)
        .sort(),
    ).toEqual(['admin', 'expired', 'newbie']);
  });
});

describe('first start', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const database = wrapPglite(client);
  afterAll(() => database.close());

  it('uses SEED_ADMIN_PASSWORD for every admin and does not report it; the large tenant on request', async () => {
    const generation = menuDataGeneration();
    const report = await prepareDatabase(
      database,
      testConfig({ seedAdminPassword: 'Chosen#2026', seedLarge: true }),
      // The large tenant's shape at a twentieth of its goods and stores: its full size is the bench's.
      { goods: { skus: 5_000, brands: 100 }, org: { stores: 450, employees: 2_500 } },
    );
    expect(report.seeded).toEqual({
      platformNum: '100001',
      adminLogin: 'admin',
      defaultAdminPassword: undefined,
    });
    expect(report.largeSeeded).toBe(true);
    // Both seeds wrote menus: cached menus of this process are dropped.
    expect(menuDataGeneration()).toBe(generation + 2);
    const admins = await database.db.select().from(users).where(eq(users.loginName, 'admin'));
    // Demo Retail, Demo Retail Strict and Large Retail: none keeps the documented default.
    expect(admins).toHaveLength(3);
    for (const admin of admins) expect(await verifyPassword('Chosen#2026', admin.passwordHash)).toBe(true);

    const [large] = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.platformNum, LARGE_PLATFORM_NUM));
    const byLevel = await database.db
      .select({ level: menuResources.level, n: count() })
      .from(menuResources)
      .where(eq(menuResources.tenantId, large?.id as number))
      .groupBy(menuResources.level)
      .orderBy(menuResources.level);
    // 5,000 report pages, and the goods and organisation areas of the standard menu.
    const standard = largeStandardMenuRows(large?.id as number);
    const standardAt = (level: number) => standard.filter((row) => row.level === level).length;
    expect(byLevel).toEqual([
      { level: 1, n: 20 + standardAt(1) },
      { level: 2, n: 200 + standardAt(2) },
      { level: 3, n: 5000 + standardAt(3) },
      // The actions of the standard pages (rights per action).
      { level: 4, n: standardAt(4) },
    ]);
    expect(
      await seedLarge(database.db, { passwordHashLogN: 12, adminPassword: undefined, now: new Date() }),
    ).toBe(false);
    const second = await prepareDatabase(database, testConfig({ seedLarge: true }));
    expect(second).toEqual({ seeded: undefined, largeSeeded: false });
  }, 180_000);

  it('answers the 5,000-page menu of Large Retail', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const agent = await signedIn(app, LARGE_PLATFORM_NUM, 'admin', 'Chosen#2026');
      const response = await agent.call('siteMenuList', {
        body: {
          siteToken: 'x',
          siteUserId: '1',
          appCode: 'rcadmin',
          platformNum: LARGE_PLATFORM_NUM,
          roleList: 'r-admin',
        },
      });
      const menu = response.json().content.result.appList[0].menuList as {
        children: { children: unknown[] }[];
      }[];
      // The 20 report areas first (5,000 pages), then the goods and organisation areas.
      expect(menu).toHaveLength(20 + LARGE_STANDARD_AREAS.length);
      expect(
        menu.slice(0, 20).flatMap((first) => first.children.flatMap((second) => second.children)),
      ).toHaveLength(5000);
    } finally {
      await app.close();
    }
  });
});

describe('demo mode', () => {
  it('outside demo mode (DATABASE_URL without SEED_DEMO=1) migrates but seeds no account', async () => {
    const database = wrapPglite(new PGlite({ extensions: { pg_trgm } }));
    try {
      const report = await prepareDatabase(database, testConfig({ seedDemo: false, seedLarge: true }));
      expect(report).toEqual({ seeded: undefined, largeSeeded: false });
      expect(await database.db.select().from(tenants)).toEqual([]);
      expect(await database.db.select().from(users)).toEqual([]);
      // The schema is there: a tenant can be created in it.
      expect(await database.db.select().from(menuResources)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("links the demo menu to the configured example origin and registers its micro-app; other tenants' menus do not", async () => {
    const database = wrapPglite(new PGlite({ extensions: { pg_trgm } }));
    try {
      await prepareDatabase(database, testConfig({ exampleOrigin: 'http://vendor.example:9000' }));
      const [demo] = await database.db.select().from(tenants).where(eq(tenants.platformNum, '100001'));
      const urls = (
        await database.db
          .select({ url: menuResources.url })
          .from(menuResources)
          .where(eq(menuResources.tenantId, demo?.id as number))
      ).map((row) => row.url);
      expect(urls).toEqual(
        expect.arrayContaining(['http://vendor.example:9000/index.html', '/micro/vendor']),
      );
      const registry = await database.db
        .select({ value: sysParams.value })
        .from(sysParams)
        .where(and(eq(sysParams.tenantId, demo?.id as number), eq(sysParams.name, 'microApps')));
      expect(JSON.parse(registry[0]?.value ?? '')).toEqual([
        { name: 'vendor', url: 'http://vendor.example:9000/wujie-app.html' },
      ]);
      // A tenant made outside the demo (create-admin) has no entries for the example.
      const plain = idsUnder(rcadminMenu());
      expect(plain).not.toContain('rc-vendor-example');
      expect(plain).not.toContain('rc-vendor-micro-app');
    } finally {
      await database.close();
    }
  });
});
