import { SMS_SERVICE_CODES } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../../../src/db/schema';
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
  type TestApp,
  sendSmsCode,
} from '../../../helpers';

const send = (
  t: TestApp,
  phoneNo: string,
  service: Parameters<typeof sendSmsCode>[2] = SMS_SERVICE_CODES.login,
  platformNum = DEMO,
) => sendSmsCode(new Agent(t.app), phoneNo, service, platformNum);

const phoneLogin = (t: TestApp, phoneNo: string, verifyCode: string, platformNum = DEMO) => {
  const agent = new Agent(t.app);
  return agent.call('phoneLogin', { body: { platformNum, phoneNo, verifyCode } }).then((response) => {
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

  it('treats a phone with no account like one with: the same answer and a text through the gateway, whose code signs nobody in', async () => {
    const before = await countRows(t.database, smsOutbox);
    const known = await send(t, '13800000006');
    const unknown = await send(t, '13711112222');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // Both went through the gateway (the outbox here): the same work, so the same time.
    expect(await countRows(t.database, smsOutbox)).toBe(before + 2);
    const code = (await latestSmsCode(t.database, '13711112222')) as string;
    expectFail((await phoneLogin(t, '13711112222', code)).response, '2001010', 200);
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
      await send(t, '13800000001', SMS_SERVICE_CODES.check);
      const code = (await latestSmsCode(t.database, '13800000001')) as string;
      const query = (verifyCode: string, identity = '13800000001') => ({
        query: { identity, appCode: 'rcadmin', appServiceCode: SMS_SERVICE_CODES.check, verifyCode },
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

/** Bursts and caps come from one address: the sign-in rate limits (sign-in-limits.test.ts) stand aside. */
const NO_RATE_LIMITS = { windowMs: 60_000, perIp: 100_000, perTenant: 100_000 };

describe.each(TEST_DATABASES)('SMS codes under concurrency, and their caps, on %s', (kind) => {
  const t = useTestApp(kind, {
    signInRateLimits: NO_RATE_LIMITS,
    smsDailyLimits: { perPhone: 3, perIp: 5 },
  });

  /** sendVerifyCode from a given client address. */
  const sendFrom = (phoneNo: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sso-web/unify/phoneLogin/sendVerifyCode.do',
      remoteAddress,
      payload: {
        request: { appCode: 'rcadmin', appServiceCode: 'login', phoneNo, tenantId: '' },
        _platform_num: DEMO,
      },
    });

  it('[API-15] 200 concurrent tries of one code: 5 are compared, then it is dead, the right code too', async () => {
    const phone = '13800000002';
    await sendFrom(phone, '10.1.0.1');
    const code = (await latestSmsCode(t.database, phone)) as string;
    // The right code comes last: only the first five tries may compare.
    const tries = [...Array.from({ length: 199 }, () => wrong(code)), code];
    const answers = await Promise.all(tries.map((verifyCode) => phoneLogin(t, phone, verifyCode)));
    for (const { response } of answers) expectFail(response, '2001010', 200);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.attempts).toBe(5);
    expectFail((await phoneLogin(t, phone, code)).response, '2001010', 200);
  });

  it('caps the codes one phone gets in 24 hours, with a clear refusal', async () => {
    const phone = '13800000004';
    for (let i = 0; i < 3; i++) {
      expectOk(await sendFrom(phone, `10.2.0.${i}`), 'sendVerifyCode');
      t.clock.advance(61_000);
    }
    const capped = expectFail(await sendFrom(phone, '10.2.0.9'), '2001011', 200);
    expect(capped.msg).toBe('This phone has received as many codes as allowed in 24 hours; try again later.');
    t.clock.advance(24 * 60 * 60_000);
    expectOk(await sendFrom(phone, '10.2.0.9'), 'sendVerifyCode');
  });

  it('caps the codes one address asks for in 24 hours, however many at once', async () => {
    const phones = Array.from({ length: 20 }, (_, i) => `137000000${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(phones.map((phone) => sendFrom(phone, '10.3.0.1')));
    const sent = answers.filter((response) => response.json().success === true);
    expect(sent).toHaveLength(5);
    for (const response of answers.filter((r) => !sent.includes(r))) {
      expect(expectFail(response, '2001011', 200).msg).toBe(
        'As many codes as allowed in 24 hours have been sent from your network; try again later.',
      );
    }
    expectOk(await sendFrom('13700000099', '10.3.0.2'), 'sendVerifyCode');
  });
});

describe.each(TEST_DATABASES)('SMS codes bound to their purpose on %s', (kind) => {
  const t = useTestApp(kind);
  // The enhanced tenant checks an SMS code on every password change (pwdCheckVcode=1).
  const change = (agent: Agent, oldPwd: string, newPwd: string, verifyCode: string) =>
    agent.call('changePass', { body: { oldPwd, newPwd, confirmPwd: newPwd, verifyCode } });
  const check = (agent: Agent, identity: string, verifyCode: string) =>
    agent.call('checkVerifyCode', {
      query: { identity, appCode: 'rcadmin', appServiceCode: SMS_SERVICE_CODES.check, verifyCode },
    });

  it("a sign-in code ('login') signs in, and neither checks nor changes a password", async () => {
    const agent = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
    expectOk(await send(t, '13900000001', SMS_SERVICE_CODES.login, STRICT), 'sendVerifyCode');
    const code = (await latestSmsCode(t.database, '13900000001')) as string;
    expect(expectOk(await check(agent, '13900000001', code), 'checkVerifyCode')).toEqual({ success: false });
    expectFail(await change(agent, 'Admin@2026', 'Admin2027x', code), '2001010', 200);
    expectOk((await phoneLogin(t, '13900000001', code, STRICT)).response, 'phoneLogin');
  });

  it("a password-change code ('changePwd') changes the password only", async () => {
    const agent = await signedIn(t.app, STRICT, 'expired', 'Expired@2026');
    expectOk(await send(t, '13900000003', SMS_SERVICE_CODES.password, STRICT), 'sendVerifyCode');
    const code = (await latestSmsCode(t.database, '13900000003')) as string;
    expectFail((await phoneLogin(t, '13900000003', code, STRICT)).response, '2001010', 200);
    expect(expectOk(await check(agent, '13900000003', code), 'checkVerifyCode')).toEqual({ success: false });
    const done = await change(agent, 'Expired@2026', 'Expired2027x', code);
    expect(done.json()).toMatchObject({ success: true, errorCode: '2002000' });
  });

  it("a check code ('checkVerifyCode') passes the check, which then backs the change; alone it changes nothing", async () => {
    const agent = await signedIn(t.app, STRICT, 'newbie', 'Newbie@2026');
    expectOk(await send(t, '13900000002', SMS_SERVICE_CODES.check, STRICT), 'sendVerifyCode');
    const code = (await latestSmsCode(t.database, '13900000002')) as string;
    expectFail((await phoneLogin(t, '13900000002', code, STRICT)).response, '2001010', 200);
    expectFail(await change(agent, 'Newbie@2026', 'Newbie2027x', code), '2001010', 200);
    expect(expectOk(await check(agent, '13900000002', code), 'checkVerifyCode')).toEqual({ success: true });
    const done = await change(agent, 'Newbie@2026', 'Newbie2027x', code);
    expect(done.json()).toMatchObject({ success: true, errorCode: '2002000' });
  });

  it('refuses a send without a known appServiceCode with 400, and stores nothing', async () => {
    const before = await countRows(t.database, smsCodes);
    const response = await new Agent(t.app).call('sendVerifyCode', {
      body: {
        request: { appCode: 'rcadmin', appServiceCode: 'sso', phoneNo: '13800000001', tenantId: '' },
        _platform_num: DEMO,
      },
    });
    expect(expectFail(response, '4000', 400).msg).toMatch(/appServiceCode/);
    expect(await countRows(t.database, smsCodes)).toBe(before);
  });
});

describe.each(TEST_DATABASES)('who sendVerifyCode texts on %s', (kind) => {
  const t = useTestApp(kind);

  it('[SEC-10] [API-15] an unknown platform number gets the answer of a phone without an account, and nobody is texted', async () => {
    const outbox = await countRows(t.database, smsOutbox);
    const known = await send(t, '13711113333', SMS_SERVICE_CODES.login, DEMO);
    expect(await countRows(t.database, smsOutbox)).toBe(outbox + 1);
    const unknown = await send(t, '13711114444', SMS_SERVICE_CODES.login, '999999');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await countRows(t.database, smsOutbox)).toBe(outbox + 1);
    // Counted like any send, so the resend interval does not tell the platforms apart either.
    const knownAgain = await send(t, '13711113333', SMS_SERVICE_CODES.login, DEMO);
    const unknownAgain = await send(t, '13711114444', SMS_SERVICE_CODES.login, '999999');
    expect(unknownAgain.json()).toEqual(knownAgain.json());
    expectFail(unknownAgain, '2001011', 200);
    expect(await countRows(t.database, smsOutbox)).toBe(outbox + 1);
  });

  it('[SEC-10] [API-15] refuses a number that is not a mobile (people-rules) with 400, storing and sending nothing', async () => {
    const codes = await countRows(t.database, smsCodes);
    const outbox = await countRows(t.database, smsOutbox);
    // Passes the wire's pattern (6-15 digits), but no account of any tenant can have it.
    for (const phone of ['123456', '23800000001', '0013800000001']) {
      const agent = new Agent(t.app);
      agent.language = 'es';
      const response = await agent.call('sendVerifyCode', {
        body: {
          request: {
            appCode: 'rcadmin',
            appServiceCode: SMS_SERVICE_CODES.login,
            phoneNo: phone,
            tenantId: '',
          },
          _platform_num: DEMO,
        },
      });
      expect(expectFail(response, '4000', 400).msg).toBe('Introduzca un número de móvil válido.');
    }
    expect(await countRows(t.database, smsCodes)).toBe(codes);
    expect(await countRows(t.database, smsOutbox)).toBe(outbox);
  });
});
