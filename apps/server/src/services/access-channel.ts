import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { keptListener } from '../db/kept-listener';
import type { AccessChange, AccessChanged } from '../repositories/access-change';
import type { AccessCache } from './access-cache';
import { menuDataChanged, userMenuDataChanged } from './menu-cache';

/** The PostgreSQL notification channel of access changes between servers. */
export const ACCESS_CHANNEL = 'rcadmin_access';

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

  const listener = keptListener(
    database,
    ACCESS_CHANNEL,
    'access changes',
    { onMessage, reset: () => cache.clear() },
    log,
  );

  return {
    async publish(change) {
      apply(change);
      if (database.listen) {
        await database.db.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${JSON.stringify(change)})`);
      }
    },
    start: () => listener.start(),
    stop: () => listener.stop(),
  };
}
