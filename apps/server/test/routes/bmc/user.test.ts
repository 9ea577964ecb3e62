import { Code } from '@rcadmin/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuResources, roleResources, tenants, users } from '../../../src/db/schema';
import { DEMO, STRICT, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp } from '../../helpers';

describe.each(TEST_DATABASES)('bmc user, sys param and merchant calls on %s', (kind) => {
  const t = useTestApp(kind);

  describe('department and role list', () => {
    it("[API-25] [AUTH-18] dept role list answers code 0 with the user's stores and role ids", async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const response = await admin.call('deptRoleList', { query: { _platform_num: DEMO } });
      expect(response.json()).toMatchObject({ code: '0', msg: '成功' });
      expect(expectOk(response, 'deptRoleList')).toEqual([
        { storeCode: 'S001', storeName: '旗舰店 Flagship', roleIds: ['r-admin'] },
        { storeCode: 'S002', storeName: 'Downtown', roleIds: ['r-admin'] },
        { storeCode: 'S003', storeName: 'Warehouse Outlet', roleIds: ['r-admin'] },
      ]);
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      expect(
        expectOk(await clerk.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList'),
      ).toEqual([{ storeCode: 'S002', storeName: 'Downtown', roleIds: ['r-clerk'] }]);
    });

    it('[AUTH-19] [ERR-09] a user with no authorised store gets the unauthorised-store message', async () => {
      const agent = await signedIn(t.app, DEMO, 'nostore', 'Nostore@2026');
      agent.language = 'zh';
      const body = expectFail(
        await agent.call('deptRoleList', { query: { _platform_num: DEMO } }),
        '2003001',
        200,
      );
      expect(body.msg).toBe('用户未授权门店，请联系商户管理员处理');
      agent.language = 'en';
      expect(
        expectFail(await agent.call('deptRoleList', { query: { _platform_num: DEMO } }), '2003001', 200).msg,
      ).toMatch(/not authorised for any store/);
    });

    it('answers only for the session’s own platform number, and needs it', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      expectFail(await agent.call('deptRoleList', { query: { _platform_num: STRICT } }), '4004', 404);
      expectFail(await agent.call('deptRoleList'), '4000', 400);
    });
  });

  describe('data scope and merchant info', () => {
    it('[API-26] data scope lists the user’s stores', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      expect(expectOk(await admin.call('dataScope'), 'dataScope')).toEqual({
        storeCodes: ['S001', 'S002', 'S003'],
        allStores: true,
      });
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      expect(expectOk(await clerk.call('dataScope'), 'dataScope')).toEqual({
        storeCodes: ['S002'],
        allStores: false,
      });
    });

    it('[API-26] data scope comes from role grants, never from the free-text users.roles', async () => {
      const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      const setRoles = (loginName: string, roles: string[]) =>
        t.database.db
          .update(users)
          .set({ roles })
          .where(and(eq(users.tenantId, tenant?.id ?? 0), eq(users.loginName, loginName)));
      await setRoles('clerk', ['admin']);
      await setRoles('admin', ['staff']);
      try {
        const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
        expect(expectOk(await clerk.call('dataScope'), 'dataScope').allStores).toBe(false);
        const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
        expect(expectOk(await admin.call('dataScope'), 'dataScope').allStores).toBe(true);
        const nostore = await signedIn(t.app, DEMO, 'nostore', 'Nostore@2026');
        expect(expectOk(await nostore.call('dataScope'), 'dataScope')).toEqual({
          storeCodes: [],
          allStores: false,
        });
      } finally {
        await setRoles('clerk', ['staff']);
        await setRoles('admin', ['admin']);
      }
    });

    it('[API-26] merchant info answers the session’s tenant', async () => {
      const agent = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
      const result = expectOk(await agent.call('merchantInfo'), 'merchantInfo');
      expect(result).toMatchObject({ companyName: 'Demo Retail Strict', platformNum: STRICT });
      expect(result.contractEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  describe('system parameters', () => {
    it('[API-08] answers content.result[paramName] for pwdCheckVcode, forcePasswordModify and isSpuUse', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      for (const [paramName, value] of [
        ['pwdCheckVcode', '0'],
        ['forcePasswordModify', '0'],
        ['isSpuUse', '0'],
        ['neverHeardOf', ''],
      ] as const) {
        const result = expectOk(await agent.call('sysParam', { query: { paramName } }), 'sysParam');
        expect(result).toEqual({ [paramName]: value });
      }
      const strict = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
      expect(
        expectOk(await strict.call('sysParam', { query: { paramName: 'pwdCheckVcode' } }), 'sysParam'),
      ).toEqual({
        pwdCheckVcode: '1',
      });
    });

    it('any session reads the shell’s own parameters; the rest need the system-parameters grant', async () => {
      const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      for (const paramName of [
        'pwdCheckVcode',
        'forcePasswordModify',
        'isSpuUse',
        'microApps',
        'frameOrigins',
      ]) {
        expect(
          Object.keys(expectOk(await clerk.call('sysParam', { query: { paramName } }), 'sysParam')),
        ).toEqual([paramName]);
      }
      clerk.language = 'zh';
      for (const paramName of ['greyPages', 'neverHeardOf']) {
        const body = expectFail(await clerk.call('sysParam', { query: { paramName } }), Code.forbidden, 403);
        expect(body.msg).toBe('您在当前门店没有此功能的权限，请联系商户管理员');
      }
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      expectOk(await admin.call('sysParam', { query: { paramName: 'greyPages' } }), 'sysParam');
    });

    it('refuses a malformed parameter name', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const body = expectFail(
        await agent.call('sysParam', { query: { paramName: 'a b;drop' } }),
        '4000',
        400,
      );
      expect(body.msg).toContain('query.paramName');
    });
  });

  describe('role resources', () => {
    const resourcesOf = async (agent: Awaited<ReturnType<typeof signedIn>>, roleId: string) =>
      expectOk(await agent.call('queryRoleResource', { body: { roleId } }), 'queryRoleResource');

    it('[API-12] answers the resources a role grants in the tenant: id, url and name', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const clerk = await resourcesOf(admin, 'r-clerk');
      expect(clerk).toContainEqual({ id: 'rc-goods-list', url: '/goods/index/list', name: '商品档案' });
      expect(clerk.map((entry) => entry.id)).not.toContain('rc-org-role');
      // The admin role grants every resource of the tenant.
      const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      const [all] = await t.database.db
        .select({ n: count() })
        .from(menuResources)
        .where(eq(menuResources.tenantId, tenant?.id ?? 0));
      expect((await resourcesOf(admin, 'r-admin')).length).toBe(all?.n);
    });

    it('[API-12] answers in the menu’s order only what the role grants in this tenant, and a saved change at once', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      const menu = await t.database.db
        .select({ id: menuResources.id, url: menuResources.url, name: menuResources.name })
        .from(menuResources)
        .where(eq(menuResources.tenantId, tenant?.id ?? 0))
        .orderBy(
          asc(menuResources.appCode),
          asc(menuResources.level),
          asc(menuResources.sort),
          asc(menuResources.id),
        );
      const granted = await t.database.db
        .select({ id: roleResources.resourceId })
        .from(roleResources)
        .where(and(eq(roleResources.tenantId, tenant?.id ?? 0), eq(roleResources.roleId, 'r-clerk')));
      const clerkIds = new Set(granted.map((row) => row.id));
      // Another tenant's role of the same id grants other pages: none of them shows here.
      expect(await resourcesOf(admin, 'r-clerk')).toEqual(menu.filter((entry) => clerkIds.has(entry.id)));

      // The role editor edits the shell's own menu (rcadmin): pages of other apps stay as granted.
      const own = new Set(
        (
          await t.database.db
            .select({ id: menuResources.id })
            .from(menuResources)
            .where(and(eq(menuResources.tenantId, tenant?.id ?? 0), eq(menuResources.appCode, 'rcadmin')))
        ).map((row) => row.id),
      );
      const pages = menu.filter((entry) => own.has(entry.id));
      const role = expectOk(
        await admin.call('roleSave', { body: { name: `API-12 ${Date.now()}` } }),
        'roleSave',
      );
      expect(await resourcesOf(admin, role.id)).toEqual([]);
      const grant = async (entries: typeof menu) =>
        expectOk(
          await admin.call('roleSaveResource', {
            body: { roleId: role.id, resourceIds: entries.map((entry) => entry.id) },
          }),
          'roleSaveResource',
        );
      await grant([pages[7]!, pages[2]!, pages[5]!]);
      expect(await resourcesOf(admin, role.id)).toEqual([pages[2], pages[5], pages[7]]);
      await grant([pages[5]!]);
      expect(await resourcesOf(admin, role.id)).toEqual([pages[5]]);
    });

    it('[API-12] refuses a role the tenant has not, and a request without one', async () => {
      const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      admin.language = 'en';
      const body = expectFail(
        await admin.call('queryRoleResource', { body: { roleId: 'r-none' } }),
        Code.notFound,
        404,
      );
      expect(body.msg).toBe('No such role: r-none.');
      expectFail(await admin.call('queryRoleResource', { body: {} }), Code.invalidRequest, 400);
    });
  });
});
