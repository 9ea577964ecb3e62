import { proxy } from 'valtio';
import { getSysParam } from '../api/bmc';

/** The tenant's system parameter listing the origins its frames and micro-apps may come from. */
export const FRAME_ORIGINS_PARAM = 'frameOrigins';

export interface FrameAllowlistState {
  /** Origins embedded pages may come from: the shell's own and the tenant's list. */
  origins: string[];
  /** False until the tenant's list has been read: frames wait for it. */
  loaded: boolean;
}

const ownOrigin = () => window.location.origin;

export const frameAllowlist = proxy<FrameAllowlistState>({ origins: [ownOrigin()], loaded: false });

/** The origins of a space- or comma-separated list; anything that is not an http(s) origin is dropped. */
export function parseOrigins(list: string): string[] {
  const origins = new Set<string>();
  for (const entry of list.split(/[\s,]+/)) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not an address: a typo in the parameter must not widen the list.
    }
  }
  return [...origins];
}

export function setFrameOrigins(list: string): void {
  frameAllowlist.origins = [...new Set([ownOrigin(), ...parseOrigins(list)])];
  frameAllowlist.loaded = true;
}

/** Reads the tenant's allowlist (the server answers the deployment's default when it has none). */
export async function loadFrameAllowlist(): Promise<void> {
  setFrameOrigins((await getSysParam(FRAME_ORIGINS_PARAM).catch(() => undefined)) ?? '');
}

export const isAllowedOrigin = (origin: string) => frameAllowlist.origins.includes(origin);

/** Why a frame address is refused, or null when it may be embedded. */
export type FrameRefusal = 'invalid' | 'origin';

export function checkFrameSrc(
  src: string | null,
): { ok: true; url: URL } | { ok: false; refusal: FrameRefusal } {
  if (!src) return { ok: false, refusal: 'invalid' };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { ok: false, refusal: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, refusal: 'invalid' };
  return isAllowedOrigin(url.origin) ? { ok: true, url } : { ok: false, refusal: 'origin' };
}
