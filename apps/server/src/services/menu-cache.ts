import type { SiteApp } from '@rcadmin/contract';

/**
 * Menu data (apps, menu_resources, role_resources) is written by the seed, by migrations, and by
 * role editing through the grants repository. The seed calls menuDataChanged() once its
 * transaction has committed; a grant change does through the access channel, here and, on a
 * shared PostgreSQL, on every other server (access-channel.ts). Either drops every cached menu
 * of the process at once. Writes nothing announces (hand edits) show within MAX_AGE_MS.
 */
let generation = 0;

export function menuDataChanged(): void {
  generation += 1;
}

/** The current count of menu data changes: what was built under another is stale. */
export const menuDataGeneration = (): number => generation;

/**
 * What a site menu answer carries per user (the favourites) changes through the favourites calls,
 * which announce it as a change of the user, as do their role and store assignments: here and, on
 * a shared PostgreSQL, from every other server (access-channel.ts). Each drops every user's part
 * kept in the process (site-menu-answer.ts): such changes are rare, a read again is cheap.
 */
let userGeneration = 0;

export function userMenuDataChanged(): void {
  userGeneration += 1;
}

export const userMenuDataGeneration = (): number => userGeneration;

/** What a tenant's menu is for a set of roles: the apps' trees, and every resource id granted. */
export interface MenuView {
  appList: SiteApp[];
  visibleIds: ReadonlySet<string>;
}

/** What a built menu weighs in a MenuCache: the resources it shows. */
export const menuViewWeight = (view: MenuView): number => view.visibleIds.size;

/** The backstop for writes this process cannot see (see above). */
const MAX_AGE_MS = 60_000;
/** Bound on the cached menu entries in all; one view weighs its resource count, plus one. */
const MAX_WEIGHT = 200_000;

interface Entry<V> {
  generation: number;
  builtAt: number;
  weight: number;
  view: Promise<V>;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * What is built from a tenant's menu data per role set (the built menu; [] for what all roles
 * share), least recently used first out. A value is shared by every answer that uses it,
 * so it is frozen. Concurrent misses of one key share one build. `weigh` says what a value costs
 * against the bound: its number of resources.
 */
export class MenuCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(
    private readonly weigh: (value: V) => number,
    private readonly maxWeight = MAX_WEIGHT,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Role order and repeats do not change a menu: they do not change the key either. */
  static key(tenantId: number, roleIds: string[]): string {
    return JSON.stringify([tenantId, [...new Set(roleIds)].sort()]);
  }

  get size(): number {
    return this.entries.size;
  }

  view(tenantId: number, roleIds: string[], build: () => Promise<V>): Promise<V> {
    const key = MenuCache.key(tenantId, roleIds);
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit) {
      this.drop(key, hit);
      if (hit.generation === generation && now - hit.builtAt < MAX_AGE_MS) {
        this.entries.set(key, hit);
        this.weight += hit.weight;
        return hit.view;
      }
    }
    // Stamped before the build starts: a change during the build makes the result stale at once.
    const entry: Entry<V> = { generation, builtAt: now, weight: 1, view: build().then(deepFreeze) };
    this.entries.set(key, entry);
    this.weight += entry.weight;
    entry.view.then(
      (view) => {
        if (this.entries.get(key) !== entry) return;
        const weight = this.weigh(view);
        this.weight += weight;
        entry.weight += weight;
        this.evict();
      },
      // A failed build is not kept: the next call tries again.
      () => {
        if (this.entries.get(key) === entry) this.drop(key, entry);
      },
    );
    this.evict();
    return entry.view;
  }

  private drop(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.weight <= this.maxWeight || this.entries.size === 1) break;
      this.drop(key, entry);
    }
  }
}
