import { describe, expect, it } from 'vitest';
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
});
