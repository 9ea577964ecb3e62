import { Code, type MenuResource, type SiteApp } from '@rcadmin/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/config';
import { menuResources, roleResources } from '../../src/db/schema';
import { DEMO, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp } from '../helpers';
import { PASSWORD, grantsOf, tenantIdOf } from './org/people-support';

// Rights per action (issue 37, point 1): a page's actions (view, create, edit, delete, export,
// import, change price) are resources of their own under the page, granted through the role
// grants, checked by the server per call; the demo clerk views the goods and changes nothing.

const CLERK_PASSWORD = 'Clerk@2026';

/** Every page of a menu answer, depth first. */
const pagesOf = (nodes: readonly MenuResource[]): MenuResource[] =>
  nodes.flatMap((node) => [node, ...pagesOf(node.children)]);

describe.each(TEST_DATABASES)('rights per action (%s)', (kind) => {
  const t = useTestApp(kind);

  it("the demo clerk's batch price change, batch delete and new SKU are refused (4030); the goods list and a SKU still answer", async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', CLERK_PASSWORD);
    const list = expectOk(
      await clerk.call('goodsQueryList', { query: { pageNo: 1, pageSize: 10 } }),
      'goodsQueryList',
    );
    expect(list.list.length).toBeGreaterThan(0);
    const skuId = String(list.list[0]!.skuId);
    expectOk(await clerk.call('goodsGetSku', { query: { skuId } }), 'goodsGetSku');

    const price = await clerk.call('goodsBatchChangePrice', {
      body: { skuIds: skuId, priceType: 'set', value: '1.00' },
    });
    expectFail(price, Code.forbidden, 403);
    expectFail(await clerk.call('goodsDelBatchSku', { query: { skuIds: skuId } }), Code.forbidden, 403);
    expectFail(await clerk.call('goodsDelSku', { query: { skuId } }), Code.forbidden, 403);
    expectFail(await clerk.call('goodsSaveSku', { body: {} }), Code.forbidden, 403);
    expectFail(await clerk.call('goodsBatchExport', { query: {} }), Code.forbidden, 403);
    // Nothing changed: the SKU is there at the price it had.
    const again = expectOk(
      await clerk.call('goodsQueryList', { query: { pageNo: 1, pageSize: 10 } }),
      'goodsQueryList',
    );
    expect(again.list.find((row) => row.skuId === skuId)?.skuReferPrice).toBe(list.list[0]!.skuReferPrice);
  });

  it("the menu answer names each page's actions: the clerk's goods page view only, the admin's every one", async () => {
    const actionsAt = async (loginName: string, password: string, roleId: string) => {
      const agent = await signedIn(t.app, DEMO, loginName, password);
      const response = await agent.call('siteMenuList', {
        body: {
          siteToken: Buffer.from(agent.siteToken as string).toString('base64'),
          siteUserId: agent.login?.siteUserId as string,
          appCode: 'rcadmin',
          platformNum: DEMO,
          roleList: roleId,
        },
      });
      const apps = expectOk(response, 'siteMenuList').appList as SiteApp[];
      const pages = pagesOf(apps.flatMap((app) => app.menuList));
      return {
        goods: pages.find((node) => node.id === 'rc-goods-list')?.actions,
        ids: pages.map((node) => node.id),
      };
    };
    const clerk = await actionsAt('clerk', CLERK_PASSWORD, 'r-clerk');
    expect(clerk.goods).toEqual(['view']);
    // Actions are no entries of the menu (nor of its function search).
    expect(clerk.ids.some((id) => id.includes(':'))).toBe(false);
    const admin = await actionsAt('admin', PASSWORD, 'r-admin');
    expect(admin.goods).toEqual(['view', 'create', 'edit', 'delete', 'export', 'import', 'changePrice']);
  });

  it('a role given only view on a page lists it but may not change it; edit without create edits and does not create', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const before = await grantsOf(t, tenantId, 'r-clerk');
    expect(before).toContain('rc-goods-brand:view');
    expect(before).not.toContain('rc-goods-brand:edit');
    const clerk = await signedIn(t.app, DEMO, 'clerk', CLERK_PASSWORD);
    const brands = expectOk(
      await clerk.call('brandQueryBrandList', { query: { pageNo: 1, pageSize: 10 } }),
      'brandQueryBrandList',
    );
    const brand = brands.list[0]!;
    expectFail(
      await clerk.call('brandSave', { body: { brandId: String(brand.brandId), brandName: brand.brandName } }),
      Code.forbidden,
      403,
    );
    expectFail(
      await clerk.call('brandDelete', { body: { brandId: String(brand.brandId) } }),
      Code.forbidden,
      403,
    );
    try {
      await t.app.repos.grants.setRoleResources(tenantId, 'r-clerk', [...before, 'rc-goods-brand:edit']);
      const renamed = await clerk.call('brandSave', {
        body: { brandId: String(brand.brandId), brandName: brand.brandName },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      // No brandId: a new brand, which needs create.
      expectFail(
        await clerk.call('brandSave', { body: { brandName: `新品牌${Date.now()}` } }),
        Code.forbidden,
        403,
      );
    } finally {
      await t.app.repos.grants.setRoleResources(tenantId, 'r-clerk', before);
    }
  });

  it('no way up over actions: a role editor may not grant an action of a page they hold without it', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const hrGrants = await grantsOf(t, tenantId, 'r-hr');
    expect(hrGrants).toEqual(expect.arrayContaining(['rc-org-employee', 'rc-org-employee:delete']));
    const hr = await signedIn(t.app, DEMO, 'hr.east', PASSWORD);
    const role = expectOk(
      await hr.call('roleSave', { body: { name: `动作${Date.now()}`.slice(0, 30) } }),
      'roleSave',
    );
    try {
      await t.app.repos.grants.setRoleResources(
        tenantId,
        'r-hr',
        hrGrants.filter((id) => id !== 'rc-org-employee:delete'),
      );
      const refused = await hr.call('roleSaveResource', {
        body: {
          roleId: role.id,
          resourceIds: ['rc-org-employee', 'rc-org-employee:view', 'rc-org-employee:delete'],
        },
      });
      const { msg } = expectFail(refused, Code.forbidden, 403);
      expect(msg).toContain('员工管理 / 删除');
      // The page alone is the whole page, delete included: beyond this editor too.
      const whole = await hr.call('roleSaveResource', {
        body: { roleId: role.id, resourceIds: ['rc-org-employee'] },
      });
      expect(expectFail(whole, Code.forbidden, 403).msg).toContain('员工管理 / 删除');
      expectOk(
        await hr.call('roleSaveResource', {
          body: { roleId: role.id, resourceIds: ['rc-org-employee', 'rc-org-employee:view'] },
        }),
        'roleSaveResource',
      );
      expect(await grantsOf(t, tenantId, role.id)).toEqual(
        expect.arrayContaining(['rc-org-employee', 'rc-org-employee:view']),
      );
      expect(await grantsOf(t, tenantId, role.id)).not.toContain('rc-org-employee:edit');
    } finally {
      await t.app.repos.grants.setRoleResources(tenantId, 'r-hr', hrGrants);
    }
  });

  it('a page saved without any of its actions is granted whole, as a role editor written before actions means it', async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const role = expectOk(
      await admin.call('roleSave', { body: { name: `整页${Date.now()}`.slice(0, 30) } }),
      'roleSave',
    );
    expectOk(
      await admin.call('roleSaveResource', { body: { roleId: role.id, resourceIds: ['rc-goods-brand'] } }),
      'roleSaveResource',
    );
    expect(await grantsOf(t, tenantId, role.id)).toEqual(
      expect.arrayContaining([
        'rc-goods-brand',
        'rc-goods-brand:view',
        'rc-goods-brand:edit',
        'rc-goods-brand:delete',
      ]),
    );
  });

  it('the role grant tree shows the actions under each page, with their en and es names', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const menu = expectOk(await admin.call('roleMenuTree', { query: { roleId: 'r-clerk' } }), 'roleMenuTree');
    const nodes = pagesOf(menu.tree as unknown as MenuResource[]);
    const goods = nodes.find((node) => node.id === 'rc-goods-list');
    expect(goods?.children.map((child) => child.id)).toEqual(
      ['view', 'create', 'edit', 'delete', 'export', 'import', 'changePrice'].map(
        (a) => `rc-goods-list:${a}`,
      ),
    );
    expect(goods?.children.at(-1)).toMatchObject({
      name: '改价',
      names: { en: 'Change price', es: 'Cambiar precio' },
    });
    expect(menu.checkedIds).toContain('rc-goods-list:view');
    expect(menu.checkedIds).not.toContain('rc-goods-list:changePrice');
  });

  it("migration 0020 gives every role that grants a page all of the page's actions, and the clerk's view only", async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const { db } = t.database;
    const roles = ['r-admin', 'r-clerk', 'r-manager', 'r-hr', 'r-cashier'];
    const seeded = Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await grantsOf(t, tenantId, role)] as const)),
    );
    // A database from before the actions: none of them, and grants of pages only.
    await db
      .delete(menuResources)
      .where(and(eq(menuResources.level, 4), inArray(menuResources.tenantId, [tenantId])));
    const withoutActions = await grantsOf(t, tenantId, 'r-manager');
    expect(withoutActions.some((id) => id.includes(':'))).toBe(false);
    const sql = readFileSync(path.join(migrationsFolder, '0020_page_actions.sql'), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await db.execute(statement);
    for (const role of roles) expect(await grantsOf(t, tenantId, role)).toEqual(seeded[role]);
    const clerkActions = seeded['r-clerk']!.filter((id) => id.includes(':'));
    expect(clerkActions.length).toBeGreaterThan(0);
    expect(clerkActions.every((id) => id.endsWith(':view'))).toBe(true);
    const managerActions = await db
      .select({ id: roleResources.resourceId })
      .from(roleResources)
      .where(and(eq(roleResources.roleId, 'r-manager'), like(roleResources.resourceId, 'rc-org-dept:%')));
    expect(managerActions.map((row) => row.id).sort()).toEqual(
      ['create', 'edit', 'export', 'import', 'view'].map((a) => `rc-org-dept:${a}`).sort(),
    );
  });
});
