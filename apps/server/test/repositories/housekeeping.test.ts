import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeNumbers, loginAttempts, sessions } from '../../src/db/schema';
import { sha256 } from '../../src/services/tokens';
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
