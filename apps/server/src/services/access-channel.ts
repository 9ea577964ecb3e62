import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener } from '../db/database';
import type { AccessChange, AccessChanged } from '../repositories/access-change';
import type { AccessCache } from './access-cache';
import { menuDataChanged, userMenuDataChanged } from './menu-cache';

/** The PostgreSQL notification channel of access changes between servers. */
export const ACCESS_CHANNEL = 'rcadmin_access';
/** Wait before listening again after the listener's connection is lost. */
const RETRY_MS = 1_000;

/** A change as another server sent it, or undefined for anything else. */
export function parseAccessChange(payload: string): AccessChange | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { session, user, tenant } = value as Record<string, unknown>;
  if (typeof session === 'string') return { session };
  if (typeof user === 'number') return { user };
  if (typeof tenant === 'number') return { tenant };
  return undefined;
}

export interface AccessChannel {
  /** For the repositories: apply a committed change here, and tell the other servers. */
  publish: AccessChanged;
  /** Hear the other servers' changes (PostgreSQL; PGlite has one server per data directory). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Access changes, here and between servers: each is applied to this process's cache at once and,
 * on PostgreSQL, sent with NOTIFY after its write committed; every server LISTENs. While the
 * listener is down the cache is emptied and the TTL bounds what is missed.
 */
export function accessChannel(database: Database, cache: AccessCache, log: FastifyBaseLogger): AccessChannel {
  let listener: Listener | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const apply = (change: AccessChange) => {
    cache.drop(change);
    // A tenant's grants changed: so did the menus its roles build.
    if ('tenant' in change) menuDataChanged();
    // A user's favourites, roles or stores changed: so did what their menu answer carries.
    if ('user' in change) userMenuDataChanged();
  };

  const onMessage = (payload: string) => {
    const change = parseAccessChange(payload);
    if (change) apply(change);
    else log.warn({ payload }, 'ignored an access change that is not one');
  };

  async function listen(again: boolean): Promise<void> {
    if (!database.listen || stopped) return;
    try {
      listener = await database.listen(ACCESS_CHANNEL, onMessage, onLost);
      // Whatever changed while nobody listened is unknown: start afresh.
      if (again) cache.clear();
    } catch (error) {
      log.warn({ err: error }, 'cannot listen for access changes; retrying');
      scheduleRetry();
    }
  }

  function onLost(error: Error): void {
    listener = undefined;
    cache.clear();
    if (stopped) return;
    log.warn({ err: error }, 'access change listener lost its connection; retrying');
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
    async publish(change) {
      apply(change);
      if (database.listen) {
        await database.db.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${JSON.stringify(change)})`);
      }
    },
    start: () => listen(false),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await listener?.close();
      listener = undefined;
    },
  };
}
