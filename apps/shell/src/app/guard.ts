import {
  data,
  redirect,
  redirectDocument,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { getDeptRoleList, getSiteMenuList, getSysParam } from '../api/bmc';
import { ApiError } from '../api/http';
import { getTenantInfo, getUserInfo, validateLoginState } from '../api/sso';
import { t } from '../i18n';
import { buildMenu } from '../menu/build-menu';
import { pageActionsOf } from '../menu/page-actions';
import {
  applyMenu,
  permission,
  resetPermission,
  scheduleGoodsTweak,
  setDeptRoleList,
} from '../stores/permission';
import {
  isForcedPasswordChange,
  readSession,
  resetToken,
  saveSecret,
  saveTenantName,
  saveUserInfo,
  session,
} from '../stores/session';
import { tabs } from '../stores/tabs';
import { applyTimeZone } from '../stores/time-zone';
import { getCookie } from '../utils/cookies';
import { notify } from '../utils/feedback';
import { leaveFlashMessage } from '../utils/flash';
import { StoredKey } from '../utils/stored-keys';
import { decideAccess, decideInvalidState, decideNavigation, loginLocation } from '../router/guard-rules';
import { BASE_MENU, CONSTANT_ROUTES } from '../router/route-table';

/**
 * The navigation guard of spec §4: the loader of the route above every other, re-run on every
 * navigation. The decisions are pure (guard-rules.ts); this file carries them out.
 */

/** A failure that ends the session on this side and leads to the sign-in page. */
class SessionEnded extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** NAV-07, AUTH-06: asks the server whether the cookies' session is still good. */
async function checkLoginState(): Promise<void> {
  const state = readSession();
  try {
    const { valid } = await validateLoginState({
      siteToken: state.siteToken,
      siteUserId: state.siteUserId,
      platformNum: state.platformNum,
    });
    saveSecret(valid);
    if (!valid) throw new SessionEnded(t('notifications.loginTimedOut'));
  } catch (error) {
    // Only the server's verdict ends a session; no answer, or a failing server, says nothing
    // about it: the session stays and the error page offers a retry.
    const verdict =
      error instanceof ApiError &&
      typeof error.envelope === 'object' &&
      error.envelope !== null &&
      (error.status ?? 200) < 500;
    if (!verdict) throw error;
    saveSecret(false);
    throw new SessionEnded(error.message, error.code);
  }
}

/** NAV-08: the store list, then user, tenant, menu and goods setting of the chosen store. */
async function loadPermissions(): Promise<void> {
  const { platformNum } = session;
  const current = await getDeptRoleList(platformNum)
    .then(setDeptRoleList)
    .catch((error: Error) => {
      // NAV-13: shown here, and no reload, so the message stays on the sign-in page.
      notify.error(error.message);
      resetToken();
      throw redirect('/login');
    });
  const tenant = getTenantInfo(platformNum)
    .then((info) => saveTenantName(info.companyName))
    .catch(() => notify.error(t('notifications.tenantFailed')));
  const user = getUserInfo()
    .then(saveUserInfo)
    .catch((error: Error) => {
      throw new SessionEnded(error.message);
    });
  const menu = getSiteMenuList({
    siteToken: session.siteToken,
    siteUserId: session.siteUserId,
    platformNum,
    roleIds: current?.roleIds ?? [],
    storeCode: current?.storeCode,
  }).catch((error: Error) => {
    throw new SessionEnded(error.message, error instanceof ApiError ? error.code : undefined);
  });
  const isSpuUse = getSysParam('isSpuUse').catch(() => undefined);
  const timeZone = getSysParam('timeZone').then(applyTimeZone, () => applyTimeZone(undefined));
  const [, , answer] = await Promise.all([tenant, user, menu]);
  applyMenu(
    buildMenu({
      appList: answer.appList,
      collectList: answer.collectList,
      baseMenu: BASE_MENU,
      ssoMenuType: session.ssoMenuType,
      platformNum,
    }),
    pageActionsOf(answer.appList),
  );
  scheduleGoodsTweak(await isSpuUse);
  await timeZone;
}

/** One load per session even when navigations overlap. */
let loading: Promise<void> | null = null;
function ensurePermissions(): Promise<void> {
  if (permission.loaded) return Promise.resolve();
  loading ??= loadPermissions().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * NAV-10..12: the token goes and the message is shown unless the code is -1001. Answers the
 * sign-in page to load afresh (so every store starts clean; the message is left for it), or
 * undefined when the classic ERP keeps the page.
 */
function endSession(error: SessionEnded, url: URL): string | undefined {
  resetToken();
  resetPermission();
  const appcode = getCookie(StoredKey.appcode);
  const outcome = decideInvalidState({ code: error.code, appcode });
  if (!outcome.redirectToLogin) {
    if (outcome.showMessage) notify.error(error.message);
    return undefined;
  }
  if (outcome.showMessage) leaveFlashMessage(error.message);
  return loginLocation(url.pathname, url.search);
}

/**
 * NAV-07 for a switch to an open tab: the switch does not wait, the check runs behind it, and a
 * session the server ended loads the sign-in page. No answer says nothing about the session.
 */
function checkInBackground(url: URL): void {
  checkLoginState().catch((error: unknown) => {
    if (!(error instanceof SessionEnded)) return;
    const login = endSession(error, url);
    if (login) window.location.assign(login);
  });
}

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const decision = decideNavigation({
    pathname: url.pathname,
    search: url.search,
    siteToken: getCookie(StoredKey.siteToken),
    appcode: getCookie(StoredKey.appcode),
    forcedPasswordChange: isForcedPasswordChange(readSession().loginPolicy),
  });
  if (decision.action === 'pass') return null;
  if (decision.action === 'redirect') throw redirect(decision.to);
  if (decision.action === 'timedOut') {
    notify.error(t('notifications.loginTimedOut'));
    throw data(null, { status: 401 });
  }
  try {
    await checkLoginState();
    await ensurePermissions();
  } catch (error) {
    if (!(error instanceof SessionEnded)) throw error;
    const login = endSession(error, url);
    if (!login) throw data(null, { status: 401 });
    throw redirectDocument(login);
  }
  const access = decideAccess(url.pathname, [...CONSTANT_ROUTES, ...permission.routes]);
  if (access.action === 'redirect') throw redirect(access.to);
  return null;
}

/**
 * When the guard runs again. A switch to a tab already open, in a session whose routes are
 * generated, does not wait for the server: the tab's page passed the guard when it was opened,
 * so it shows at once while the login state is checked in the background (NAV-07), which sends
 * an ended session to /login. Every other navigation, and an explicit revalidation (the role
 * switch), runs the whole guard (spec §4 Navigation guard).
 */
export function shouldRevalidateGuard({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const target = nextUrl.pathname + nextUrl.search + nextUrl.hash;
  const openTab = tabs.visitedViews.some((view) => view.fullPath === target);
  if (!(openTab && permission.loaded && getCookie(StoredKey.siteToken))) return true;
  checkInBackground(nextUrl);
  return false;
}
