import { proxy } from 'valtio';
import type { LoginResult, PwdExpiredInfo, UserInfo } from '@rcadmin/contract';
import { Code } from '@rcadmin/contract/wire';
import { getSysParam } from '../api/bmc';
import { resultOf, type SuccessEnvelope } from '../api/http';
import { logout as logoutCall, recordLogin } from '../api/sso';
import { resetTabs, restoreTabs } from './tabs';
import { clearAllCookies, getCookie, removeCookie, setCookie } from '../utils/cookies';
import { ShellSessionKey, StoredKey, UiStateKey } from '../utils/stored-keys';

/** What the password prompts need after sign-in (spec §3 User session, AUTH-02). */
export interface LoginPolicy {
  pwdCheckVcode: 0 | 1;
  pwdManagementStrategy: 1 | 2;
  /** The tenant's forcePasswordModify parameter: 1 makes an initial or expired password's change compulsory. */
  forcePasswordModify?: 0 | 1;
  pwdExpiredInfo: PwdExpiredInfo;
  /** The sign-in answer's errorCode: 2001603 initial password, 2002012 expired, '' otherwise. */
  errorCode: string;
  /** Set once this sign-in's prompt or expiry warning was shown, so a reload does not repeat it. */
  prompted?: boolean;
}

export interface SessionState {
  /** Admin-Token: the shell's own token name; the role switch rewrites it. */
  token: string;
  siteToken: string;
  /** Names the grey-test config file: the siteToken never goes into a URL. */
  greyToken: string;
  siteUserId: string;
  siteUserName: string;
  siteMobile: string;
  platformNum: string;
  tenantName: string;
  ssoMenuType: number;
  name: string;
  avatar: string;
  introduction: string;
  roles: string[];
  loginPolicy: LoginPolicy | null;
}

function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The session as the cookies and local storage hold it: a reload starts from here. */
export function readSession(): SessionState {
  return {
    token: getCookie(StoredKey.adminToken) ?? '',
    siteToken: getCookie(StoredKey.siteToken) ?? '',
    greyToken: getCookie(ShellSessionKey.greyToken) ?? '',
    siteUserId: getCookie(StoredKey.siteUserId) ?? '',
    siteUserName: getCookie(StoredKey.siteUserName) ?? '',
    siteMobile: getCookie(StoredKey.siteMobile) ?? '',
    platformNum: getCookie(StoredKey.platformNum) ?? '',
    tenantName: getCookie(StoredKey.tenantName) ?? '',
    ssoMenuType: Number(getCookie(StoredKey.ssoMenuType) ?? 0),
    name: '',
    avatar: '',
    introduction: '',
    roles: [],
    loginPolicy: readJson<LoginPolicy>(localStorage, UiStateKey.loginPolicy),
  };
}

export const session = proxy<SessionState>(readSession());

/** AUTH-03..05: the keys a sign-in leaves for this and the sibling sub-sites. */
export function saveLogin(result: LoginResult): void {
  const values: [StoredKey, string][] = [
    [StoredKey.siteToken, result.siteToken],
    [StoredKey.adminToken, result.siteToken],
    [StoredKey.siteUserId, result.siteUserId],
    [StoredKey.siteUserName, result.siteUserName],
    [StoredKey.siteMobile, result.siteMobile],
    [StoredKey.platformNum, result.platformNum],
    [StoredKey.ssoMenuType, String(result.ssoMenuType)],
    [StoredKey.tenantName, result.tenantName],
  ];
  for (const [key, value] of values) setCookie(key, value);
  setCookie(ShellSessionKey.greyToken, result.greyToken);
  if (result.contract) setCookie(StoredKey.ssoContract, JSON.stringify(result.contract));
  else removeCookie(StoredKey.ssoContract);
  Object.assign(session, readSession());
}

export function saveLoginPolicy(policy: LoginPolicy): void {
  localStorage.setItem(UiStateKey.loginPolicy, JSON.stringify(policy));
  session.loginPolicy = policy;
}

/** PWD-06: the prompt or warning of this sign-in has been shown. */
export function markPasswordPrompted(): void {
  if (session.loginPolicy) saveLoginPolicy({ ...session.loginPolicy, prompted: true });
}

/**
 * PWD-04, PWD-05: an initial or expired password under the enhanced strategy (2), or with the
 * tenant's forcePasswordModify on, must be changed before anything else; the server restricts the
 * session to the password calls until then.
 */
export const isForcedPasswordChange = (policy: LoginPolicy | null): boolean =>
  policy !== null &&
  (policy.pwdManagementStrategy === 2 || policy.forcePasswordModify === 1) &&
  (policy.errorCode === Code.initialPassword || policy.errorCode === Code.passwordExpired);

/** The account to offer on the next visit to the sign-in page. */
export interface LastAccount {
  platformNum: string;
  loginName: string;
}
export const readLastAccount = () => readJson<LastAccount>(localStorage, StoredKey.lastAccount);
export function rememberAccount(account: LastAccount): void {
  localStorage.setItem(StoredKey.lastAccount, JSON.stringify(account));
}

/** AUTH-07: the login record's id. */
export const saveSiteUid = (siteUid: string) => setCookie(StoredKey.siteUid, siteUid);

/** AUTH-06: the outcome of the last session check, 2 when it failed. */
export const saveSecret = (valid: boolean) => setCookie(StoredKey.secret, valid ? '1' : '2');

export function saveTenantName(tenantName: string): void {
  setCookie(StoredKey.tenantName, tenantName);
  session.tenantName = tenantName;
}

/** The shell's own token (the role switch sets it to the role's). */
export function saveAdminToken(token: string): void {
  setCookie(StoredKey.adminToken, token);
  session.token = token;
}

export function saveUserInfo(info: UserInfo): void {
  Object.assign(session, {
    name: info.name,
    avatar: info.avatar,
    introduction: info.introduction,
    roles: [...info.roles],
  });
}

/** Where the admin impersonation leads: the platform it acts as and the site that serves it. */
export interface ToggleCompanyTarget {
  platformNum: string;
  url: string;
}

/**
 * AUTH-20: an administrator acts as a fixed company on another site: the shared _platform_num
 * cookie is set to the target's and the browser goes there. Deployments name the target in the
 * runtime config (`window.__RCADMIN__.toggleCompany`); without one there is nowhere to go.
 */
export function toggleCompany(
  target: ToggleCompanyTarget | undefined = (window.__RCADMIN__ as { toggleCompany?: ToggleCompanyTarget })
    ?.toggleCompany,
): boolean {
  if (!target?.platformNum || !target.url) return false;
  setCookie(StoredKey.platformNum, target.platformNum);
  window.location.assign(target.url);
  return true;
}

/** The session is over on this side: its tokens go, the rest stays for the sign-in page. */
export function resetToken(): void {
  removeCookie(StoredKey.siteToken);
  removeCookie(StoredKey.adminToken);
  removeCookie(ShellSessionKey.greyToken);
  Object.assign(session, { token: '', siteToken: '', greyToken: '', roles: [] });
}

/** Timers and listeners that belong to a session; logout ends them (AUTH-10). */
const subscriptions = new Set<() => void>();

/** Registers a disposer; returns a function that runs and forgets it. */
export function addSubscription(dispose: () => void): () => void {
  subscriptions.add(dispose);
  return () => {
    subscriptions.delete(dispose);
    dispose();
  };
}

/**
 * AUTH-10: tells the server, then clears the session's subscriptions, its tabs, every cookie
 * (parent-domain ones too) and local storage. The server call may fail (session already gone):
 * the local clean-up happens anyway.
 */
export async function logout(): Promise<void> {
  const { siteToken, siteUserId } = session;
  if (siteToken) await logoutCall({ token: siteToken, userId: siteUserId }).catch(() => undefined);
  for (const dispose of subscriptions) dispose();
  subscriptions.clear();
  // Before the cookies go: the tabs are stored under the user id cookie.
  resetTabs();
  clearAllCookies();
  localStorage.clear();
  Object.assign(session, readSession());
}

/**
 * Everything a successful sign-in leaves behind (AUTH-02..07): the stored keys, the login policy
 * with the pwdCheckVcode parameter, and the login record's id as siteUid.
 */
export async function completeSignIn(envelope: SuccessEnvelope<LoginResult>): Promise<void> {
  const result = resultOf(envelope);
  saveLogin(result);
  // After the user id is stored: the tabs are kept under it.
  restoreTabs();
  const errorCode = 'errorCode' in envelope ? (envelope.errorCode ?? '') : '';
  const [checkVcode, forceModify] = await Promise.all(
    ['pwdCheckVcode', 'forcePasswordModify'].map((name) => getSysParam(name).catch(() => undefined)),
  );
  const pwdCheckVcode = checkVcode === '1' ? 1 : 0;
  saveLoginPolicy({
    pwdCheckVcode,
    pwdManagementStrategy: result.pwdManagementStrategy,
    forcePasswordModify: forceModify === '1' ? 1 : 0,
    pwdExpiredInfo: {
      pwdManagementStrategy: result.pwdManagementStrategy,
      expiredDays: result.expiredDays,
      errorCode,
      pwdCheckVcode,
    },
    errorCode,
  });
  const siteUid = await recordLogin({ ssoUserId: result.siteUserId, platformNum: result.platformNum }).catch(
    () => null,
  );
  if (siteUid) saveSiteUid(siteUid);
}
