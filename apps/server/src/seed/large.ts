import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apps, menuResources, roleResources, roles, stores, tenants, userStoreRoles } from '../db/schema';
import { menuDataChanged } from '../services/menu-cache';
import { hashPassword } from '../infra/passwords';
import { insertBatched } from './batch';
import { APPS, DEFAULT_ADMIN_PASSWORD } from './demo';
import { insertAdminAccount } from './first-admin';
import { seedGoodsLarge } from './goods-large';
import { seedGoodsCodeLists } from './goods-code-lists';
import { seedOperationLogLarge } from './operation-log-large';
import { seedOrgLarge } from './org-large';
import { menuRows, rcadminMenu, type MenuInsert } from './menu';

export const LARGE_PLATFORM_NUM = '100009';
export const LARGE_AREAS = 20;
export const LARGE_GROUPS = 10;
export const LARGE_PAGES = 25;

/** Routes the large menu's pages point at, so its entries open real pages of the shell. */
const ROUTES = [
  'member',
  'marketing',
  'promotion',
  'sell',
  'inventory',
  'warehouse',
  'purchase',
  'finance',
  'data',
];

/**
 * The standard areas the large tenant also has, so the goods and organisation pages measured on
 * its data open from its menu: their entries come after the 5,000 report pages.
 */
export const LARGE_STANDARD_AREAS = ['rc-goods-area', 'rc-org-area'];

/** The standard areas of LARGE_STANDARD_AREAS, sorted after the large areas. */
export function largeStandardMenuRows(tenantId: number): MenuInsert[] {
  const areas = rcadminMenu().filter((area) => LARGE_STANDARD_AREAS.includes(area.id));
  return menuRows(tenantId, 'rcadmin', areas).map((row) =>
    row.level === 1 ? { ...row, sort: 10_000 + (row.sort ?? 0) } : row,
  );
}

/** 20 areas × 10 groups × 25 pages = 5,000 third-level entries, Chinese and English names mixed. */
export function largeMenuRows(tenantId: number): MenuInsert[] {
  const rows: MenuInsert[] = [];
  const row = (id: string, parentId: string | null, level: number, name: string, url: string, sort: number) =>
    rows.push({
      tenantId,
      id,
      appCode: 'rcadmin',
      parentId,
      level,
      name,
      url,
      icon: '',
      sort,
      deleteFlag: 0,
    });
  for (let a = 1; a <= LARGE_AREAS; a++) {
    const areaId = `lg-${a}`;
    row(areaId, null, 1, a % 2 ? `区域 ${a}` : `Area ${a}`, '', a * 10);
    for (let g = 1; g <= LARGE_GROUPS; g++) {
      const groupId = `${areaId}-${g}`;
      row(groupId, areaId, 2, g % 2 ? `分组 ${a}-${g}` : `Group ${a}-${g}`, '', g * 10);
      for (let p = 1; p <= LARGE_PAGES; p++) {
        const n = ((a - 1) * LARGE_GROUPS + (g - 1)) * LARGE_PAGES + p;
        const name = p % 3 === 0 ? `Report page ${a}.${g}.${p}` : `报表页面 ${a}.${g}.${p}`;
        row(`${groupId}-${p}`, groupId, 3, name, `/${ROUTES[n % ROUTES.length]}/index`, p * 10);
      }
    }
  }
  return rows;
}

/**
 * The 'Large Retail' tenant (admin, with SEED_ADMIN_PASSWORD or the demo's default) with a
 * 5,000-page menu, for performance work. Answers false when it already exists.
 */
export async function seedLarge(
  db: Db,
  options: {
    passwordHashLogN: number;
    adminPassword: string | undefined;
    /** How many operation log records (1,000,000 unless set). */
    operationLogRecords?: number;
    /** A smaller copy for tests: fewer SKUs and brands, stores and employees (the full sizes unless set). */
    counts?: {
      goods: Parameters<typeof seedGoodsLarge>[3];
      org: Parameters<typeof seedOrgLarge>[3];
    };
    now: Date;
  },
): Promise<boolean> {
  const { now } = options;
  const exists = async (tx: Db) =>
    (await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.platformNum, LARGE_PLATFORM_NUM)))
      .length > 0;
  if (await exists(db)) return false;
  const passwordHash = await hashPassword(
    options.adminPassword ?? DEFAULT_ADMIN_PASSWORD,
    options.passwordHashLogN,
  );
  const created = await db.transaction(async (tx) => {
    if (await exists(tx)) return false;
    await tx.insert(apps).values(APPS).onConflictDoNothing();
    const [tenant] = await tx
      .insert(tenants)
      .values({
        platformNum: LARGE_PLATFORM_NUM,
        companyName: 'Large Retail',
        passwordValidityDays: 90,
        contractProductName: 'rcadmin',
        contractEndDate: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        createdAt: now,
      })
      .returning({ id: tenants.id });
    if (!tenant) throw new Error('tenant was not inserted');
    const tenantId = tenant.id;
    await tx.insert(roles).values({ tenantId, id: 'r-admin', name: '管理员', grantsAll: true });
    const menu = [...largeMenuRows(tenantId), ...largeStandardMenuRows(tenantId)];
    await insertBatched(tx, menuResources, menu);
    await insertBatched(
      tx,
      roleResources,
      menu.map((entry) => ({ tenantId, roleId: 'r-admin', resourceId: entry.id })),
    );
    const [store] = await tx
      .insert(stores)
      .values({ tenantId, storeCode: 'L001', storeName: '大型门店 Large Store', createdAt: now })
      .returning({ id: stores.id });
    const admin = await insertAdminAccount(tx, {
      tenantId,
      loginName: 'admin',
      name: '系统管理员',
      mobile: '13700000001',
      passwordHash,
      now,
    });
    if (!store || !admin) throw new Error('large tenant rows were not inserted');
    await tx.insert(userStoreRoles).values({ userId: admin.id, storeId: store.id, roleIds: ['r-admin'] });
    // 100,000 SKUs, 2,000 brands and 500 categories for the goods list's performance rows.
    await seedGoodsLarge(tx, tenantId, now, options.counts?.goods);
    await seedGoodsCodeLists(tx, tenantId);
    // 2,000 stores with schedules and channels, 20,000 employees and a role of half the menu.
    await seedOrgLarge(tx, tenantId, now, options.counts?.org);
    // A million operation log records for the viewer's performance row.
    await seedOperationLogLarge(tx, tenantId, now, options.operationLogRecords);
    return true;
  });
  if (created) menuDataChanged();
  return created;
}
