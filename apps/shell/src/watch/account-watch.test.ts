import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logout, readSession, session } from '../stores/session';
import { clearAllCookies, setCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';
import { accountWatch, refreshAfterAbnormal, startAccountWatch, WATCHED_KEYS } from './account-watch';

vi.mock('../api/sso', () => ({ logout: vi.fn(() => Promise.resolve(true)) }));

beforeEach(() => {
  vi.useFakeTimers();
  setCookie(StoredKey.siteToken, 'tok-1');
  setCookie(StoredKey.platformNum, '100001');
  setCookie(StoredKey.siteUserId, '7');
  Object.assign(session, readSession());
  accountWatch.abnormal = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearAllCookies();
});

describe('account-abnormal watch', () => {
  test.each(WATCHED_KEYS)('[AUTH-11] a change of %s is noticed within 1 s', (key) => {
    const stop = startAccountWatch();
    vi.advanceTimersByTime(1000);
    expect(accountWatch.abnormal).toBe(false);
    setCookie(key, 'someone-else');
    vi.advanceTimersByTime(999);
    expect(accountWatch.abnormal).toBe(false);
    vi.advanceTimersByTime(1);
    expect(accountWatch.abnormal).toBe(true);
    stop();
  });

  test('[AUTH-11] a change between page load and the start of the watch is noticed too', () => {
    setCookie(StoredKey.siteToken, 'signed-in-elsewhere');
    const stop = startAccountWatch();
    vi.advanceTimersByTime(1000);
    expect(accountWatch.abnormal).toBe(true);
    stop();
  });

  test('[AUTH-11] other cookies are not watched', () => {
    const stop = startAccountWatch();
    setCookie(StoredKey.language, 'es');
    setCookie(StoredKey.adminToken, 'admin-token');
    vi.advanceTimersByTime(5000);
    expect(accountWatch.abnormal).toBe(false);
    stop();
  });

  test('[AUTH-12] it does not run when appcode is classicerp', () => {
    setCookie(StoredKey.appcode, 'classicerp');
    const stop = startAccountWatch();
    setCookie(StoredKey.siteToken, 'tok-2');
    vi.advanceTimersByTime(5000);
    expect(accountWatch.abnormal).toBe(false);
    stop();
  });

  test('[AUTH-10] logout ends the watch: its own clearing of the cookies is no abnormality', async () => {
    startAccountWatch();
    await logout();
    vi.advanceTimersByTime(5000);
    expect(accountWatch.abnormal).toBe(false);
  });

  test('[AUTH-13] refresh goes to /overview as a new page load', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    refreshAfterAbnormal();
    expect(assign).toHaveBeenCalledWith('/overview');
  });
});
