import { describe, expect, test, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  test('fetches once and shares the answer', async () => {
    const load = vi.fn().mockResolvedValue('chunk');
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });

  test('forgets a failed fetch, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
