import type { Db } from '../db/database';
import {
  apps,
  favourites,
  clientDownloads,
  helpArticles,
  menuResources,
  notices,
  roleResources,
  roles,
  stores,
  sysParams,
  tenants,
  userStoreRoles,
  users,
} from '../db/schema';
import { menuDataChanged } from '../services/menu-cache';
import { MICRO_APPS_PARAM } from '../domain/micro-apps';
import { hashPassword } from '../infra/passwords';
import { insertBatched } from './batch';
import { CZYL_MENU, clerkGrants, idsUnder, menuRows, rcadminMenu, vendorMicroApp } from './menu';
import { CLIENT_DOWNLOADS, HELP_ARTICLES, NOTICES } from './content';
import { seedGoodsDemo } from './goods-demo';
import { seedGoodsCodeLists } from './goods-code-lists';
import { seedOrgDemo } from './org-demo';
import { seedOperationLogDemo } from './operation-log-demo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The documented default password of the demo admins when SEED_ADMIN_PASSWORD is not set. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@2026';
export const DEMO_PLATFORM_NUM = '100001';
export const STRICT_PLATFORM_NUM = '100002';

export interface SeedOptions {
  passwordHashLogN: number;
  /** SEED_ADMIN_PASSWORD, of every seeded admin; the default when undefined. */
  adminPassword: string | undefined;
  /** The example vendor page's origin: the demo menu links to it and registers its micro-app. */
  exampleOrigin: string;
  now: Date;
}

export interface SeedReport {
  platformNum: string;
  adminLogin: string;
  /** Shown at start only when the documented default was used (never an operator-chosen one). */
  defaultAdminPassword: string | undefined;
}

interface UserSeed {
  loginName: string;
  name: string;
  password: string;
  mobile: string;
  roles: string[];
  introduction: string;
  initialPassword?: boolean;
  /** Days since the last password change. */
  changedDaysAgo?: number;
  stores: { codes: string[]; roleIds: string[] };
}

interface TenantSeed {
  platformNum: string;
  companyName: string;
  strategy: 1 | 2;
  pwdCheckVcode: '0' | '1';
  stores: [string, string][];
  users: UserSeed[];
}

async function anyTenant(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).limit(1);
  return row !== undefined;
}

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

export const APPS = [
  { appCode: 'rcadmin', appName: '零售管理后台', sort: 10 },
  { appCode: 'czyl-admin', appName: '运营中心', sort: 20 },
];

export const ROLES = [
  { id: 'r-admin', name: '管理员', grantsAll: true },
  { id: 'r-clerk', name: '店员' },
];

function demoTenants(adminPassword: string): TenantSeed[] {
  const staff = ['staff'];
  return [
    {
      platformNum: DEMO_PLATFORM_NUM,
      companyName: 'Demo Retail',
      strategy: 1,
      pwdCheckVcode: '0',
      stores: [
        ['S001', '旗舰店 Flagship'],
        ['S002', 'Downtown'],
        ['S003', 'Warehouse Outlet'],
      ],
      users: [
        {
          loginName: 'admin',
          name: '系统管理员',
          introduction: 'Admin: demo administrator',
          password: adminPassword,
          mobile: '13800000001',
          roles: ['admin'],
          stores: { codes: ['S001', 'S002', 'S003'], roleIds: ['r-admin'] },
        },
        {
          loginName: 'clerk',
          name: '店员 Clerk',
          introduction: 'Clerk of the Downtown store',
          password: 'Clerk@2026',
          mobile: '13800000002',
          roles: staff,
          stores: { codes: ['S002'], roleIds: ['r-clerk'] },
        },
        {
          loginName: 'newbie',
          name: '新员工 Newbie',
          introduction: 'Still on the initial password',
          password: 'Newbie@2026',
          mobile: '13800000003',
          roles: staff,
          initialPassword: true,
          stores: { codes: ['S001'], roleIds: ['r-clerk'] },
        },
        {
          loginName: 'expired',
          name: '过期 Expired',
          introduction: 'Password changed 120 days ago',
          password: 'Expired@2026',
          mobile: '13800000004',
          roles: staff,
          changedDaysAgo: 120,
          stores: { codes: ['S001'], roleIds: ['r-clerk'] },
        },
        {
          loginName: 'soon',
          name: '即将过期 Soon',
          introduction: 'Password expires in 5 days',
          password: 'Soon@2026',
          mobile: '13800000005',
          roles: staff,
          changedDaysAgo: 85,
          stores: { codes: ['S001', 'S003'], roleIds: ['r-clerk'] },
        },
        {
          loginName: 'nostore',
          name: '无门店 Nostore',
          introduction: 'Authorised for no store',
          password: 'Nostore@2026',
          mobile: '13800000006',
          roles: staff,
          stores: { codes: [], roleIds: [] },
        },
      ],
    },
    {
      platformNum: STRICT_PLATFORM_NUM,
      companyName: 'Demo Retail Strict',
      strategy: 2,
      pwdCheckVcode: '1',
      stores: [
        ['S001', '总店 Head Store'],
        ['S002', '商场店 Mall Store'],
      ],
      users: [
        {
          loginName: 'admin',
          name: '系统管理员',
          introduction: 'Admin: demo administrator (enhanced password mode)',
          password: adminPassword,
          mobile: '13900000001',
          roles: ['admin'],
          stores: { codes: ['S001', 'S002'], roleIds: ['r-admin'] },
        },
        {
          loginName: 'newbie',
          name: '新员工 Newbie',
          introduction: 'Initial password, forced change',
          password: 'Newbie@2026',
          mobile: '13900000002',
          roles: staff,
          initialPassword: true,
          stores: { codes: ['S001'], roleIds: ['r-clerk'] },
        },
        {
          loginName: 'expired',
          name: '过期 Expired',
          introduction: 'Expired password, forced change',
          password: 'Expired@2026',
          mobile: '13900000003',
          roles: staff,
          changedDaysAgo: 120,
          stores: { codes: ['S001'], roleIds: ['r-clerk'] },
        },
      ],
    },
  ];
}

/**
 * The roles every tenant starts with, and its menus with the grants of r-admin and r-clerk. With
 * the example's origin (demo tenants only), the menu also links to the example vendor page.
 */
export async function seedTenantMenus(tx: Db, tenantId: number, exampleOrigin?: string): Promise<void> {
  const rcadmin = rcadminMenu(exampleOrigin);
  await tx.insert(roles).values(ROLES.map((role) => ({ tenantId, ...role })));
  await insertBatched(tx, menuResources, [
    ...menuRows(tenantId, 'rcadmin', rcadmin),
    ...menuRows(tenantId, 'czyl-admin', CZYL_MENU),
  ]);
  const grants = [
    ...[...idsUnder(rcadmin), ...idsUnder(CZYL_MENU)].map((resourceId) => ({
      roleId: 'r-admin',
      resourceId,
    })),
    ...clerkGrants(rcadmin).map((resourceId) => ({ roleId: 'r-clerk', resourceId })),
  ];
  await insertBatched(
    tx,
    roleResources,
    grants.map((grant) => ({ tenantId, ...grant })),
  );
}

/**
 * The demo data, into an empty database only (any tenant means it was seeded, or is someone's
 * real data), in one transaction. Answers undefined when nothing was seeded.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedReport | undefined> {
  const now = options.now;
  const adminPassword = options.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
  const plan = demoTenants(adminPassword);
  if (await anyTenant(db)) return undefined;
  // Hashing is the slow part (scrypt): do it before the transaction, all at once.
  const hashes = await Promise.all(
    plan.flatMap((tenant) =>
      tenant.users.map((user) => hashPassword(user.password, options.passwordHashLogN)),
    ),
  );

  const seeded = await db.transaction(async (tx) => {
    if (await anyTenant(tx)) return false;
    await tx.insert(apps).values(APPS).onConflictDoNothing();
    let hashIndex = 0;
    for (const tenantPlan of plan) {
      const [tenant] = await tx
        .insert(tenants)
        .values({
          platformNum: tenantPlan.platformNum,
          companyName: tenantPlan.companyName,
          ssoMenuType: 0,
          pwdManagementStrategy: tenantPlan.strategy,
          passwordValidityDays: 90,
          contractProductName: 'rcadmin',
          contractEndDate: dateOnly(new Date(now.getTime() + 20 * DAY_MS)),
          createdAt: now,
        })
        .returning({ id: tenants.id });
      if (!tenant) throw new Error('tenant was not inserted');
      const tenantId = tenant.id;
      await tx.insert(sysParams).values([
        { tenantId, name: 'pwdCheckVcode', value: tenantPlan.pwdCheckVcode },
        { tenantId, name: 'forcePasswordModify', value: '0' },
        { tenantId, name: 'isSpuUse', value: '0' },
        // The demo registers the example's sub-app itself: no tenant has a micro-app by default.
        {
          tenantId,
          name: MICRO_APPS_PARAM,
          value: JSON.stringify([vendorMicroApp(options.exampleOrigin)]),
        },
      ]);
      const storeRows = await tx
        .insert(stores)
        .values(
          tenantPlan.stores.map(([storeCode, storeName]) => ({
            tenantId,
            storeCode,
            storeName,
            createdAt: now,
          })),
        )
        .returning({ id: stores.id, storeCode: stores.storeCode });
      const storeIds = new Map(storeRows.map((row) => [row.storeCode, row.id]));
      await seedTenantMenus(tx, tenantId, options.exampleOrigin);

      const userRows = await tx
        .insert(users)
        .values(
          tenantPlan.users.map((user) => ({
            tenantId,
            loginName: user.loginName,
            name: user.name,
            mobile: user.mobile,
            passwordHash: hashes[hashIndex++] as string,
            initialPassword: user.initialPassword ?? false,
            passwordChangedAt: new Date(now.getTime() - (user.changedDaysAgo ?? 0) * DAY_MS),
            introduction: user.introduction,
            roles: user.roles,
            createdAt: now,
          })),
        )
        .returning({ id: users.id, loginName: users.loginName });
      const userIds = new Map(userRows.map((row) => [row.loginName, row.id]));
      const storeGrants = tenantPlan.users.flatMap((user) =>
        user.stores.codes.map((code) => ({
          userId: userIds.get(user.loginName) as number,
          storeId: storeIds.get(code) as number,
          roleIds: user.stores.roleIds,
        })),
      );
      if (storeGrants.length > 0) await tx.insert(userStoreRoles).values(storeGrants);

      const adminId = userIds.get('admin');
      if (tenantPlan.platformNum === DEMO_PLATFORM_NUM && adminId !== undefined) {
        await tx.insert(favourites).values([
          {
            userId: adminId,
            resourceId: 'rc-goods-list',
            resourceName: '商品档案',
            appCode: 'rcadmin',
            createdAt: now,
          },
          {
            userId: adminId,
            resourceId: 'rc-org-employee',
            resourceName: '员工管理',
            appCode: 'rcadmin',
            createdAt: new Date(now.getTime() + 1000),
          },
        ]);
      }
      // The goods catalogue, the two more stores it is sold in, and the cashier (no goods grant).
      if (tenantPlan.platformNum === DEMO_PLATFORM_NUM) await seedGoodsDemo(tx, tenantId, now);
      // Every tenant's goods code lists, after its goods (the units they use join the list).
      await seedGoodsCodeLists(tx, tenantId);
      // The organisation: store details and channels, franchisees, pickup points, fences, employees,
      // the store manager and HR roles and their users, operators and third-party staff.
      if (tenantPlan.platformNum === DEMO_PLATFORM_NUM) await seedOrgDemo(tx, tenantId, now);
      // What the operation log viewer shows from a fresh start.
      if (tenantPlan.platformNum === DEMO_PLATFORM_NUM)
        await seedOperationLogDemo(tx, tenantId, tenantPlan.companyName, now);
    }

    await tx.insert(notices).values(
      NOTICES.map((notice) => ({
        text: notice.text,
        link: notice.link,
        publishedPc: notice.publishedPc,
        publishDate: new Date(now.getTime() - notice.daysAgo * DAY_MS),
      })),
    );
    await tx.insert(helpArticles).values(
      HELP_ARTICLES.map((article) => ({
        columnId: 18,
        title: article.title,
        coverPath: article.coverPath,
        content: article.content,
        publishDate: new Date(now.getTime() - article.daysAgo * DAY_MS),
      })),
    );
    await tx.insert(clientDownloads).values(
      CLIENT_DOWNLOADS.map(({ daysAgo, ...client }) => ({
        ...client,
        publishDate: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );
    return true;
  });

  if (!seeded) return undefined;
  menuDataChanged();
  return {
    platformNum: DEMO_PLATFORM_NUM,
    adminLogin: 'admin',
    defaultAdminPassword: options.adminPassword === undefined ? DEFAULT_ADMIN_PASSWORD : undefined,
  };
}
