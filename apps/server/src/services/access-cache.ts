import { LRUCache } from 'lru-cache';
import type { AccessChange } from '../repositories/access-change';
import type { StoreAccess } from '../repositories/grants';
import type { ActiveSession } from '../repositories/sessions';
import type { StoreRoles } from '../repositories/users';

/** A live session with what it may do: what every request of it needs, in one lookup. */
export interface SessionAccess extends ActiveSession {
  access: StoreAccess;
  /** The stores the user holds roles in, with those roles (the department and role list). */
  stores: readonly StoreRoles[];
}

/**
 * How long an entry serves without a look at the database. Changes made through this process's
 * repositories drop entries at once, changes of other servers on one PostgreSQL through
 * LISTEN/NOTIFY (access-channel.ts); this bounds what neither reaches (hand edits, a lost listener).
 */
export const ACCESS_TTL_MS = 5_000;
/** Sessions kept at once; the least recently used go first. */
export const ACCESS_MAX_ENTRIES = 10_000;

/**
 * Session + user + tenant + current store's grants per session id (the sha256 of the cookie).
 * Concurrent misses of one session share one load. A load that overlaps a drop is not kept: it
 * may have read the rows from before the change.
 */
export class AccessCache {
  private readonly entries: LRUCache<string, SessionAccess>;
  private readonly loading = new Map<string, Promise<SessionAccess | undefined>>();
  /** Counts drops: a load keeps its result only if none happened since it started. */
  private generation = 0;

  constructor(options: { ttlMs?: number; max?: number } = {}) {
    this.entries = new LRUCache({
      max: options.max ?? ACCESS_MAX_ENTRIES,
      ttl: options.ttlMs ?? ACCESS_TTL_MS,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The current generation, for `replace`. */
  stamp(): number {
    return this.generation;
  }

  /** The cached access of the session, else what `load` finds (kept unless a drop overlapped). */
  resolve(id: string, load: () => Promise<SessionAccess | undefined>): Promise<SessionAccess | undefined> {
    const hit = this.entries.get(id);
    if (hit) return Promise.resolve(hit);
    const pending = this.loading.get(id);
    if (pending) return pending;
    const since = this.generation;
    const loaded = load()
      .then((value) => {
        if (value && since === this.generation) this.entries.set(id, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(id) === loaded) this.loading.delete(id);
      });
    this.loading.set(id, loaded);
    return loaded;
  }

  /** A newer copy of an entry (a touched session), unless something was dropped since `stamp`. */
  replace(id: string, value: SessionAccess, stamp: number): void {
    if (stamp === this.generation) this.entries.set(id, value);
  }

  /** Forget one session (it ended): no drop of anything else. */
  forget(id: string): void {
    this.entries.delete(id);
  }

  /** Drop every entry the change may have made wrong. */
  drop(change: AccessChange): void {
    this.generation += 1;
    // Loads under way may have read the old rows: later requests start their own.
    this.loading.clear();
    if ('session' in change) {
      this.entries.delete(change.session);
      return;
    }
    const stale: string[] = [];
    for (const [id, value] of this.entries.entries()) {
      if ('user' in change ? value.user.id === change.user : value.tenant.id === change.tenant)
        stale.push(id);
    }
    for (const id of stale) this.entries.delete(id);
  }

  /** Drop everything: changes may have been missed (the listener lost its connection). */
  clear(): void {
    this.generation += 1;
    this.loading.clear();
    this.entries.clear();
  }
}
