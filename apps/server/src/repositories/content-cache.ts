import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { keptListener, type KeptListener } from '../db/kept-listener';
import type { ContentRepository } from './content';

/**
 * Notices, help articles and client downloads are published content: every user's page load reads
 * the same few pages of it, and no call of the shell writes it. So each answer is kept this long
 * and shared by every reader of this process; a publication shows within this time, or at once
 * on PostgreSQL, where every change to it is announced to every server (listenForContentChanges).
 */
export const CONTENT_TTL_MS = 30_000;
/** Distinct reads (page, size, column) kept at once. */
const MAX_ENTRIES = 1_000;

/** The PostgreSQL notification channel of content changes (a trigger of migration 0018 sends them). */
export const CONTENT_CHANNEL = 'rcadmin_content';

export type CachedContent = ContentRepository & {
  /** Forgets every kept read: the next of each reads the database. */
  clear(): void;
};

/** The content repository with each read kept for `ttlMs`; a failed read is not kept. */
export function cachedContent(
  content: ContentRepository,
  options: { ttlMs?: number; now?: () => number } = {},
): CachedContent {
  const cache = new LRUCache<string, Promise<unknown>>({
    max: MAX_ENTRIES,
    ttl: options.ttlMs ?? CONTENT_TTL_MS,
    // A clock of the caller's is read on every get (lru-cache otherwise reuses a reading for 1 ms).
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const kept =
    <A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const key = JSON.stringify([name, ...args]);
      const hit = cache.get(key) as Promise<R> | undefined;
      if (hit) return hit;
      const loaded = read(...args);
      cache.set(key, loaded);
      loaded.catch(() => {
        if (cache.get(key) === loaded) cache.delete(key);
      });
      return loaded;
    };
  return {
    notices: kept('notices', content.notices),
    publishedPcNotices: kept('publishedPcNotices', content.publishedPcNotices),
    articles: kept('articles', content.articles),
    articleCount: kept('articleCount', content.articleCount),
    clientDownloads: kept('clientDownloads', content.clientDownloads),
    article: kept('article', content.article),
    clear: () => cache.clear(),
  };
}

/**
 * On PostgreSQL, drops the kept content whenever any server's database announces a change to it
 * (a notice, article or client download written, by a server or by hand): every server shows it at
 * once, not within the TTL. While the listener is down the cache is emptied and the TTL bounds
 * what is missed. PGlite has one server per data directory, and no change from outside it.
 */
export function listenForContentChanges(
  database: Database,
  content: CachedContent,
  log: FastifyBaseLogger,
): KeptListener {
  const clear = () => content.clear();
  return keptListener(database, CONTENT_CHANNEL, 'content changes', { onMessage: clear, reset: clear }, log);
}
