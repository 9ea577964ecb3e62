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
 * An older entry, up to twice this age, still answers while its reload runs (stale while
 * revalidate): a request never waits for the reload of a session it has just seen, which under a
 * busy database (a bulk import) held every request of the session for the reload's length, every
 * 5 s. Older than that, requests wait for the reload.
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
  private readonly entries: LRUCache<string, { value: SessionAccess; loadedAt: number }>;
  private readonly ttlMs: number;
  private readonly loading = new Map<string, Promise<SessionAccess | undefined>>();
  /** Counts drops: a load keeps its result only if none happened since it started. */
  private generation = 0;

  constructor(options: { ttlMs?: number; max?: number } = {}) {
    this.ttlMs = options.ttlMs ?? ACCESS_TTL_MS;
    // Past twice the TTL an entry is of no use: the cache lets it go.
    this.entries = new LRUCache({ max: options.max ?? ACCESS_MAX_ENTRIES, ttl: 2 * this.ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The current generation, for `replace`. */
  stamp(): number {
    return this.generation;
  }

  /**
   * The cached access of the session, else what `load` finds (kept unless a drop overlapped). An
   * entry past the TTL answers while `load` refreshes it in the background.
   */
  resolve(id: string, load: () => Promise<SessionAccess | undefined>): Promise<SessionAccess | undefined> {
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.loadedAt < this.ttlMs) return Promise.resolve(hit.value);
    const loaded = this.loading.get(id) ?? this.load(id, load);
    if (!hit) return loaded;
    // A failed refresh surfaces on the request that next waits for a load.
    loaded.catch(() => undefined);
    return Promise.resolve(hit.value);
  }

  private load(
    id: string,
    load: () => Promise<SessionAccess | undefined>,
  ): Promise<SessionAccess | undefined> {
    const since = this.generation;
    const loaded = load()
      .then((value) => {
        if (since !== this.generation) return value;
        if (value) this.entries.set(id, { value, loadedAt: Date.now() });
        // The session ended (or was never there): no stale copy answers for it.
        else this.entries.delete(id);
        return value;
      })
      .finally(() => {
        if (this.loading.get(id) === loaded) this.loading.delete(id);
      });
    this.loading.set(id, loaded);
    return loaded;
  }

  /**
   * A newer copy of an entry (a touched session), unless something was dropped since `stamp`; it
   * is as fresh as the entry it replaces.
   */
  replace(id: string, value: SessionAccess, stamp: number): void {
    const current = this.entries.get(id);
    if (stamp === this.generation && current) this.entries.set(id, { value, loadedAt: current.loadedAt });
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
    for (const [id, { value }] of this.entries.entries()) {
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
