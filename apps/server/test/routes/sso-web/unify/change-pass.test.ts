import { SMS_SERVICE_CODES } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysParams, tenants, users } from '../../../../src/db/schema';
import {
  Agent,
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  latestSmsCode,
  signedIn,
  useTestApp,
  sendSmsCode,
} from '../../../helpers';

const form = (oldPwd: string, newPwd: string, confirmPwd = newPwd, extra: Record<string, string> = {}) => ({
  body: { oldPwd, newPwd, confirmPwd, ...extra },
});

describe.each(TEST_DATABASES)('change password on %s', (kind) => {
  const t = useTestApp(kind);

  const zhAgent = async (platformNum: string, loginName: string, password: string) => {
    const agent = await signedIn(t.app, platformNum, loginName, password);
    agent.language = 'zh';
    return agent;
  };

  describe('validation (spec §5), nothing changed', () => {
    it('[PWD-08] [PWD-09] [PWD-12] refuses missing fields with the spec’s messages', async () => {
      const agent = await zhAgent(DEMO, 'soon', 'Soon@2026');
      const cases: [Record<string, string>, string][] = [
        [{ newPwd: 'Fresh@2026x', confirmPwd: 'Fresh@2026x' }, '请输入原始密码'],
        [{ oldPwd: 'Soon@2026', confirmPwd: 'Fresh@2026x' }, '请输入新的密码'],
        [{ oldPwd: 'Soon@2026', newPwd: 'Fresh@2026x' }, '请再次输入新的密码'],
      ];
      for (const [body, msg] of cases) {
        expect(expectFail(await agent.call('changePass', { body }), '4000', 400).msg).toBe(msg);
      }
    });

    it('[PWD-12] refuses a confirmation that differs', async () => {
      const agent = await zhAgent(DEMO, 'soon', 'Soon@2026');
      const body = expectFail(
        await agent.call('changePass', form('Soon@2026', 'Fresh@2026x', 'Fresh@2026y')),
        '2002004',
        200,
      );
      expect(body.msg).toBe('两次输入新密码不一致!');
    });

    it('[PWD-10] [SEC-9] normal mode wants 8-128 characters, not all the same', async () => {
      const agent = await zhAgent(DEMO, 'soon', 'Soon@2026');
      for (const weak of ['aaaaaaaa', 'short']) {
        const body = expectFail(await agent.call('changePass', form('Soon@2026', weak)), '2002003', 200);
        expect(body.msg).toBe('请输入8-20个非连续字符');
      }
      // Past 128 characters the wire's own bound answers, as for any field too long.
      const long = 'x'.repeat(3) + 'y'.repeat(126);
      expect(expectFail(await agent.call('changePass', form('Soon@2026', long)), '4000', 400).msg).toContain(
        'body.newPwd',
      );
    });

    it('[PWD-11] [SEC-9] strict mode wants upper, lower and digit in 8-128 characters', async () => {
      const agent = await zhAgent(STRICT, 'admin', 'Admin@2026');
      for (const weak of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Ab1']) {
        const body = expectFail(
          await agent.call('changePass', form('Admin@2026', weak, weak, { verifyCode: '123456' })),
          '2002003',
          200,
        );
        expect(body.msg).toBe('请输入8-20位大小写字母数字组合');
      }
    });

    it('[SEC-9] [PWD-10] [PWD-11] refuses a common or breached password in both modes and all three languages', async () => {
      const normal = await zhAgent(DEMO, 'soon', 'Soon@2026');
      const zh = expectFail(await normal.call('changePass', form('Soon@2026', '12345678')), '2002003', 200);
      expect(zh.msg).toBe('该密码过于常见或已在泄露数据中出现，请换一个');
      normal.language = 'en';
      const en = expectFail(await normal.call('changePass', form('Soon@2026', 'iloveyou1')), '2002003', 200);
      expect(en.msg).toBe('This password is too common or has appeared in a data breach: choose another.');
      const strict = await zhAgent(STRICT, 'admin', 'Admin@2026');
      strict.language = 'es';
      const es = expectFail(
        await strict.call(
          'changePass',
          form('Admin@2026', 'Password1', 'Password1', { verifyCode: '123456' }),
        ),
        '2002003',
        200,
      );
      expect(es.msg).toBe(
        'Esta contraseña es demasiado común o ha aparecido en una filtración de datos: elija otra.',
      );
    });

    it('[PWD-14] refuses a new password equal to the old one', async () => {
      const agent = await zhAgent(DEMO, 'soon', 'Soon@2026');
      const body = expectFail(await agent.call('changePass', form('Soon@2026', 'Soon@2026')), '2002002', 200);
      expect(body.msg).toBe('新旧密码不能相同');
    });

    it('refuses a wrong old password, in the caller’s language', async () => {
      const agent = await signedIn(t.app, DEMO, 'soon', 'Soon@2026');
      agent.language = 'es';
      const body = expectFail(
        await agent.call('changePass', form('Nope@2026', 'Fresh@2026x')),
        '2002001',
        200,
      );
      expect(body.msg).toBe('La contraseña anterior es incorrecta.');
    });

    it('[PWD-13] wants the 6-digit SMS code when pwdCheckVcode is on', async () => {
      const agent = await zhAgent(STRICT, 'admin', 'Admin@2026');
      const missing = expectFail(
        await agent.call('changePass', form('Admin@2026', 'Fresh2026x')),
        '4000',
        400,
      );
      expect(missing.msg).toBe('请输入6位短信验证码');
      expectFail(
        await agent.call(
          'changePass',
          form('Admin@2026', 'Fresh2026x', 'Fresh2026x', { verifyCode: '12345' }),
        ),
        '4000',
        400,
      );
      expectFail(
        await agent.call(
          'changePass',
          form('Admin@2026', 'Fresh2026x', 'Fresh2026x', { verifyCode: '000000' }),
        ),
        '2001010',
        200,
      );
    });

    it('changes nothing while refusing', async () => {
      const before = JSON.stringify(await t.database.db.select().from(users).orderBy(users.id));
      const agent = await signedIn(t.app, DEMO, 'soon', 'Soon@2026');
      await agent.call('changePass', form('Soon@2026', 'aaaaaaaa'));
      await agent.call('changePass', form('Bad@2026', 'Fresh@2026x'));
      expect(JSON.stringify(await t.database.db.select().from(users).orderBy(users.id))).toBe(before);
    });
  });

  describe('success', () => {
    it('[PWD-18] [ERR-11] answers errorCode 2002000 and ends every session of the user', async () => {
      const first = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const second = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
      const other = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const response = await first.call('changePass', form('Clerk@2026', 'Clerk@2027x'));
      expect(expectOk(response, 'changePass')).toBe(true);
      expect(response.json()).toMatchObject({ success: true, errorCode: '2002000' });
      expectFail(await first.call('userInfo'), '1024', 401);
      expectFail(await second.call('userInfo'), '1024', 401);
      expectOk(await other.call('userInfo'), 'userInfo');
      expectFail(await new Agent(t.app).signIn(DEMO, 'clerk', 'Clerk@2026'), '2001001', 200);
      expectOk(await new Agent(t.app).signIn(DEMO, 'clerk', 'Clerk@2027x'), 'login');
    });

    it('[API-16] accepts oldPassword/newPassword/confirmPassword, and clears the initial-password flag', async () => {
      const agent = await signedIn(t.app, DEMO, 'newbie', 'Newbie@2026');
      const response = await agent.call('changePass', {
        body: { oldPassword: 'Newbie@2026', newPassword: 'Newbie@2027x', confirmPassword: 'Newbie@2027x' },
      });
      expect(response.json()).toMatchObject({ success: true, errorCode: '2002000' });
      const again = await new Agent(t.app).signIn(DEMO, 'newbie', 'Newbie@2027x');
      expect(again.json()).toMatchObject({ success: true, errorCode: '0' });
    });
  });

  describe('forced change under the enhanced strategy', () => {
    it('[PWD-04] restricts the session to the password change until it is done', async () => {
      const agent = await signedIn(t.app, STRICT, 'newbie', 'Newbie@2026');
      expect(agent.login?.pwdManagementStrategy).toBe(2);
      for (const denied of [
        agent.call('deptRoleList', { query: { _platform_num: STRICT } }),
        agent.call('siteMenuList', {
          body: {
            siteToken: 'x',
            siteUserId: '1',
            appCode: 'rcadmin',
            platformNum: STRICT,
            roleList: 'r-clerk',
          },
        }),
        agent.call('noticeList', { query: { columnId: 18, page: 1, limitNum: 4 } }),
      ]) {
        expectFail(await denied, '2001004', 403);
      }
      expectOk(await agent.call('userInfo'), 'userInfo');
      expect(
        expectOk(await agent.call('sysParam', { query: { paramName: 'pwdCheckVcode' } }), 'sysParam'),
      ).toEqual({
        pwdCheckVcode: '1',
      });

      // [PWD-17] the code is checked first, then the change goes through with it.
      const send = await sendSmsCode(agent, '13900000002', SMS_SERVICE_CODES.check, STRICT);
      expectOk(send, 'sendVerifyCode');
      const code = (await latestSmsCode(t.database, '13900000002')) as string;
      const check = await agent.call('checkVerifyCode', {
        query: {
          identity: '13900000002',
          appCode: 'rcadmin',
          appServiceCode: SMS_SERVICE_CODES.check,
          verifyCode: code,
        },
      });
      expect(expectOk(check, 'checkVerifyCode')).toEqual({ success: true });
      const done = await agent.call(
        'changePass',
        form('Newbie@2026', 'Newbie2027', 'Newbie2027', { verifyCode: code }),
      );
      expect(done.json()).toMatchObject({ success: true, errorCode: '2002000' });

      const fresh = await signedIn(t.app, STRICT, 'newbie', 'Newbie2027');
      expect(fresh.login).toBeDefined();
      expectOk(await fresh.call('deptRoleList', { query: { _platform_num: STRICT } }), 'deptRoleList');
    });

    it('[PWD-05] [SEC-9] restricts an expired password too, and accepts a code valid at change time (and a symbol in strict mode)', async () => {
      const agent = await signedIn(t.app, STRICT, 'expired', 'Expired@2026');
      expectFail(await agent.call('dataScope'), '2001004', 403);
      await sendSmsCode(agent, '13900000003', SMS_SERVICE_CODES.password, STRICT);
      const code = (await latestSmsCode(t.database, '13900000003')) as string;
      const done = await agent.call(
        'changePass',
        form('Expired@2026', 'Expired #2027', 'Expired #2027', { verifyCode: code }),
      );
      expect(done.json()).toMatchObject({ success: true, errorCode: '2002000' });
      expect(await signedIn(t.app, STRICT, 'expired', 'Expired #2027')).toBeDefined();
      expect(await countRows(t.database, users)).toBeGreaterThan(0);
    });

    it('[PWD-03] does not restrict the initial password under the normal strategy', async () => {
      const agent = await signedIn(t.app, DEMO, 'expired', 'Expired@2026');
      expectOk(await agent.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList');
    });

    it('[API-08] forcePasswordModify = 1 makes the change compulsory under the normal strategy too', async () => {
      const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      // The demo tenant is seeded with the parameter off ('0').
      const param = and(eq(sysParams.tenantId, tenant!.id), eq(sysParams.name, 'forcePasswordModify'));
      await t.database.db.update(sysParams).set({ value: '1' }).where(param);
      try {
        // The demo's expired password (the flows above changed the demo newbie's).
        const agent = await signedIn(t.app, DEMO, 'expired', 'Expired@2026');
        expect(agent.login?.pwdManagementStrategy).toBe(1);
        expect(
          expectOk(await agent.call('sysParam', { query: { paramName: 'forcePasswordModify' } }), 'sysParam'),
        ).toEqual({ forcePasswordModify: '1' });
        expectFail(await agent.call('deptRoleList', { query: { _platform_num: DEMO } }), '2001004', 403);
        // A user whose password is neither initial nor expired is not held back.
        const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
        expectOk(await admin.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList');
      } finally {
        await t.database.db.update(sysParams).set({ value: '0' }).where(param);
      }
    });
  });
});
