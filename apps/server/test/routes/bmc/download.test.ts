import { describe, expect, it } from 'vitest';
import { Agent, DEMO, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp } from '../../helpers';

describe.each(TEST_DATABASES)('client downloads on %s', (kind) => {
  const t = useTestApp(kind);

  it('[CONTENT-06] lists the seeded clients, newest first, with http(s) installers', async () => {
    const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const clients = expectOk(await agent.call('clientDownloadList'), 'clientDownloadList');
    expect(clients.map((client) => client.platform)).toEqual(['windows', 'android', 'ios']);
    const dates = clients.map((client) => client.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const client of clients) {
      expect(client.url).toMatch(/^https:\/\//);
      expect(client.version).not.toBe('');
    }
  });

  it('[CONTENT-06] needs a signed-in session', async () => {
    expectFail(await new Agent(t.app).call('clientDownloadList'), '1024', 401);
  });
});
