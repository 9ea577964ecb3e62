import type { HostKit } from '../../../host-kit';
import { call } from '../../../kit';

/** The AMap JS API version the loader asks for (spec §9, CONST-02). */
export const AMAP_VERSION = '1.4.15';
/** The system parameter that holds the tenant's AMap web key. */
export const AMAP_KEY_PARAM = 'amapKey';

/** What the page needs of the loaded API: a map in a container. */
export interface AMapApi {
  Map: new (container: HTMLElement, options: { zoom: number }) => { destroy?: () => void };
}

/**
 * The tenant's map key, or '' when none is set. A session that may not read the parameter
 * (4030) or a failed read counts as "not configured": nothing is loaded then.
 */
export async function readMapKey(kit: HostKit): Promise<string> {
  try {
    const params = await call(kit, 'sysParam', { paramName: AMAP_KEY_PARAM }, { silent: true });
    return params[AMAP_KEY_PARAM]?.trim() ?? '';
  } catch {
    return '';
  }
}

/**
 * Loads AMap 1.4.15 with the key through @amap/amap-jsapi-loader. The loader itself is a lazy
 * import: without a key it is never fetched (and never reaches the network).
 */
export async function loadAmap(key: string): Promise<AMapApi> {
  if (!key) throw new Error('no map key');
  const { default: loader } = await import('@amap/amap-jsapi-loader');
  return (await loader.load({ key, version: AMAP_VERSION })) as AMapApi;
}
