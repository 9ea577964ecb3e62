import type { MenuResource, SiteMenuResult } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { favourites, menuResources, tenants, userStoreRoles, users } from '../../../src/db/schema';
import { fillMenuNames } from '../../../src/seed/menu-names';
import { menuDataChanged } from '../../../src/services/menu-cache';
import { buildSiteApps } from '../../../src/services/menu-tree';
import {
  DEMO,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';

const PERMISSION_ROUTES = [
  'collectMenu',
  'member',
  'scrm',
  'retail',
  'dataProduct',
  'process',
  'tripartite',
  'dataApply',
  'standby1',
  'standby2',
  'memberNew',
  'supplyChain',
  'logistics',
  'operate',
  'storeManagement',
  'distributionNew',
  'financeNew',
  'enable',
  'customerService',
  'dataNew',
  'settingNew',
  'service',
  'storeCard',
  'marketing',
  'promotion',
  'sell',
  'inventory',
  'warehouse',
  'purchase',
  'finance',
  'join',
  'distribution',
  'data',
];

function pages(menu: MenuResource[]): MenuResource[] {
  return menu.flatMap((first) => first.children.flatMap((second) => second.children));
}

const menuBody = (agent: Agent, roleList: string) => ({
  body: {
    siteToken: Buffer.from(agent.siteToken as string).toString('base64'),
    siteUserId: agent.login?.siteUserId as string,
    appCode: 'rcadmin',
    platformNum: DEMO,
    roleList,
  },
});

const menuOf = async (agent: Agent, roleList: string): Promise<SiteMenuResult> =>
  expectOk(await agent.call('siteMenuList', menuBody(agent, roleList)), 'siteMenuList') as SiteMenuResult;

const rcadmin = (result: SiteMenuResult) =>
  result.appList.find((app) => app.appCode === 'rcadmin')?.menuList ?? [];

describe.each(TEST_DATABASES)('bmc menu calls on %s', (kind) => {
  const t = useTestApp(kind);

  describe('site menu list', () => {
    it('[MENU-03] [MENU-06] answers a sorted three-level rcadmin tree covering every menu area', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const menu = rcadmin(await menuOf(admin, 'r-admin'));
      expect(menu.length).toBe(32);
      expect(menu.map((entry) => entry.name)).toEqual(
        expect.arrayContaining(['概况', '订单', '会员', '商品', '组织', '设置', '收藏夹', '第三方']),
      );
      for (const first of menu) {
        expect(first.children.length, first.name).toBeGreaterThan(0);
        for (const second of first.children) {
          expect(second.children.length, second.name).toBeGreaterThan(0);
          for (const third of second.children) expect(third.children).toEqual([]);
        }
      }
      expect(menu[0]?.children[0]?.children[0]).toMatchObject({ id: 'rc-overview', url: '/overview' });
    });

    it('[ROUTE-17] [ROUTE-19] carries every permission route and the organisation, setting and goods pages', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const all = pages(rcadmin(await menuOf(admin, 'r-admin')));
      const urls = all.map((entry) => entry.url);
      for (const name of PERMISSION_ROUTES) expect(urls, name).toContain(`/${name}/index`);
      expect(all.find((entry) => entry.url === '/collectMenu/index')?.name).toBe('收藏夹');
      const flag = (url: string) => all.find((entry) => entry.url === url)?.deleteFlag;
      for (const url of [
        '/organization/roleManage',
        '/organization/DeptIndex',
        '/organization/franchiseeIndex',
        '/organization/PickUpIndex',
        '/organization/employeeIndex',
        '/setting/index/list',
        '/setting/baseDocument/index',
        '/setting/searchNav/searchIndex',
      ]) {
        expect(flag(url), url).toBe(1);
      }
      expect(flag('/organization/operatorIndex')).toBe(0);
      expect(flag('/globalEnclosure/index')).toBe(0);
      const names = all.map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(['商品档案(SPU)', '组合商品', '商品查询', '商品档案']));
      expect(urls).toEqual(
        expect.arrayContaining(['#', '', 'http://vendor.localhost:8081/index.html', '/batchImport/list']),
      );
    });

    it('[MENU-04] [I18N-01] names every entry in en and es beside the zh name', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const result = await menuOf(admin, 'r-admin');
      const entries = (menu: MenuResource[]): MenuResource[] =>
        menu.flatMap((entry) => [entry, ...entries(entry.children)]);
      const all = result.appList.flatMap((app) => entries(app.menuList));
      for (const entry of all) {
        expect(entry.names?.en, entry.name).toMatch(/\S/);
        expect(entry.names?.es, entry.name).toMatch(/\S/);
      }
      const byId = (id: string) => all.find((entry) => entry.id === id);
      expect(byId('rc-goods-area')).toMatchObject({ name: '商品', names: { en: 'Goods', es: 'Productos' } });
      expect(byId('rc-goods-category')).toMatchObject({
        name: '商品分类',
        names: { en: 'Categories', es: 'Categorías' },
      });
      expect(byId('rc-collect')).toMatchObject({
        name: '收藏夹',
        names: { en: 'Favourites', es: 'Favoritos' },
      });
    });

    it('[MENU-04] gives a database made before menus carried en and es names the product’s, keeping a tenant’s own', async () => {
      const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      const entry = (id: string) => and(eq(menuResources.tenantId, demo!.id), eq(menuResources.id, id));
      await t.database.db.update(menuResources).set({ names: {} }).where(entry('rc-goods-area'));
      const own = { en: 'Catalogue', es: 'Catálogo' };
      await t.database.db.update(menuResources).set({ names: own }).where(entry('rc-goods-brand'));
      expect(await fillMenuNames(t.database.db)).toBe(1);
      const names = async (id: string) =>
        (await t.database.db.select({ names: menuResources.names }).from(menuResources).where(entry(id)))[0]
          ?.names;
      expect(await names('rc-goods-area')).toEqual({ en: 'Goods', es: 'Productos' });
      expect(await names('rc-goods-brand')).toEqual(own);
      // Once done, nothing more to fill.
      expect(await fillMenuNames(t.database.db)).toBe(0);
      await t.database.db
        .update(menuResources)
        .set({ names: { en: 'Brands', es: 'Marcas' } })
        .where(entry('rc-goods-brand'));
      menuDataChanged();
    });

    it('[MENU-12] includes the czyl-admin app for admins', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const result = await menuOf(admin, 'r-admin');
      expect(result.appList.map((app) => app.appCode)).toEqual(['rcadmin', 'czyl-admin']);
    });

    it('[AUTH-18] grants only by the roles the user really holds', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const own = await menuOf(clerk, 'r-clerk');
      expect(own.appList.map((app) => app.appCode)).toEqual(['rcadmin']);
      expect(rcadmin(own).map((entry) => entry.id)).toEqual([
        'rc-overview-area',
        'rc-order-area',
        'rc-goods-area',
        'rc-collect-area',
      ]);
      // r-admin is not the clerk's: asking for it changes nothing.
      expect(await menuOf(clerk, 'r-clerk,r-admin,made-up')).toEqual(own);
      expect((await menuOf(clerk, 'r-admin')).appList).toEqual([]);
    });

    it('[FAV-02] answers the favourites as collectList', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      expect((await menuOf(admin, 'r-admin')).collectList).toEqual([
        { resourceId: 'rc-goods-list', parentResourceId: 'collectMenu', resourceName: '商品档案' },
        { resourceId: 'rc-org-employee', parentResourceId: 'collectMenu', resourceName: '员工管理' },
      ]);
    });

    it('answers from its cache what a fresh build answers, and a change to menu data at once', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const [tenant] = await t.database.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.platformNum, DEMO));
      const tenantId = tenant?.id as number;
      const fresh = async (roles: string[]) =>
        buildSiteApps(await t.app.repos.menus.grantedTo(tenantId, roles), await t.app.repos.menus.apps());
      const first = await menuOf(admin, 'r-admin,r-clerk');
      const cached = await menuOf(admin, 'r-clerk,r-admin');
      expect(cached).toEqual(first);
      expect(cached.appList).toEqual(await fresh(['r-admin', 'r-clerk']));

      const renamed = (name: string) =>
        t.database.db
          .update(menuResources)
          .set({ name })
          .where(and(eq(menuResources.tenantId, tenantId), eq(menuResources.id, 'rc-overview')));
      const overview = (result: SiteMenuResult) => rcadmin(result)[0]?.children[0]?.children[0]?.name;
      const before = overview(first);
      try {
        // What the seed does after writing menu data.
        await renamed('Overview, renamed');
        menuDataChanged();
        const after = await menuOf(admin, 'r-admin,r-clerk');
        expect(overview(after)).toBe('Overview, renamed');
        expect(after.appList).toEqual(await fresh(['r-admin', 'r-clerk']));
      } finally {
        await renamed(before as string);
        menuDataChanged();
      }
      expect(await menuOf(admin, 'r-admin,r-clerk')).toEqual(first);
    });

    it('needs the site token header', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const response = await admin.call('siteMenuList', {
        ...menuBody(admin, 'r-admin'),
        headers: { 'x-site-token': 'forged' },
      });
      expectFail(response, '4003', 403);
    });
  });

  describe('site menu list: entity tag and 304', () => {
    const tenantIdOf = async () => {
      const [tenant] = await t.database.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.platformNum, DEMO));
      return tenant?.id as number;
    };
    /** One call: its status, entity tag, cache policy and body. */
    const fetchMenu = async (agent: Agent, roleList: string, ifNoneMatch?: string) => {
      const response = await agent.call('siteMenuList', {
        ...menuBody(agent, roleList),
        headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
      });
      return {
        status: response.statusCode,
        etag: response.headers.etag as string | undefined,
        cacheControl: response.headers['cache-control'],
        body: response.body,
      };
    };

    it('tags the answer and answers 304 without a body to a caller holding that tag', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const first = await fetchMenu(admin, 'r-admin');
      expect(first.status).toBe(200);
      expect(first.etag).toMatch(/^"[\w-]+\.[\w-]+"$/);
      expect(first.cacheControl).toBe('private, no-cache');
      const result = JSON.parse(first.body) as { success: boolean; content: { result: SiteMenuResult } };
      expect(result.success).toBe(true);
      expect(rcadmin(result.content.result).length).toBe(32);

      const again = await fetchMenu(admin, 'r-admin', first.etag);
      expect(again).toMatchObject({ status: 304, etag: first.etag, body: '' });
      // A list of tags, or the weak form of it, matches too; another tag does not.
      expect((await fetchMenu(admin, 'r-admin', `"other", W/${first.etag}`)).status).toBe(304);
      const other = await fetchMenu(admin, 'r-admin', '"other"');
      expect(other).toMatchObject({ status: 200, etag: first.etag, body: first.body });
    });

    it('answers a new body and tag once a role grants other pages, and the old one when it is back', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const tenantId = await tenantIdOf();
      const before = await fetchMenu(clerk, 'r-clerk');
      const grant = await t.app.repos.grants.roleGrant(tenantId, 'r-clerk');
      const resources = grant?.resourceIds ?? [];
      expect(resources).toContain('rc-goods-brand');
      try {
        await t.app.repos.grants.setRoleResources(
          tenantId,
          'r-clerk',
          resources.filter((id) => id !== 'rc-goods-brand'),
        );
        const after = await fetchMenu(clerk, 'r-clerk', before.etag);
        expect(after.status).toBe(200);
        expect(after.etag).not.toBe(before.etag);
        expect(after.body).not.toContain('"rc-goods-brand"');
        expect(before.body).toContain('"rc-goods-brand"');
      } finally {
        await t.app.repos.grants.setRoleResources(tenantId, 'r-clerk', resources);
      }
      expect(await fetchMenu(clerk, 'r-clerk', before.etag)).toMatchObject({ status: 304 });
    });

    it('never answers one user with another’s body or 304, even holding the other’s tag', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const admins = await fetchMenu(admin, 'r-admin');
      // The clerk asks for the admin's roles and sends the admin's tag: only the clerk's own menu.
      const clerks = await fetchMenu(clerk, 'r-clerk,r-admin', admins.etag);
      expect(clerks.status).toBe(200);
      expect(clerks.etag).not.toBe(admins.etag);
      expect(clerks.body).not.toBe(admins.body);
      const own = JSON.parse(clerks.body) as { content: { result: SiteMenuResult } };
      expect(own.content.result).toEqual(await menuOf(clerk, 'r-clerk'));
      expect(own.content.result.collectList).not.toEqual((await menuOf(admin, 'r-admin')).collectList);
      // And the admin's answer is as it was.
      expect(await fetchMenu(admin, 'r-admin', admins.etag)).toMatchObject({ status: 304 });
    });

    it('answers a new tag when the user’s favourites or roles change', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const before = await fetchMenu(clerk, 'r-clerk');
      const item = { resourceId: 'rc-goods-brand', parentResourceId: 'collectMenu', resourceName: '品牌' };
      const collect = {
        body: {
          siteToken: 'x',
          siteUserId: '1',
          appCode: 'rcadmin',
          collectResourceList: JSON.stringify([item]),
        },
      };
      expectOk(await clerk.call('addCollect', collect), 'addCollect');
      const added = await fetchMenu(clerk, 'r-clerk', before.etag);
      expect(added.status).toBe(200);
      expect(added.etag).not.toBe(before.etag);
      expect(JSON.parse(added.body).content.result.collectList).toEqual([item]);
      expectOk(await clerk.call('removeCollect', { body: { resIdList: 'rc-goods-brand' } }), 'removeCollect');
      expect(await fetchMenu(clerk, 'r-clerk', before.etag)).toMatchObject({ status: 304 });

      // The clerk loses r-clerk in every store: the role in the request counts no more.
      const tenantId = await tenantIdOf();
      const [user] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.loginName, 'clerk')));
      const held = await t.database.db
        .select()
        .from(userStoreRoles)
        .where(eq(userStoreRoles.userId, user?.id as number));
      expect(held.length).toBeGreaterThan(0);
      try {
        for (const row of held)
          await t.app.repos.grants.setUserStoreRoles(tenantId, row.userId, row.storeId, ['r-none']);
        const without = await fetchMenu(clerk, 'r-clerk', before.etag);
        expect(without.status).toBe(200);
        expect(without.etag).not.toBe(before.etag);
        expect(JSON.parse(without.body).content.result.appList).toEqual([]);
      } finally {
        for (const row of held)
          await t.app.repos.grants.setUserStoreRoles(tenantId, row.userId, row.storeId, row.roleIds);
      }
      expect(await fetchMenu(clerk, 'r-clerk', before.etag)).toMatchObject({ status: 304 });
    });
  });

  describe('favourites', () => {
    const collect = (items: unknown) => ({
      body: {
        siteToken: 'x',
        siteUserId: '1',
        appCode: 'rcadmin',
        collectResourceList: JSON.stringify(items),
      },
    });

    it('[FAV-03] [FAV-06] adds and removes favourites', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const item = { resourceId: 'rc-goods-brand', parentResourceId: 'collectMenu', resourceName: '品牌' };
      const added = await clerk.call('addCollect', collect([item]));
      expect(expectOk(added, 'addCollect')).toBe(true);
      expect((await menuOf(clerk, 'r-clerk')).collectList).toEqual([item]);
      // Adding again is harmless.
      expectOk(await clerk.call('addCollect', collect([item])), 'addCollect');
      const removed = await clerk.call('removeCollect', { body: { resIdList: 'rc-goods-brand,unknown-id' } });
      expect(expectOk(removed, 'removeCollect')).toBe(true);
      expect((await menuOf(clerk, 'r-clerk')).collectList).toEqual([]);
    });

    it('[FAV-05] refuses a resource the user cannot see, adding nothing', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      clerk.language = 'zh';
      const before = await countRows(t.database, favourites);
      const response = await clerk.call(
        'addCollect',
        collect([
          { resourceId: 'rc-goods-brand', parentResourceId: 'collectMenu', resourceName: '品牌' },
          { resourceId: 'rc-org-employee', parentResourceId: 'collectMenu', resourceName: '员工管理' },
        ]),
      );
      expect(expectFail(response, '2004001', 200).msg).toMatch(/^收藏失败，请重试.*rc-org-employee/);
      expect(await countRows(t.database, favourites)).toBe(before);
    });

    it('refuses a malformed collectResourceList with a clear message', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const before = await countRows(t.database, favourites);
      const bodies = [
        { siteToken: 'x', siteUserId: '1', appCode: 'rcadmin', collectResourceList: '{not json' },
        collect({ resourceId: 'rc-goods-brand' }).body,
        collect([]).body,
        collect([{ resourceId: 'rc-goods-brand', parentResourceId: 'elsewhere', resourceName: 'x' }]).body,
        collect([{ resourceId: 42, parentResourceId: 'collectMenu', resourceName: 'x' }]).body,
      ];
      const messages = [];
      for (const body of bodies)
        messages.push(expectFail(await clerk.call('addCollect', { body }), '4000', 400).msg);
      expect(messages[0]).toContain('collectResourceList');
      expect(messages[3]).toContain('item 0');
      expectFail(await clerk.call('removeCollect', { body: { resIdList: ' , ' } }), '4000', 400);
      expect(await countRows(t.database, favourites)).toBe(before);
    });
  });
});
