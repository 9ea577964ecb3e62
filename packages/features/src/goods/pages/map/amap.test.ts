import { beforeEach, describe, expect, it, vi } from 'vitest';

// The third-party loader would inject AMap's script from the internet: stand in for it here.
const load = vi.fn(async () => ({ Map: class {} }));
vi.mock('@amap/amap-jsapi-loader', () => ({ default: { load } }));

const { AMAP_VERSION, loadAmap } = await import('./amap');

describe('the AMap loader of gddtText', () => {
  beforeEach(() => load.mockClear());

  it('[CONST-02] asks @amap/amap-jsapi-loader for AMap 1.4.15 with the configured key', async () => {
    expect(AMAP_VERSION).toBe('1.4.15');
    await loadAmap('tenant-key');
    expect(load).toHaveBeenCalledExactlyOnceWith({ key: 'tenant-key', version: '1.4.15' });
  });

  it('[CONST-02] never calls the loader without a key', async () => {
    await expect(loadAmap('')).rejects.toThrow('no map key');
    expect(load).not.toHaveBeenCalled();
  });
});
