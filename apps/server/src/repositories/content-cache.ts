import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database, Listener } from '../db/database';
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
/** Wait before listening again after the listener's connection is lost. */
const RETRY_MS = 1_000;

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

export interface ContentChanges {
  start(): Promise<void>;
  stop(): Promise<void>;
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
): ContentChanges {
  let listener: Listener | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function listen(again: boolean): Promise<void> {
    if (!database.listen || stopped) return;
    try {
      listener = await database.listen(CONTENT_CHANNEL, () => content.clear(), onLost);
      // Whatever changed while nobody listened is unknown: start afresh.
      if (again) content.clear();
    } catch (error) {
      log.warn({ err: error }, 'cannot listen for content changes; retrying');
      scheduleRetry();
    }
  }

  function onLost(error: Error): void {
    listener = undefined;
    content.clear();
    if (stopped) return;
    log.warn({ err: error }, 'content change listener lost its connection; retrying');
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen(true);
    }, RETRY_MS);
    retry.unref();
  }

  return {
    start: () => listen(false),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await listener?.close();
      listener = undefined;
    },
  };
}
