import type { HostKit } from '../../../host-kit';
import { call } from '../../../kit';

/** The AMap JS API version the loader asks for (spec §9 "Map plugin version 1.4.15", CONST-02). */
export const AMAP_VERSION = '1.4.15';
/** AMap's drawing and editing plugins of the fence map. */
export const AMAP_PLUGINS = ['AMap.MouseTool', 'AMap.PolyEditor', 'AMap.CircleEditor'] as const;
/** The system parameter holding the tenant's AMap web key ('' or absent: no AMap). */
export const AMAP_KEY_PARAM = 'amapKey';
/** The system parameter holding a raster tile URL template ({z}/{x}/{y}) for the offline engine. */
export const TILE_URL_PARAM = 'mapTileUrl';

export type MapEngine = 'amap' | 'leaflet';

export interface MapConfig {
  amapKey: string;
  tileUrl: string;
}

/** One parameter, '' when unset, unreadable or refused (the map then falls back quietly). */
async function readParam(kit: HostKit, paramName: string): Promise<string> {
  try {
    const params = await call(kit, 'sysParam', { paramName }, { silent: true });
    return params[paramName]?.trim() ?? '';
  } catch {
    return '';
  }
}

const configs = new WeakMap<HostKit, Promise<MapConfig>>();

/** The map parameters of the session (read once per kit). */
export function readMapConfig(kit: HostKit): Promise<MapConfig> {
  let config = configs.get(kit);
  if (!config) {
    config = Promise.all([readParam(kit, AMAP_KEY_PARAM), readParam(kit, TILE_URL_PARAM)]).then(
      ([amapKey, tileUrl]) => ({ amapKey, tileUrl }),
    );
    configs.set(kit, config);
  }
  return config;
}

/** Which engine a configuration asks for: AMap with a key, otherwise the offline Leaflet map. */
export const engineFor = (config: MapConfig): MapEngine => (config.amapKey ? 'amap' : 'leaflet');

/** The loaded AMap namespace (typed loosely: AMap 1.4.15 ships no types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AMapNamespace = any;

/**
 * Loads AMap 1.4.15 with its drawing plugins through @amap/amap-jsapi-loader. The loader is a
 * lazy import: without a key it is never fetched and nothing reaches the network.
 */
export async function loadAmap(key: string): Promise<AMapNamespace> {
  if (!key) throw new Error('no map key');
  const { default: loader } = await import('@amap/amap-jsapi-loader');
  return loader.load({ key, version: AMAP_VERSION, plugins: [...AMAP_PLUGINS] });
}
