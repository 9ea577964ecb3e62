import { describe, expect, it, vi } from 'vitest';
import { MenuCache, menuDataChanged, menuViewWeight, type MenuView } from '../../src/services/menu-cache';

const view = (...ids: string[]): MenuView => ({
  appList: [{ appCode: 'rcadmin', appName: 'rcadmin', menuList: [] }],
  visibleIds: new Set(ids),
});

describe('menu cache', () => {
  it('builds a tenant’s menu once per role set, whatever the order or repeats of the roles', async () => {
    const cache = new MenuCache(menuViewWeight);
    const build = vi.fn(async () => view('a'));
    const first = await cache.view(1, ['r-admin', 'r-clerk'], build);
    expect(await cache.view(1, ['r-clerk', 'r-admin', 'r-clerk'], build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    await cache.view(2, ['r-admin', 'r-clerk'], build);
    await cache.view(1, ['r-admin'], build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('shares one build among concurrent misses, and freezes what it shares', async () => {
    const cache = new MenuCache(menuViewWeight);
    const build = vi.fn(async () => view('a'));
    const [a, b] = await Promise.all([cache.view(1, ['r'], build), cache.view(1, ['r'], build)]);
    expect(a).toBe(b);
    expect(build).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(a.appList[0])).toBe(true);
  });

  it('builds again after menu data changed, also when it changed during a build', async () => {
    const cache = new MenuCache(menuViewWeight);
    let version = 0;
    const build = async () => view(`v${++version}`);
    await cache.view(1, ['r'], build);
    menuDataChanged();
    expect([...(await cache.view(1, ['r'], build)).visibleIds]).toEqual(['v2']);

    const during = cache.view(1, ['x'], async () => {
      menuDataChanged();
      return view('old');
    });
    expect([...(await during).visibleIds]).toEqual(['old']);
    expect([...(await cache.view(1, ['x'], build)).visibleIds]).toEqual(['v3']);
  });

  it('keeps no failed build', async () => {
    const cache = new MenuCache(menuViewWeight);
    await expect(cache.view(1, ['r'], () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect([...(await cache.view(1, ['r'], async () => view('ok'))).visibleIds]).toEqual(['ok']);
  });

  it('stays within its bound, dropping the least recently used first', async () => {
    // Each view below weighs 3 (two ids, plus one): three fit in 10.
    const cache = new MenuCache(menuViewWeight, 10);
    const build = vi.fn(async () => view('a', 'b'));
    for (const role of ['r1', 'r2', 'r3']) await cache.view(1, [role], build);
    await cache.view(1, ['r1'], build);
    await cache.view(1, ['r4'], build);
    expect(cache.size).toBe(3);
    expect(build).toHaveBeenCalledTimes(4);
    await cache.view(1, ['r1'], build);
    expect(build).toHaveBeenCalledTimes(4);
    await cache.view(1, ['r2'], build);
    expect(build).toHaveBeenCalledTimes(5);
  });

  it('builds again once an entry is a minute old (writes from other processes)', async () => {
    let now = 0;
    const cache = new MenuCache(menuViewWeight, undefined, () => now);
    const build = vi.fn(async () => view('a'));
    await cache.view(1, ['r'], build);
    now = 59_999;
    await cache.view(1, ['r'], build);
    expect(build).toHaveBeenCalledTimes(1);
    now = 60_000;
    await cache.view(1, ['r'], build);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
