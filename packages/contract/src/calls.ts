import type { CallInfo } from './calls-info';
import { PAGES } from './pages';

export type { Access, AuditAction, CallInfo } from './calls-info';

/** Default base prefix of every call; the shell reads the real one from runtime config. */
export const DEFAULT_API_BASE = '/api';
/** The menu application code (spec §1). */
export const APP_CODE = 'rcadmin';
/** Header that carries the script-readable siteToken on every state-changing call. */
export const SITE_TOKEN_HEADER = 'x-site-token';
/** HttpOnly cookie holding the session credential; never readable by scripts. */
export const SESSION_COOKIE = 'rc_session';
/** The help column of the notice and help popover (spec §7 Content). */
export const HELP_COLUMN_ID = 18;
export const POPOVER_LIMIT = 4;

/**
 * System parameters the shell itself reads (sysParam): any session may read these; every other
 * parameter needs the system-parameters page's resource (SETTINGS_RESOURCE).
 */
export const SESSION_READABLE_PARAMS: readonly string[] = [
  'pwdCheckVcode',
  'forcePasswordModify',
  'isSpuUse',
  'microApps',
  'frameOrigins',
  // The AMap browser key of the map test page (goods gddtText): a browser key is public anyway.
  'amapKey',
  // The map tile URL template of the fence and pickup maps ({z}/{x}/{y}); '' for the offline basemap.
  'mapTileUrl',
];
/** The system-parameters page: its grant reads every parameter. */
export const SETTINGS_RESOURCE = PAGES.sysParam.path;

/**
 * What an SMS code may be spent on: phone sign-in, the password change (changePass's verifyCode),
 * or the code check (checkVerifyCode, which the shell's password change runs first).
 */
export type SmsPurpose = 'login' | 'password' | 'check';
/** sendVerifyCode's appServiceCode for each purpose: a code sent for one never works for another. */
export const SMS_SERVICE_CODES = {
  login: 'login',
  password: 'changePwd',
  check: 'checkVerifyCode',
} as const satisfies Record<SmsPurpose, string>;

/**
 * Public: the sign-in family. Session-only (no resource): the user's own session, password, menu,
 * favourites and store list, user and tenant info, data scope, operation log, content. Every
 * other call names the menu page(s) it serves in `resource`.
 */
/**
 * The shell's own calls (sign-in, menus, session, content, logs): all the shell's http client
 * names. Kept apart so the shell's first load carries none of the feature modules' tables.
 */
export const shellCalls = {
  companyCheck: {
    method: 'POST',
    path: '/sso-web/unify/company/check.do',
    encoding: 'form',
    access: 'public',
  },
  login: {
    method: 'POST',
    path: '/sso-web/unify/site/login.do',
    encoding: 'form',
    access: 'public',
  },
  codeNumberImage: {
    method: 'GET',
    path: '/sso-web/unify/site/codeNumber.do',
    access: 'public',
  },
  sendVerifyCode: {
    method: 'POST',
    path: '/sso-web/unify/phoneLogin/sendVerifyCode.do',
    encoding: 'json',
    access: 'public',
  },
  phoneLogin: {
    method: 'POST',
    path: '/sso-web/unify/phoneLogin/login.do',
    encoding: 'form',
    access: 'public',
  },
  validate: {
    method: 'POST',
    path: '/sso-web/unify/site/validate.do',
    encoding: 'form',
    access: 'public',
    allowRestricted: true,
  },
  logout: {
    method: 'POST',
    path: '/sso-web/unify/site/logout.do',
    encoding: 'form',
    access: 'session+site',
    allowRestricted: true,
    // The session's end, not a change of business data.
    audit: false,
  },
  userInfo: {
    method: 'GET',
    path: '/sso-web/unify/site/getUserInfo.do',
    access: 'session',
    allowRestricted: true,
  },
  tenantInfo: {
    method: 'GET',
    path: '/sso-web/unify/tenant/getTenantInfo.do',
    access: 'session',
    allowRestricted: true,
  },
  recordLogin: {
    method: 'POST',
    path: '/sso-web/unify/site/recordLogin.do',
    encoding: 'form',
    access: 'session+site',
    allowRestricted: true,
    // The shell's sign-in bookkeeping (login_records); the sign-in itself is in the log.
    audit: false,
  },
  queryUserPwdExpireInfo: {
    method: 'POST',
    path: '/sso-web/unify/cloudUser/queryUserPwdExpireInfo.do',
    encoding: 'json',
    access: 'session+site',
    allowRestricted: true,
    // A read sent by POST.
    audit: false,
  },
  changePass: {
    method: 'POST',
    path: '/sso-web/unify/site/changePass.do',
    encoding: 'form',
    access: 'session+site',
    allowRestricted: true,
    // Records the password change itself (own, forced, SMS-verified).
    audit: 'own',
  },
  // A GET that changes data (a verified code is kept on the session): the site token too, so a
  // cross-site <img> cannot spend a code.
  checkVerifyCode: {
    method: 'GET',
    path: '/bmc/user/checkVerifyCode.do',
    access: 'session+site',
    allowRestricted: true,
    // A code check before the password change, which is recorded.
    audit: false,
  },
  sysParam: {
    method: 'GET',
    path: '/bmc/sys/param/get.do',
    access: 'session',
    allowRestricted: true,
  },
  deptRoleList: {
    method: 'GET',
    path: '/bmc/user/getDeptRoleList.do',
    access: 'session',
  },
  siteMenuList: {
    method: 'POST',
    path: '/bmc/menu/getSiteMenuList.do',
    encoding: 'form',
    access: 'session+site',
    // A read sent by POST.
    audit: false,
  },
  addCollect: {
    method: 'POST',
    path: '/bmc/menu/addCollect.do',
    encoding: 'form',
    access: 'session+site',
    // Favourites are the user's preference, not business data.
    audit: false,
  },
  removeCollect: {
    method: 'POST',
    path: '/bmc/menu/removeCollect.do',
    encoding: 'form',
    access: 'session+site',
    audit: false,
  },
  syncSysOperatorLog: {
    method: 'POST',
    path: '/syncSysOperatorLog.do',
    encoding: 'form',
    access: 'session+site',
    // It is the record.
    audit: 'own',
  },
  dataScope: {
    method: 'GET',
    path: '/bmc/user/queryDataScope.do',
    access: 'session',
  },
  queryRoleResource: {
    method: 'POST',
    path: '/bmc/user/queryRoleResource.do',
    encoding: 'form',
    access: 'session+site',
    resource: PAGES.roleManage.path,
    action: 'view',
    // A read sent by POST.
    audit: false,
  },
  merchantInfo: {
    method: 'GET',
    path: '/bmc/merchant/queryMerchantInfo.do',
    access: 'session',
  },
  noticeList: {
    method: 'GET',
    path: '/articles/notice/list.do',
    access: 'session',
  },
  articleList: {
    method: 'GET',
    path: '/articles/article/list.do',
    access: 'session',
  },
  articleListByPage: {
    method: 'GET',
    path: '/articles/article/listByPage.do',
    access: 'session',
  },
  articleDetail: {
    method: 'GET',
    path: '/articles/article/detail.do',
    access: 'session',
  },
  clientDownloadList: {
    method: 'GET',
    path: '/bmc/download/queryClientList.do',
    access: 'session',
  },
  publishedNotice: {
    method: 'GET',
    path: '/articles/notice/pc.json',
    access: 'public',
  },
  /**
   * A session token for the registered app an embedded page is, asked by the shell's bridge for
   * that page (any signed-in user whose roles see the app): no page grant, the app's own rule.
   */
  embeddedAppSessionToken: {
    method: 'POST',
    path: '/bmc/embeddedApp/sessionToken.do',
    encoding: 'json',
    access: 'session+site',
    audit: false,
  },
} as const satisfies Record<string, CallInfo>;

/** The calls the shell makes itself. */
export type ShellCallName = keyof typeof shellCalls;
