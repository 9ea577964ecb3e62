import { describe, expect, it } from 'vitest';
import { codeNumbers, loginAttempts, sessions } from '../../src/db/schema';
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
    await t.app.repos.housekeeping.purge(t.clock.now());
    expect(await countRows(t.database, sessions)).toBe(1);
    expect(await countRows(t.database, loginAttempts)).toBe(1);
    expect(await countRows(t.database, codeNumbers)).toBe(1);

    t.clock.advance(DAY + 1000);
    const fresh = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    await t.app.repos.housekeeping.purge(t.clock.now());
    expect(await countRows(t.database, sessions)).toBe(1);
    expect(await countRows(t.database, loginAttempts)).toBe(0);
    expect(await countRows(t.database, codeNumbers)).toBe(0);
    expect(fresh.cookie).toBeDefined();
  });
});
