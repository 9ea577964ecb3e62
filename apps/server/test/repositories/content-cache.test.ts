import { describe, expect, it } from 'vitest';
import { notices } from '../../src/db/schema';
import { contentRepository } from '../../src/repositories/content';
import { CONTENT_TTL_MS, cachedContent } from '../../src/repositories/content-cache';
import { TEST_DATABASES, openTestDatabase } from '../helpers';

describe.each(TEST_DATABASES)('published content kept per process on %s', (kind) => {
  it('[CONTENT-01] a new notice shows once the kept page is older than the TTL, not before', async () => {
    const { database, dispose } = await openTestDatabase(kind);
    try {
      let time = 1_000;
      const content = cachedContent(contentRepository(database.db), { now: () => time });
      const before = await content.notices(1, 4);
      await database.db
        .insert(notices)
        .values({ text: 'Store hours change', publishDate: new Date(Date.now() + 365 * 86_400_000) });

      time += CONTENT_TTL_MS - 1;
      expect(await content.notices(1, 4)).toEqual(before);
      // Another page size is another read: it sees the new notice at once.
      expect((await content.notices(1, 5))[0]?.text).toBe('Store hours change');

      time += 2;
      const after = await content.notices(1, 4);
      expect(after[0]?.text).toBe('Store hours change');
      expect(after.slice(1)).toEqual(before.slice(0, 3));
    } finally {
      await dispose();
    }
  });
});
