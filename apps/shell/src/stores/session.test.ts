import { afterEach, describe, expect, test, vi } from 'vitest';
import Cookies from 'js-cookie';
import type { LoginResult } from '@rcadmin/contract';
import { getSysParam } from '../api/bmc';
import { logout as logoutCall, recordLogin } from '../api/sso';
import { clearAllCookies, getCookie } from '../utils/cookies';
import { StoredKey, UiStateKey } from '../utils/stored-keys';
import {
  addSubscription,
  completeSignIn,
  logout,
  readLastAccount,
  rememberAccount,
  resetToken,
  session,
} from './session';

vi.mock('../api/sso', () => ({ logout: vi.fn(), recordLogin: vi.fn() }));
vi.mock('../api/bmc', () => ({ getSysParam: vi.fn() }));

const result: LoginResult = {
  siteToken: 'tok-1',
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

  test('[AUTH-02] [DATA-01] the login policy comes from pwdCheckVcode and the answer, and survives a reload', async () => {
    vi.mocked(getSysParam).mockResolvedValue('1');
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope('2001603'));
    expect(getSysParam).toHaveBeenCalledWith('pwdCheckVcode');
    const policy = {
      pwdCheckVcode: 1,
      pwdManagementStrategy: 2,
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
  test('resetting the token drops siteToken and Admin-Token only', async () => {
    vi.mocked(recordLogin).mockResolvedValue('uid-1');
    await completeSignIn(envelope());
    resetToken();
    expect(getCookie(StoredKey.siteToken)).toBeUndefined();
    expect(getCookie(StoredKey.adminToken)).toBeUndefined();
    expect(getCookie(StoredKey.platformNum)).toBe('100001');
    expect(session.siteToken).toBe('');
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
});
