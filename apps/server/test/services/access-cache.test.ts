import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AccessCache, type SessionAccess } from '../../src/services/access-cache';

const TTL = 100;

/** A session's access as the loader reads it; `n` tells the loads apart. */
const access = (n: number) => ({ n, user: { id: 7 }, tenant: { id: 1 } }) as unknown as SessionAccess;

/** A loader whose loads the test ends by hand, counting them. */
function loader() {
  const calls: ((value: SessionAccess | undefined) => void)[] = [];
  return {
    calls,
    load: () => new Promise<SessionAccess | undefined>((resolve) => calls.push(resolve)),
  };
}

/** A cache holding access(1) for session 's', loaded `ageMs` ago; its later loads are the test's. */
async function cachedFor(ageMs: number) {
  const cache = new AccessCache({ ttlMs: TTL });
  const { calls, load } = loader();
  const first = cache.resolve('s', load);
  calls[0]!(access(1));
  expect(await first).toEqual(access(1));
  await sleep(ageMs);
  return { cache, calls, load };
}

describe('AccessCache', () => {
  it('answers a fresh entry without a load, and an entry past its TTL at once while it reloads', async () => {
    const { cache, calls, load } = await cachedFor(0);
    expect(await cache.resolve('s', load)).toEqual(access(1));
    expect(calls).toHaveLength(1);

    await sleep(TTL * 1.3);
    // Past the TTL: the old entry answers, one reload runs for every request meanwhile.
    expect(await cache.resolve('s', load)).toEqual(access(1));
    expect(await cache.resolve('s', load)).toEqual(access(1));
    expect(calls).toHaveLength(2);
    calls[1]!(access(2));
    await sleep(0);
    expect(await cache.resolve('s', load)).toEqual(access(2));
    expect(calls).toHaveLength(2);
  });

  it('waits for the load once an entry is past twice its TTL', async () => {
    const { cache, calls, load } = await cachedFor(TTL * 2.5);
    let answered: SessionAccess | undefined;
    const waiting = cache.resolve('s', load).then((value) => (answered = value));
    await sleep(10);
    expect(answered).toBeUndefined();
    calls[1]!(access(2));
    await waiting;
    expect(answered).toEqual(access(2));
  });

  it('a reload that finds the session ended leaves no copy to answer for it', async () => {
    const { cache, calls, load } = await cachedFor(TTL * 1.3);
    expect(await cache.resolve('s', load)).toEqual(access(1));
    calls[1]!(undefined);
    await sleep(0);
    const next = cache.resolve('s', load);
    expect(calls).toHaveLength(3);
    calls[2]!(undefined);
    expect(await next).toBeUndefined();
  });

  it('a change during a reload: the entry is dropped, and what the reload read is not kept', async () => {
    const { cache, calls, load } = await cachedFor(TTL * 1.3);
    expect(await cache.resolve('s', load)).toEqual(access(1));
    cache.drop({ user: 7 });
    calls[1]!(access(2));
    await sleep(0);
    const next = cache.resolve('s', load);
    expect(calls).toHaveLength(3);
    calls[2]!(access(3));
    expect(await next).toEqual(access(3));
  });
});
