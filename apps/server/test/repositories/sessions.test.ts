import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/infra/tokens';
import { DEMO, TEST_DATABASES, signedIn, useTestApp } from '../helpers';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('sessions repository on %s', (kind) => {
  const t = useTestApp(kind);

  it('findActive refuses a session signed in maxAgeMs or longer ago, though not idle', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const id = sha256((agent.cookie as string).split('=')[1] as string);
    const find = () => t.app.repos.sessions.findActive(id, t.clock.now(), 3 * HOUR);
    t.clock.advance(3 * HOUR - 1000);
    expect((await find())?.session.id).toBe(id);
    t.clock.advance(1000);
    expect(await find()).toBeUndefined();
  });
});
