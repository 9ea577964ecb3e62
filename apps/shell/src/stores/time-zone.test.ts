import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../utils/cookies';
import { applyTimeZone, browserTimeZone, shownTimeZone } from './time-zone';

describe('the zone times are shown in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the tenant’s parameter, Asia/Shanghai when unset or unknown, the browser’s for "browser"', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'America/Bogota',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('America/Bogota');
    applyTimeZone(undefined);
    expect(shownTimeZone()).toBe('Asia/Shanghai');
    applyTimeZone('Europe/Madrid');
    expect(shownTimeZone()).toBe('Europe/Madrid');
    applyTimeZone('Mars/Olympus');
    expect(shownTimeZone()).toBe('Asia/Shanghai');
    applyTimeZone('browser');
    expect(shownTimeZone()).toBe('America/Bogota');
    // A download the browser fetches itself names the zone to the server in a cookie.
    expect(getCookie('rcTimeZone')).toBe('America/Bogota');
  });
});
