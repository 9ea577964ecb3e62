import { afterEach, describe, expect, test, vi } from 'vitest';
import Cookies from 'js-cookie';
import type { LoginResult } from '@rcadmin/contract';
import { getSysParam } from '../api/bmc';
import { logout as logoutCall, recordLogin } from '../api/sso';
import { clearAllCookies, getCookie, setCookie } from '../utils/cookies';
import { ShellSessionKey, StoredKey, UiStateKey } from '../utils/stored-keys';
import {
  addSubscription,
  completeSignIn,
  isForcedPasswordChange,
  logout,
  markPasswordPrompted,
  readLastAccount,
  readSession,
  rememberAccount,
  resetToken,
  session,
  toggleCompany,
} from './session';
import { addView, OVERVIEW_VIEW, tabs } from './tabs';

vi.mock('../api/sso', () => ({ logout: vi.fn(), recordLogin: vi.fn() }));
vi.mock('../api/bmc', () => ({ getSysParam: vi.fn() }));

const result: LoginResult = {
  siteToken: 'tok-1',
  greyToken: 'grey-1',
  siteUserId: 'u1',
  siteUserName: '张三',
  siteMobile: '13800000000',
  platformNum: '100001',
  tenantId: 't1',
  tenantName: 'Demo Retail',
  ssoMenuType: 0,
  pwdManagementStrategy: 2,
  expiredDays: 5,
  contract: { expire: 1, remainDay: 12, productName: 'rcadmin', endDate: '2026-12-31' },
};
const envelope = (errorCode?: string) => ({
  success: true as const,
  code: '0',
  msg: '成功',
  ...(errorCode ? { errorCode } : {}),
  content: { result },
});

afterEach(() => {
  vi.clearAllMocks();
  clearAllCookies();
  localStorage.clear();
});

describe('sign-in', () => {
  test('[AUTH-03] [AUTH-04] a sign-in stores the session keys, user name and id base64', async () => {
    vi.mocked(getSysParam).mockResolvedValue('0');
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope());
    expect(getCookie(StoredKey.siteToken)).toBe('tok-1');
    expect(getCookie(StoredKey.adminToken)).toBe('tok-1');
    expect(getCookie(StoredKey.platformNum)).toBe('100001');
    expect(getCookie(StoredKey.siteMobile)).toBe('13800000000');
    expect(getCookie(StoredKey.ssoMenuType)).toBe('0');
    expect(getCookie(StoredKey.tenantName)).toBe('Demo Retail');
    expect(Cookies.get('siteUserName')).not.toBe('张三');
    expect(getCookie(StoredKey.siteUserName)).toBe('张三');
    expect(getCookie(StoredKey.siteUserId)).toBe('u1');
    expect(JSON.parse(getCookie(StoredKey.ssoContract)!)).toEqual(result.contract);
    expect(session).toMatchObject({ siteToken: 'tok-1', siteUserName: '张三', tenantName: 'Demo Retail' });
  });

  test('the grey-test token is kept beside the siteToken, host-only, and survives a reload', async () => {
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope());
    expect(session.greyToken).toBe('grey-1');
    expect(readSession().greyToken).toBe('grey-1');
  });

  test('[AUTH-02] [DATA-01] [DATA-02] [API-08] the login policy (expiry info: strategy, expiredDays, errorCode, pwdCheckVcode) comes from pwdCheckVcode, forcePasswordModify and the answer, and survives a reload', async () => {
    vi.mocked(getSysParam).mockImplementation(async (name) => (name === 'pwdCheckVcode' ? '1' : '0'));
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope('2001603'));
    expect(getSysParam).toHaveBeenCalledWith('pwdCheckVcode');
    expect(getSysParam).toHaveBeenCalledWith('forcePasswordModify');
    const policy = {
      pwdCheckVcode: 1,
      pwdManagementStrategy: 2,
      forcePasswordModify: 0,
      pwdExpiredInfo: { pwdManagementStrategy: 2, expiredDays: 5, errorCode: '2001603', pwdCheckVcode: 1 },
      errorCode: '2001603',
    };
    expect(session.loginPolicy).toEqual(policy);
    expect(JSON.parse(localStorage.getItem(UiStateKey.loginPolicy)!)).toEqual(policy);
  });

  test('[AUTH-07] the login record id becomes siteUid', async () => {
    vi.mocked(getSysParam).mockResolvedValue(undefined);
    vi.mocked(recordLogin).mockResolvedValue('uid-77');
    await completeSignIn(envelope());
    expect(recordLogin).toHaveBeenCalledWith({ ssoUserId: 'u1', platformNum: '100001' });
    expect(getCookie(StoredKey.siteUid)).toBe('uid-77');
  });

  test('[AUTH-03] the last account is remembered in lastAccount', () => {
    rememberAccount({ platformNum: '100001', loginName: 'admin' });
    expect(JSON.parse(localStorage.getItem('lastAccount')!)).toEqual({
      platformNum: '100001',
      loginName: 'admin',
    });
    expect(readLastAccount()).toEqual({ platformNum: '100001', loginName: 'admin' });
  });
});

describe('session end', () => {
  test('resetting the token drops siteToken, Admin-Token and the grey-test token only', async () => {
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope());
    resetToken();
    expect(getCookie(StoredKey.siteToken)).toBeUndefined();
    expect(getCookie(StoredKey.adminToken)).toBeUndefined();
    expect(getCookie(ShellSessionKey.greyToken)).toBeUndefined();
    expect(getCookie(StoredKey.platformNum)).toBe('100001');
    expect(session).toMatchObject({ siteToken: '', greyToken: '' });
  });

  test('[AUTH-10] logout calls logout (token, userId), then clears cookies, local storage and subscriptions', async () => {
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    vi.mocked(logoutCall).mockRejectedValue(new Error('already gone'));
    await completeSignIn(envelope());
    rememberAccount({ platformNum: '100001', loginName: 'admin' });
    const dispose = vi.fn();
    addSubscription(dispose);
    await logout();
    expect(logoutCall).toHaveBeenCalledWith({ token: 'tok-1', userId: 'u1' });
    expect(Cookies.get()).toEqual({});
    expect(localStorage.length).toBe(0);
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(session).toMatchObject({ siteToken: '', siteUserId: '', loginPolicy: null });
  });

  test('[AUTH-10] logout drops the tabs of the session, here and in session storage', async () => {
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope());
    addView({
      ...OVERVIEW_VIEW,
      path: '/member/index',
      fullPath: '/member/index',
      name: 'member',
      meta: { title: 'member' },
    });
    expect(tabs.visitedViews).toHaveLength(2);
    await logout();
    expect(tabs.visitedViews.map((view) => view.path)).toEqual([OVERVIEW_VIEW.path]);
    expect(sessionStorage.getItem('tagsView:u1')).toBeNull();
  });
});

describe('password prompts state', () => {
  test('[PWD-06] a shown prompt is marked in the stored policy, so a reload does not repeat it', async () => {
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope('0'));
    markPasswordPrompted();
    expect(session.loginPolicy?.prompted).toBe(true);
    expect(JSON.parse(localStorage.getItem(UiStateKey.loginPolicy)!)).toMatchObject({ prompted: true });
  });

  test('[PWD-04] [PWD-05] only 2001603 or 2002012 under strategy 2 force the change', () => {
    const policy = (errorCode: string, strategy: 1 | 2) => ({
      pwdCheckVcode: 0 as const,
      pwdManagementStrategy: strategy,
      pwdExpiredInfo: {
        pwdManagementStrategy: strategy,
        expiredDays: 1,
        errorCode,
        pwdCheckVcode: 0 as const,
      },
      errorCode,
    });
    expect(isForcedPasswordChange(policy('2001603', 2))).toBe(true);
    expect(isForcedPasswordChange(policy('2002012', 2))).toBe(true);
    expect(isForcedPasswordChange(policy('2001603', 1))).toBe(false);
    expect(isForcedPasswordChange(policy('0', 2))).toBe(false);
    expect(isForcedPasswordChange(null)).toBe(false);
  });
});

describe('admin impersonation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__RCADMIN__;
  });

  test('[AUTH-20] toggleCompany sets _platform_num to the fixed value and goes to the other site', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { hostname: window.location.hostname, assign });
    setCookie(StoredKey.platformNum, '100001');
    expect(toggleCompany({ platformNum: '6', url: 'https://ops.example.com/admin' })).toBe(true);
    expect(getCookie(StoredKey.platformNum)).toBe('6');
    expect(assign).toHaveBeenCalledWith('https://ops.example.com/admin');
  });

  test('[AUTH-20] the target comes from the runtime config; without one nothing changes', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { hostname: window.location.hostname, assign });
    setCookie(StoredKey.platformNum, '100001');
    expect(toggleCompany()).toBe(false);
    expect(getCookie(StoredKey.platformNum)).toBe('100001');
    expect(assign).not.toHaveBeenCalled();
    window.__RCADMIN__ = { toggleCompany: { platformNum: '6', url: 'https://ops.example.com/' } } as never;
    expect(toggleCompany()).toBe(true);
    expect(getCookie(StoredKey.platformNum)).toBe('6');
    expect(assign).toHaveBeenCalledWith('https://ops.example.com/');
  });
});
