import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { getDeptRoleList, getSiteMenuList, getSysParam } from '../api/bmc';
import { ApiError } from '../api/http';
import { getTenantInfo, getUserInfo, validateLoginState } from '../api/sso';
import i18n from '../i18n';
import { goodsArea, memberArea, rcadminApp } from '../menu/testing/fixtures';
import { permission, resetPermission } from '../stores/permission';
import { readSession, session } from '../stores/session';
import { clearAllCookies, getCookie, setCookie } from '../utils/cookies';
import { notify } from '../utils/feedback';
import { takeFlashMessage } from '../utils/flash';
import { StoredKey, UiStateKey } from '../utils/stored-keys';
import { addView, OVERVIEW_VIEW, resetTabs } from '../stores/tabs';
import { guardLoader, shouldRevalidateGuard } from './guard';

vi.mock('../api/sso', () => ({
  validateLoginState: vi.fn(),
  getTenantInfo: vi.fn(),
  getUserInfo: vi.fn(),
}));
vi.mock('../api/bmc', () => ({ getDeptRoleList: vi.fn(), getSiteMenuList: vi.fn(), getSysParam: vi.fn() }));
vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const stores = [
  { storeCode: 'S1', storeName: '一号店', roleIds: ['r1'] },
  { storeCode: 'S2', storeName: '二号店', roleIds: ['r2', 'r3'] },
];

function signIn(extra: Partial<Record<StoredKey, string>> = {}) {
  setCookie(StoredKey.siteToken, 'tok-1');
  setCookie(StoredKey.siteUserId, 'u1');
  setCookie(StoredKey.platformNum, '100001');
  for (const [key, value] of Object.entries(extra)) setCookie(key, value);
  Object.assign(session, readSession());
}

const navigate = (path: string) =>
  guardLoader({ request: new Request(`http://localhost:3000${path}`), params: {} } as LoaderFunctionArgs);

/** The Response or data() object a loader threw. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Response & { init?: { status: number } };
  }
  throw new Error('the guard let the navigation through');
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  vi.mocked(validateLoginState).mockResolvedValue({ valid: true });
  vi.mocked(getDeptRoleList).mockResolvedValue(stores);
  vi.mocked(getTenantInfo).mockResolvedValue({
    tenantId: 't1',
    platformNum: '100001',
    companyName: 'Demo Retail',
    ssoMenuType: 0,
  });
  vi.mocked(getUserInfo).mockResolvedValue({
    name: '管理员',
    avatar: '',
    introduction: '',
    roles: ['admin'],
    loginName: 'admin',
    mobile: '',
  });
  vi.mocked(getSiteMenuList).mockResolvedValue({
    appList: [rcadminApp([goodsArea(), memberArea()])],
    collectList: [],
  });
  vi.mocked(getSysParam).mockResolvedValue('0');
});

afterEach(() => {
  vi.clearAllMocks();
  clearAllCookies();
  localStorage.clear();
  sessionStorage.clear();
  resetPermission();
});

describe('navigation guard', () => {
  test('[NAV-08] a valid session without routes loads stores, user, tenant and menu, then goes on', async () => {
    signIn();
    await expect(navigate('/member/index')).resolves.toBeNull();
    expect(getDeptRoleList).toHaveBeenCalledWith('100001');
    expect(getSiteMenuList).toHaveBeenCalledWith({
      siteToken: 'tok-1',
      siteUserId: 'u1',
      platformNum: '100001',
      roleIds: ['r1'],
      storeCode: 'S1',
    });
    expect(permission.loaded).toBe(true);
    expect(permission.routes.map((r) => r.path)).toContain('/member/index');
    expect(session).toMatchObject({ tenantName: 'Demo Retail', name: '管理员', roles: ['admin'] });
  });

  test('[NAV-09] with routes present the next navigation validates but does not refetch', async () => {
    signIn();
    await navigate('/overview');
    await navigate('/member/index');
    expect(validateLoginState).toHaveBeenCalledTimes(2);
    expect(getDeptRoleList).toHaveBeenCalledTimes(1);
    expect(getSiteMenuList).toHaveBeenCalledTimes(1);
  });

  test('[NAV-03] with a valid session an unknown path goes to /404', async () => {
    signIn();
    const response = await thrown(navigate('/no/such/page'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/404');
  });

  test('[ROUTE-03] a known page the menu does not grant goes to /401', async () => {
    signIn();
    // The fixture menu grants goods and member pages, not finance.
    const response = await thrown(navigate('/finance/index'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/401');
  });

  test('[AUTH-06] the session check stores secret, 2 when it fails', async () => {
    signIn();
    await navigate('/overview');
    expect(getCookie(StoredKey.secret)).toBe('1');
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('登录已失效', { code: '1024', envelope: {} }),
    );
    await thrown(navigate('/overview'));
    expect(getCookie(StoredKey.secret)).toBe('2');
  });

  test('[NAV-10] [NAV-11] an invalid state resets the token and reloads /login, leaving the message', async () => {
    signIn();
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('登录已失效，请重新登录', { code: '1024', envelope: { code: '1024' } }),
    );
    const response = await thrown(navigate('/goods/index/list'));
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fgoods%2Findex%2Flist');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(getCookie(StoredKey.siteToken)).toBeUndefined();
    expect(takeFlashMessage()).toBe('登录已失效，请重新登录');
  });

  test('[NAV-11] code -1001 ends the session without a message', async () => {
    signIn();
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('no session', { code: '-1001', envelope: {} }),
    );
    const response = await thrown(navigate('/overview'));
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(sessionStorage.getItem(UiStateKey.flash)).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  test('[NAV-12] with appcode classicerp an invalid state shows the message and does not redirect', async () => {
    signIn({ [StoredKey.appcode]: 'classicerp' });
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('登录已失效', { code: '1024', envelope: {} }),
    );
    const response = await thrown(navigate('/overview'));
    expect(response.init?.status).toBe(401);
    expect(notify.error).toHaveBeenCalledWith('登录已失效');
  });

  test('[NAV-05] no session inside the classic ERP: a login timed out toast, no redirect', async () => {
    setCookie(StoredKey.appcode, 'classicerp');
    const response = await thrown(navigate('/overview'));
    expect(response.init?.status).toBe(401);
    expect(notify.error).toHaveBeenCalledWith(i18n.t('notifications.loginTimedOut'));
  });

  test('[NAV-13] a failed department-role fetch shows the error, resets the token and goes to /login', async () => {
    signIn();
    vi.mocked(getDeptRoleList).mockRejectedValue(new Error('用户未授权门店，请联系商户管理员处理'));
    const response = await thrown(navigate('/overview'));
    expect(response.headers.get('Location')).toBe('/login');
    expect(notify.error).toHaveBeenCalledWith('用户未授权门店，请联系商户管理员处理');
    expect(getCookie(StoredKey.siteToken)).toBeUndefined();
    expect(permission.loaded).toBe(false);
  });

  test('[AUTH-08] a user info failure ends the session with its message', async () => {
    signIn();
    vi.mocked(getUserInfo).mockRejectedValue(new Error('getInfo: roles must be a non-null array!'));
    const response = await thrown(navigate('/overview'));
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(takeFlashMessage()).toBe('getInfo: roles must be a non-null array!');
  });

  test('[ERR-06] a tenant fetch failure shows its message and the navigation goes on', async () => {
    signIn();
    vi.mocked(getTenantInfo).mockRejectedValue(new Error('x'));
    await expect(navigate('/overview')).resolves.toBeNull();
    expect(notify.error).toHaveBeenCalledWith('获取租户信息失败，请刷新页面重试');
  });

  test('[AUTH-14] [AUTH-18] the stored store selection is matched and its role ids make the roleList', async () => {
    localStorage.setItem(UiStateKey.deptRole, JSON.stringify(stores[1]));
    signIn();
    await navigate('/overview');
    expect(permission.currentDept).toMatchObject({ storeCode: 'S2', active: true });
    expect(vi.mocked(getSiteMenuList).mock.calls[0]![0]).toMatchObject({
      roleIds: ['r2', 'r3'],
      storeCode: 'S2',
    });
  });

  test('a transport or server failure of the check keeps the session for a retry', async () => {
    signIn();
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('网络开小差，请稍后重试', { code: 'ERR_NETWORK' }),
    );
    await expect(navigate('/overview')).rejects.toThrow('网络开小差，请稍后重试');
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('Request failed with status code 502', { status: 502, envelope: 'Bad Gateway' }),
    );
    await expect(navigate('/overview')).rejects.toThrow('Request failed with status code 502');
    expect(getCookie(StoredKey.siteToken)).toBe('tok-1');
  });
});

describe('when the guard runs again', () => {
  const move = (from: string, to: string) =>
    shouldRevalidateGuard({
      currentUrl: new URL(from, 'http://shell.test'),
      nextUrl: new URL(to, 'http://shell.test'),
      defaultShouldRevalidate: true,
    } as ShouldRevalidateFunctionArgs);

  const openMemberTab = () => {
    signIn();
    resetTabs();
    addView({ ...OVERVIEW_VIEW, path: '/member/index', fullPath: '/member/index', name: 'member', meta: {} });
    permission.loaded = true;
  };

  afterEach(() => {
    resetTabs();
    vi.unstubAllGlobals();
  });

  test('[NAV-07] a switch to an open tab of a checked session does not wait for the server; the rest run the guard', async () => {
    openMemberTab();
    expect(move('/member/index', '/overview')).toBe(false);
    expect(move('/overview', '/member/index')).toBe(false);
    // A page not open as a tab, an explicit revalidation, and a session not yet loaded re-check.
    expect(move('/overview', '/goods/category/list')).toBe(true);
    expect(move('/overview', '/overview')).toBe(true);
    permission.loaded = false;
    expect(move('/overview', '/member/index')).toBe(true);
    await vi.waitFor(() => expect(validateLoginState).toHaveBeenCalled());
  });

  test('[NAV-07] [NAV-10] a tab switch checks the login state in the background and loads /login when it ended', async () => {
    openMemberTab();
    const assign = vi.fn();
    vi.stubGlobal('location', { hostname: window.location.hostname, assign });
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('登录已失效，请重新登录', { code: '1024', envelope: { code: '1024' } }),
    );
    expect(move('/overview', '/member/index')).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fmember%2Findex'));
    expect(validateLoginState).toHaveBeenCalledWith({
      siteToken: 'tok-1',
      siteUserId: 'u1',
      platformNum: '100001',
    });
    expect(getCookie(StoredKey.siteToken)).toBeUndefined();
    expect(permission.loaded).toBe(false);
    expect(takeFlashMessage()).toBe('登录已失效，请重新登录');
  });

  test('[NAV-07] a background check that passes, or gets no answer, leaves the session and the page alone', async () => {
    openMemberTab();
    const assign = vi.fn();
    vi.stubGlobal('location', { hostname: window.location.hostname, assign });
    expect(move('/overview', '/member/index')).toBe(false);
    await vi.waitFor(() => expect(getCookie(StoredKey.secret)).toBe('1'));
    vi.mocked(validateLoginState).mockRejectedValue(
      new ApiError('网络开小差，请稍后重试', { code: 'ERR_NETWORK' }),
    );
    expect(move('/member/index', '/overview')).toBe(false);
    await vi.waitFor(() => expect(validateLoginState).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).not.toHaveBeenCalled();
    expect(getCookie(StoredKey.siteToken)).toBe('tok-1');
    expect(permission.loaded).toBe(true);
  });
});
