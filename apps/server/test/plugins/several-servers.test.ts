import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { notices, serverLeases } from '../../src/db/schema';
import { HOUSEKEEPING_LEASE_MS } from '../../src/plugins/housekeeping';
import { testConfig } from '../config';
import { Agent, TEST_DATABASES, createTestApp, type TestApp } from '../helpers';

type NoticeAnswer = { data: { notice: { text: string }[] } };

/**
 * Two servers of one database: two apps over it, as two processes behind a proxy would be (each
 * with its own caches, its own listening connection and its own housekeeping timer).
 */
describe.each(TEST_DATABASES)('two servers on one database (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(kind);
    other = await buildApp({ config: testConfig({ now: t.clock.now }), database: t.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  if (kind === 'postgres') {
    it('housekeeping runs on one server at a time: the other skips its turn until the lease ends', async () => {
      expect(await t.app.housekeeping.run()).toBe(true);
      expect(await other.housekeeping.run()).toBe(false);
      // The holder keeps its turn at its next run.
      t.clock.advance(HOUSEKEEPING_LEASE_MS - 1000);
      expect(await other.housekeeping.run()).toBe(false);
      expect(await t.app.housekeeping.run()).toBe(true);
      // The holder stopped running (its server went away): once the lease ends, the other takes over.
      t.clock.advance(HOUSEKEEPING_LEASE_MS + 1000);
      expect(await other.housekeeping.run()).toBe(true);
      expect(await t.app.housekeeping.run()).toBe(false);
      const leases = await t.database.db
        .select()
        .from(serverLeases)
        .where(eq(serverLeases.name, 'housekeeping'));
      expect(leases).toHaveLength(1);
    });

    it('[CONTENT-01] a notice published on one server shows on both at once, not after the cache time', async () => {
      const published = async (app: FastifyInstance) =>
        ((await new Agent(app).call('publishedNotice')).json() as NoticeAnswer).data.notice.map(
          (n) => n.text,
        );
      // Both servers have the notices cached.
      const before = await published(t.app);
      expect(await published(other)).toEqual(before);
      await t.database.db
        .insert(notices)
        .values({ text: 'Stocktake on Sunday', publishDate: new Date(Date.now() + 365 * 86_400_000) });
      // The change is announced when it commits; each server drops its copy on hearing it (well
      // within the 30 s the cache would otherwise keep it).
      for (const app of [t.app, other])
        await expect
          .poll(async () => (await published(app))[0], { timeout: 10_000 })
          .toBe('Stocktake on Sunday');
      // A change by hand, straight in the database, too.
      await t.database.db.delete(notices).where(eq(notices.text, 'Stocktake on Sunday'));
      for (const app of [t.app, other])
        await expect.poll(() => published(app), { timeout: 10_000 }).toEqual(before);
    });
  } else {
    it('housekeeping runs at every turn on PGlite (one server per data directory)', async () => {
      expect(await t.app.housekeeping.run()).toBe(true);
      expect(await t.app.housekeeping.run()).toBe(true);
      expect(await t.database.db.select().from(serverLeases)).toEqual([]);
    });
  }
});
