import { proxy } from 'valtio';
import { CLASSIC_ERP_APPCODE, COOKIE_WATCH_INTERVAL_MS } from '../constants';
import { addSubscription, session } from '../stores/session';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';

/**
 * The account-abnormal watch (AUTH-11..13): the single-sign-on cookies are shared by the company's
 * sub-sites, so a sign-in elsewhere in this browser (another account or company) silently swaps
 * the session under this page. Once a second the watched cookies are compared with the session this
 * page holds (read when it loaded or signed in, so a change before the watch starts counts too); a
 * change raises the abnormal flag, which a dialog nobody can dismiss shows.
 */
export const WATCHED_KEYS = [StoredKey.siteToken, StoredKey.platformNum, StoredKey.siteUserId] as const;

export const accountWatch = proxy({ abnormal: false });

const readWatched = () => WATCHED_KEYS.map((key) => getCookie(key) ?? '');

/** Starts the watch; answers the function that stops it (logout stops it too). */
export function startAccountWatch(): () => void {
  // AUTH-12: inside the classic ERP the host owns the session.
  if (getCookie(StoredKey.appcode) === CLASSIC_ERP_APPCODE) return () => undefined;
  const atStart = [session.siteToken, session.platformNum, session.siteUserId];
  const timer = setInterval(() => {
    // The session was ended on this side (logout, expiry): its own clean-up is no abnormality.
    if (!session.siteToken) return stop();
    if (readWatched().some((value, index) => value !== atStart[index])) {
      accountWatch.abnormal = true;
      stop();
    }
  }, COOKIE_WATCH_INTERVAL_MS);
  const stop = addSubscription(() => clearInterval(timer));
  return stop;
}

/** AUTH-13: refresh goes to /overview and loads the page afresh, with the cookies' session. */
export function refreshAfterAbnormal(): void {
  window.location.assign('/overview');
}
