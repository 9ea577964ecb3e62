import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, resolveTimeZone } from '@rcadmin/contract/wire';
import { setCookie } from '../utils/cookies';

/** The zone this browser's clock is in (an IANA name), as the platform reports it. */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

let shown = DEFAULT_TIME_ZONE;

/**
 * Takes the tenant's `timeZone` parameter (read at each session's start): times are shown in its
 * zone, or in the browser's for `browser`. The browser's zone also goes to the server in a cookie,
 * for the time cells of an export the browser downloads itself.
 */
export function applyTimeZone(parameter: string | undefined): void {
  const own = browserTimeZone();
  shown = resolveTimeZone(parameter, own);
  if (own) setCookie(TIME_ZONE_COOKIE, own);
}

/** The zone the pages show times in. */
export const shownTimeZone = (): string => shown;
