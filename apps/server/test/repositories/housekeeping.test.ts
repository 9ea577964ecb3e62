import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SMS_SERVICE_CODES } from '@rcadmin/contract';
import { codeNumbers, loginAttempts, sessions, smsOutbox } from '../../src/db/schema';
import { sha256 } from '../../src/infra/tokens';
import { Agent, DEMO, TEST_DATABASES, countRows, signedIn, useTestApp } from '../helpers';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('housekeeping on %s', (kind) => {
  const t = useTestApp(kind);

  it('drops ended sessions, expired image codes and day-old failure counts, keeping live ones', async () => {
    await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    await new Agent(t.app).call('login', { body: { platformNum: DEMO, loginName: 'ghost', password: 'x' } });
    await t.app.inject({
      method: 'GET',
      url: '/api/sso-web/unify/site/codeNumber.do',
      query: { platformNum: DEMO, loginName: 'ghost' },
    });
    await t.app.repos.housekeeping.purge(t.clock.now(), t.config.sessionMaxMs);
    expect(await countRows(t.database, sessions)).toBe(1);
    expect(await countRows(t.database, loginAttempts)).toBe(1);
    expect(await countRows(t.database, codeNumbers)).toBe(1);

    t.clock.advance(DAY + 1000);
    const fresh = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    await t.app.repos.housekeeping.purge(t.clock.now(), t.config.sessionMaxMs);
    expect(await countRows(t.database, sessions)).toBe(1);
    expect(await countRows(t.database, loginAttempts)).toBe(0);
    expect(await countRows(t.database, codeNumbers)).toBe(0);
    expect(fresh.cookie).toBeDefined();
  });

  it('[SEC-4] the demo SMS outbox keeps no text, and so no code, for more than 24 hours', async () => {
    const send = (phoneNo: string) =>
      new Agent(t.app).call('sendVerifyCode', {
        body: {
          request: { appCode: 'rcadmin', appServiceCode: SMS_SERVICE_CODES.login, phoneNo, tenantId: '' },
          _platform_num: DEMO,
        },
      });
    await send('13800000002');
    t.clock.advance(12 * 60 * 60 * 1000);
    await send('13800000003');
    await t.app.repos.housekeeping.purge(t.clock.now(), t.config.sessionMaxMs);
    expect(await countRows(t.database, smsOutbox)).toBe(2);

    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    await t.app.repos.housekeeping.purge(t.clock.now(), t.config.sessionMaxMs);
    const kept = await t.database.db.select().from(smsOutbox);
    expect(kept.map((row) => row.phone)).toEqual(['13800000003']);

    t.clock.advance(12 * 60 * 60 * 1000);
    await t.app.repos.housekeeping.purge(t.clock.now(), t.config.sessionMaxMs);
    expect(await countRows(t.database, smsOutbox)).toBe(0);
  });

  it('drops sessions older than the absolute lifetime, however recently they were used', async () => {
    const busy = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const id = sha256((busy.cookie as string).split('=')[1] as string);
    const row = () => t.database.db.select().from(sessions).where(eq(sessions.id, id));
    for (let i = 0; i < 42; i++) {
      t.clock.advance(4 * 60 * 60 * 1000);
      await busy.call('userInfo');
    }
    const [kept] = await row();
    expect(kept?.expiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    await t.app.repos.housekeeping.purge(t.clock.now(), t.config.sessionMaxMs);
    expect(await row()).toEqual([]);
  });
});
