import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../../../src/db/schema';
import {
  Agent,
  DEMO,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  latestSmsCode,
  signedIn,
  useTestApp,
  type TestApp,
} from '../../../helpers';

const send = (t: TestApp, phoneNo: string, platformNum = DEMO) =>
  new Agent(t.app).call('sendVerifyCode', {
    body: {
      request: { appCode: 'rcadmin', appServiceCode: 'sso', phoneNo, tenantId: '' },
      _platform_num: platformNum,
    },
  });

const phoneLogin = (t: TestApp, phoneNo: string, verifyCode: string) => {
  const agent = new Agent(t.app);
  return agent.call('phoneLogin', { body: { platformNum: DEMO, phoneNo, verifyCode } }).then((response) => {
    agent.adopt(response);
    return { response, agent };
  });
};

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(TEST_DATABASES)('phone sign-in and SMS codes on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-15] sends a 6-digit code through the gateway (the outbox) and signs in with it', async () => {
    const response = await send(t, '13800000002');
    expect(expectOk(response, 'sendVerifyCode')).toEqual({ expireSeconds: 300, resendSeconds: 60 });
    const code = await latestSmsCode(t.database, '13800000002');
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13800000002'));
    expect(JSON.stringify(stored)).not.toContain(code);

    const { response: login, agent } = await phoneLogin(t, '13800000002', code as string);
    expect(expectOk(login, 'login').siteUserName).toBe('店员 Clerk');
    expect(login.json()).toMatchObject({ errorCode: '0' });
    expectOk(await agent.call('userInfo'), 'userInfo');
  });

  it('[AUTH-01] a code works once only', async () => {
    await send(t, '13800000005');
    const code = (await latestSmsCode(t.database, '13800000005')) as string;
    expectOk((await phoneLogin(t, '13800000005', code)).response, 'phoneLogin');
    expectFail((await phoneLogin(t, '13800000005', code)).response, '2001010', 200);
  });

  it('[PWD-16] allows one send per phone every 60 seconds', async () => {
    expectOk(await send(t, '13800000004'), 'sendVerifyCode');
    const again = expectFail(await send(t, '13800000004'), '2001011', 200);
    expect(again.msg).toMatch(/60 s/);
    t.clock.advance(30_000);
    expect(expectFail(await send(t, '13800000004'), '2001011', 200).msg).toMatch(/30 s/);
    t.clock.advance(30_000);
    expectOk(await send(t, '13800000004'), 'sendVerifyCode');
  });

  it('a code expires after 5 minutes', async () => {
    await send(t, '13800000003');
    const code = (await latestSmsCode(t.database, '13800000003')) as string;
    t.clock.advance(5 * 60_000 + 1000);
    expectFail((await phoneLogin(t, '13800000003', code)).response, '2001010', 200);
  });

  it('a code allows 5 tries: after 5 wrong ones even the right code fails', async () => {
    t.clock.advance(61_000);
    await send(t, '13800000003');
    const code = (await latestSmsCode(t.database, '13800000003')) as string;
    for (let i = 0; i < 5; i++)
      expectFail((await phoneLogin(t, '13800000003', wrong(code))).response, '2001010', 200);
    expectFail((await phoneLogin(t, '13800000003', code)).response, '2001010', 200);
  });

  it('a right code within 5 tries still works', async () => {
    t.clock.advance(61_000);
    await send(t, '13800000003');
    const code = (await latestSmsCode(t.database, '13800000003')) as string;
    for (let i = 0; i < 4; i++) await phoneLogin(t, '13800000003', wrong(code));
    expectOk((await phoneLogin(t, '13800000003', code)).response, 'phoneLogin');
  });

  it('answers the same for a phone with no account, and sends it nothing', async () => {
    const before = await countRows(t.database, smsOutbox);
    expectOk(await send(t, '13711112222'), 'sendVerifyCode');
    expect(await countRows(t.database, smsOutbox)).toBe(before);
    expectFail((await phoneLogin(t, '13711112222', '123456')).response, '2001010', 200);
  });

  it('[API-15] refuses a malformed phone number or request with 400 and sends nothing', async () => {
    const before = await countRows(t.database, smsCodes);
    expectFail(await send(t, 'not-a-phone'), '4000', 400);
    expectFail(
      await new Agent(t.app).call('sendVerifyCode', {
        body: { request: { phoneNo: '13800000001' }, _platform_num: DEMO },
      }),
      '4000',
      400,
    );
    // The contract says JSON for this call: a form body is the wrong content type.
    expectFail(
      await new Agent(t.app).call('sendVerifyCode', { body: { _platform_num: DEMO }, json: false }),
      '4015',
      415,
    );
    expect(await countRows(t.database, smsCodes)).toBe(before);
  });

  describe('code check (password change flow)', () => {
    it('[API-13] answers content.result.success and msg, and uses the code up', async () => {
      const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      agent.language = 'zh';
      await send(t, '13800000001');
      const code = (await latestSmsCode(t.database, '13800000001')) as string;
      const query = (verifyCode: string, identity = '13800000001') => ({
        query: { identity, appCode: 'rcadmin', appServiceCode: 'sso', verifyCode },
      });
      const bad = await agent.call('checkVerifyCode', query(wrong(code)));
      expect(expectOk(bad, 'checkVerifyCode')).toEqual({ success: false });
      expect(bad.json()).toMatchObject({ msg: '短信验证码错误或已失效' });
      // Another phone than the user's own is never accepted.
      expect(
        expectOk(await agent.call('checkVerifyCode', query(code, '13800000002')), 'checkVerifyCode'),
      ).toEqual({
        success: false,
      });
      const good = await agent.call('checkVerifyCode', query(code));
      expect(expectOk(good, 'checkVerifyCode')).toEqual({ success: true });
      expect(good.json()).toMatchObject({ msg: '成功' });
      expect(expectOk(await agent.call('checkVerifyCode', query(code)), 'checkVerifyCode')).toEqual({
        success: false,
      });
    });

    it('needs a session', async () => {
      const response = await new Agent(t.app).call('checkVerifyCode', {
        query: { identity: '13800000001', appCode: 'rcadmin', appServiceCode: '', verifyCode: '123456' },
      });
      expectFail(response, '1024', 401);
    });
  });
});
