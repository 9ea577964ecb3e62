import { proxy } from 'valtio';
import { getSysParam } from '../api/bmc';

/**
 * The tenant's micro-app registry: the `microApps` system parameter, JSON `[{ name, url }]`. A
 * menu entry opens one with the url `/micro/{name}`. Reading the registry needs no micro-app
 * code: wujie itself is loaded only when an app is shown or preloaded (micro-host.ts).
 */
export const MICRO_APPS_PARAM = 'microApps';
export const MICRO_ROUTE = '/micro/:name';

export interface MicroApp {
  /** Also wujie's id for the app: letters, digits, '-' and '_'. */
  name: string;
  /** The app's page, http(s), from an origin on the tenant's allowlist. */
  url: string;
}

export interface MicroAppsState {
  apps: MicroApp[];
  loaded: boolean;
}

export const microApps = proxy<MicroAppsState>({ apps: [], loaded: false });

const NAME = /^[\w-]{1,64}$/;

/** The valid entries of the parameter's JSON; a malformed value or entry is dropped, never thrown. */
export function parseMicroApps(json: string): MicroApp[] {
  let entries: unknown;
  try {
    entries = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  const apps = new Map<string, MicroApp>();
  for (const entry of entries as unknown[]) {
    const { name, url } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    if (typeof name !== 'string' || !NAME.test(name) || typeof url !== 'string' || apps.has(name)) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
        apps.set(name, { name, url: parsed.href });
    } catch {
      // Not an address: skipped.
    }
  }
  return [...apps.values()];
}

export async function loadMicroApps(): Promise<void> {
  microApps.apps = parseMicroApps((await getSysParam(MICRO_APPS_PARAM).catch(() => undefined)) ?? '');
  microApps.loaded = true;
}

/** The shell path that shows a micro-app: what a menu entry's url names. */
export const microAppPath = (name: string) => `/micro/${name}`;

/** The registered apps some menu url opens. */
export function microAppsInMenu(apps: readonly MicroApp[], menuUrls: readonly string[]): MicroApp[] {
  const urls = new Set(menuUrls);
  return apps.filter((app) => urls.has(microAppPath(app.name)));
}
