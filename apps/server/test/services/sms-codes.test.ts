import { SMS_SERVICE_CODES } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { serverSecrets, smsCodes } from '../../src/db/schema';
import { SMS_CODE_KEY_SECRET, smsCodeHmac } from '../../src/services/sms-codes';
import { sha256 } from '../../src/infra/tokens';
import { Agent, DEMO, TEST_DATABASES, expectOk, latestSmsCode, useTestApp, type TestApp } from '../helpers';

const send = (app: FastifyInstance, phoneNo: string) =>
  new Agent(app).call('sendVerifyCode', {
    body: {
      request: { appCode: 'rcadmin', appServiceCode: SMS_SERVICE_CODES.login, phoneNo, tenantId: '' },
      _platform_num: DEMO,
    },
  });

const phoneLogin = (app: FastifyInstance, phoneNo: string, verifyCode: string) =>
  new Agent(app).call('phoneLogin', { body: { platformNum: DEMO, phoneNo, verifyCode } });

async function storedCode(t: TestApp, phone: string) {
  const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
  if (!row) throw new Error(`no code stored for ${phone}`);
  return row;
}

describe.each(TEST_DATABASES)('stored SMS codes on %s', (kind) => {
  const t = useTestApp(kind);
  const others: FastifyInstance[] = [];
  afterAll(async () => {
    for (const other of others) await other.close();
  });

  it('[SEC-10] [API-15] stores an HMAC-SHA256 of each code under a key the database keeps once, never a plain hash', async () => {
    expectOk(await send(t.app, '13800000002'), 'sendVerifyCode');
    const code = (await latestSmsCode(t.database, '13800000002')) as string;
    const row = await storedCode(t, '13800000002');
    const keys = await t.database.db.select().from(serverSecrets);
    expect(keys.map((secret) => secret.name)).toEqual([SMS_CODE_KEY_SECRET]);
    const key = keys[0]?.value as string;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).toBe(smsCodeHmac(key, row.salt, code));
    // The former digest, searchable through the million codes with the row alone.
    expect(row.codeHash).not.toBe(sha256(`${row.salt}:${code}`));
  });

  it('[SEC-10] every server of one database shares the key: a code sent by one signs in on another', async () => {
    t.clock.advance(61_000);
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    others.push(other);
    await other.ready();
    expectOk(await send(other, '13800000003'), 'sendVerifyCode');
    const code = (await latestSmsCode(t.database, '13800000003')) as string;
    expectOk(await phoneLogin(t.app, '13800000003', code), 'phoneLogin');
    expect(await t.database.db.select().from(serverSecrets)).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('SMS_CODE_KEY on %s', (kind) => {
  const smsCodeKey = 'k'.repeat(40);
  const t = useTestApp(kind, { smsCodeKey });

  it('[SEC-10] keys the stored codes with SMS_CODE_KEY when it is set, and keeps no key in the database', async () => {
    expectOk(await send(t.app, '13800000004'), 'sendVerifyCode');
    const code = (await latestSmsCode(t.database, '13800000004')) as string;
    const row = await storedCode(t, '13800000004');
    expect(row.codeHash).toBe(smsCodeHmac(smsCodeKey, row.salt, code));
    expect(await t.database.db.select().from(serverSecrets)).toEqual([]);
    expectOk(await phoneLogin(t.app, '13800000004', code), 'phoneLogin');
  });
});
