/**
 * The session keys of spec §3 (cookies and local storage), exactly these names, because other
 * sub-sites of the same company read them too.
 */
export const StoredKey = {
  siteToken: 'siteToken',
  siteUserId: 'siteUserId',
  siteUserName: 'siteUserName',
  siteMobile: 'siteMobile',
  siteUid: 'siteUid',
  secret: 'secret',
  platformNum: '_platform_num',
  appcode: 'appcode',
  ssoMenuType: 'ssoMenuType',
  lastAccount: 'lastAccount',
  tenantName: 'tenantName',
  ssoContract: 'sso_contract',
  language: 'language',
  size: 'size',
  adminToken: 'Admin-Token',
} as const;
export type StoredKey = (typeof StoredKey)[keyof typeof StoredKey];

/**
 * Session data of this shell alone, beside the spec's keys: no other sub-site reads them, so they
 * stay host-only cookies, and they go with the session.
 */
export const ShellSessionKey = {
  /** Names this session's grey-test config file ({greyToken}.json, MSG-05). */
  greyToken: 'greyToken',
} as const;

/** Written base64-encoded and decoded on read (spec §3: "both base64"). */
export const BASE64_KEYS: readonly StoredKey[] = [StoredKey.siteUserId, StoredKey.siteUserName];

/**
 * Cookies of the single-sign-on family: shared with the company's other sub-sites, so they are
 * scoped to the parent domain (spec §3: tokens). The rest belong to this site only: language,
 * size, Admin-Token, and siteMobile, which is a person's phone number and no token, so a sibling
 * sub-site never reads it. None of the shared ones signs anyone in: the session is the server's
 * HttpOnly host-only cookie, and siteToken is only its second half on state-changing calls.
 */
export const SHARED_COOKIE_KEYS: readonly StoredKey[] = [
  StoredKey.siteToken,
  StoredKey.siteUserId,
  StoredKey.siteUserName,
  StoredKey.siteUid,
  StoredKey.secret,
  StoredKey.platformNum,
  StoredKey.appcode,
  StoredKey.ssoMenuType,
  StoredKey.tenantName,
  StoredKey.ssoContract,
];

/**
 * UI state kept by the shell beside the session keys; it is not session data, and a reload must
 * keep it (the selected store, the login policy for the password prompts, the sidebar state).
 */
export const UiStateKey = {
  deptRole: 'deptRole',
  loginPolicy: 'loginPolicy',
  sidebarStatus: 'sidebarStatus',
  /** A message to show once on the next page (session storage): it survives the reload to /login. */
  flash: 'flash',
} as const;
