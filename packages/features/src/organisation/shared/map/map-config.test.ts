import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostKit } from '../../../host-kit';

// The third-party loader would inject AMap's script from the internet: stand in for it here.
const load = vi.fn(async () => ({ Map: class {} }));
vi.mock('@amap/amap-jsapi-loader', () => ({ default: { load } }));

const { AMAP_PLUGINS, AMAP_VERSION, engineFor, loadAmap, readMapConfig } = await import('./map-config');

/** A kit whose sysParam call answers from `params` (a missing name: refused, as without the grant). */
function paramKit(params: Record<string, string>) {
  const asked: string[] = [];
  const kit = {
    http: {
      get: async (_path: string, query?: Record<string, unknown>) => {
        const name = String(query?.paramName);
        asked.push(name);
        if (!(name in params)) throw Object.assign(new Error('refused'), { code: '4030', msg: 'refused' });
        return { [name]: params[name] };
      },
    },
  } as unknown as HostKit;
  return { kit, asked };
}

describe('the map engine of the fence and pickup maps', () => {
  beforeEach(() => load.mockClear());

  it('[CONST-02] asks @amap/amap-jsapi-loader for AMap 1.4.15 with the key and the drawing plugins', async () => {
    expect(AMAP_VERSION).toBe('1.4.15');
    await loadAmap('tenant-key');
    expect(load).toHaveBeenCalledExactlyOnceWith({
      key: 'tenant-key',
      version: '1.4.15',
      plugins: ['AMap.MouseTool', 'AMap.PolyEditor', 'AMap.CircleEditor'],
    });
    expect(AMAP_PLUGINS).toContain('AMap.MouseTool');
  });

  it('[CONST-02] never calls the AMap loader without a key', async () => {
    await expect(loadAmap('')).rejects.toThrow('no map key');
    expect(load).not.toHaveBeenCalled();
  });

  it('[ORG-12] uses AMap when the tenant configured a key, the offline map otherwise', async () => {
    const configured = paramKit({ amapKey: ' web-key ', mapTileUrl: '' });
    const config = await readMapConfig(configured.kit);
    expect(config).toEqual({ amapKey: 'web-key', tileUrl: '' });
    expect(engineFor(config)).toBe('amap');
    expect(configured.asked.sort()).toEqual(['amapKey', 'mapTileUrl']);

    const none = paramKit({ amapKey: '', mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    const offline = await readMapConfig(none.kit);
    expect(engineFor(offline)).toBe('leaflet');
    expect(offline.tileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
  });

  it('[ORG-12] a parameter the session may not read counts as not set (the offline map, no error)', async () => {
    const refused = paramKit({});
    const config = await readMapConfig(refused.kit);
    expect(config).toEqual({ amapKey: '', tileUrl: '' });
    expect(engineFor(config)).toBe('leaflet');
  });
});
