import { SMS_SERVICE_CODES } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../../../src/db/schema';
import { smsStartWarnings } from '../../../../src/services/sms-readiness';
import {
  Agent,
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  signedIn,
  useTestApp,
  sendSmsCode,
} from '../../../helpers';

const NOT_CONFIGURED = {
  zh: '短信服务未配置，无法发送验证码，请联系管理员',
  en: 'SMS is not configured on this server, so no code can be sent. Please contact your administrator.',
  es: 'El SMS no está configurado en este servidor, así que no se puede enviar ningún código. Contacte con su administrador.',
};

/** A server with no SMS gateway (a production start without SMS_WEBHOOK_URL). */
describe.each(TEST_DATABASES)('a server without an SMS gateway on %s', (kind) => {
  const t = useTestApp(kind, { smsGateway: undefined });

  const sendAs = (
    language: keyof typeof NOT_CONFIGURED,
    service: Parameters<typeof sendSmsCode>[2],
    phoneNo: string,
  ) => {
    const agent = new Agent(t.app);
    agent.language = language;
    return sendSmsCode(agent, phoneNo, service);
  };

  it('[SEC-4] [API-15] refuses sendVerifyCode with 2001012 "SMS is not configured" in zh, en and es, storing nothing', async () => {
    for (const language of ['zh', 'en', 'es'] as const) {
      for (const service of Object.values(SMS_SERVICE_CODES)) {
        const refused = expectFail(await sendAs(language, service, '13800000002'), '2001012', 200);
        expect(refused.msg).toBe(NOT_CONFIGURED[language]);
      }
    }
    expect(await countRows(t.database, smsCodes)).toBe(0);
    expect(await countRows(t.database, smsOutbox)).toBe(0);
  });

  it('[SEC-4] [API-13] phone sign-in and the code check say SMS is not configured, not "wrong code"', async () => {
    const phone = new Agent(t.app);
    phone.language = 'en';
    const login = await phone.call('phoneLogin', {
      body: { platformNum: DEMO, phoneNo: '13800000002', verifyCode: '123456' },
    });
    expect(expectFail(login, '2001012', 200).msg).toBe(NOT_CONFIGURED.en);

    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    agent.language = 'zh';
    const check = await agent.call('checkVerifyCode', {
      query: {
        identity: '13800000001',
        appCode: 'rcadmin',
        appServiceCode: SMS_SERVICE_CODES.check,
        verifyCode: '123456',
      },
    });
    expect(expectFail(check, '2001012', 200).msg).toBe(NOT_CONFIGURED.zh);
  });

  it('[SEC-4] [PWD-04] [PWD-13] a strict-strategy sign-in that needs the SMS step is told SMS is not configured', async () => {
    const agent = await signedIn(t.app, STRICT, 'newbie', 'Newbie@2026');
    agent.language = 'es';
    expect(agent.login?.pwdManagementStrategy).toBe(2);
    const send = await sendSmsCode(agent, '13900000002', SMS_SERVICE_CODES.check, STRICT);
    expect(expectFail(send, '2001012', 200).msg).toBe(NOT_CONFIGURED.es);
    const change = await agent.call('changePass', {
      body: { oldPwd: 'Newbie@2026', newPwd: 'Newbie2027', confirmPwd: 'Newbie2027', verifyCode: '123456' },
    });
    expect(expectFail(change, '2001012', 200).msg).toBe(NOT_CONFIGURED.es);
    // The password is unchanged: the old one still signs in.
    await signedIn(t.app, STRICT, 'newbie', 'Newbie@2026');
  });

  it('[SEC-4] a tenant without the SMS step still changes its password', async () => {
    const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const change = await agent.call('changePass', {
      body: { oldPwd: 'Clerk@2026', newPwd: 'Clerk@2027', confirmPwd: 'Clerk@2027' },
    });
    expect(change.json()).toMatchObject({ success: true, errorCode: '2002000' });
  });

  it('[SEC-4] the start names SMS as not configured and each tenant whose password policy needs it', async () => {
    const warnings = await smsStartWarnings(t.config, t.app.repos.tenants);
    expect(warnings[0]).toMatch(/^SMS is not configured: no SMS gateway, .*Set SMS_WEBHOOK_URL/);
    expect(warnings.slice(1)).toEqual([expect.stringContaining(`tenant ${STRICT} (Demo Retail Strict)`)]);
    expect(await smsStartWarnings({ smsGateway: { kind: 'outbox' } }, t.app.repos.tenants)).toEqual([]);
  });
});
