// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { calls as api } from '@rcadmin/contract/wire';
import i18n from '../i18n';
import { getDeptRoleList, getSiteMenuList, getSysParam } from './bmc';
import {
  checkUserInfo,
  codeNumberImage,
  getTenantInfo,
  getUserInfo,
  logout,
  recordLogin,
  validateLoginState,
} from './sso';
import { setUpReplyServer } from './testing/reply-server';

vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const server = setUpReplyServer();
beforeEach(() => i18n.changeLanguage('en'));

const ok = (result: unknown, code = '0') => ({ success: true, code, msg: '成功', content: { result } });
const form = () => new URLSearchParams(server.last().body);

describe('single sign-on calls', () => {
  test('[API-19] [NAV-07] login-state validation sends siteToken base64, siteUserId and platform number', async () => {
    server.answer({ body: ok({ valid: true }) });
    await validateLoginState({ siteToken: 'tok-1', siteUserId: 'u1', platformNum: '100001' });
    expect(server.last().url).toBe(`/api${api.validate.path}`);
    expect(Object.fromEntries(form())).toEqual({
      siteToken: btoa('tok-1'),
      siteUserId: 'u1',
      platformNum: '100001',
    });
  });

  test('[API-20] logout sends token and userId', async () => {
    server.answer({ body: ok(true) });
    await logout({ token: 'tok-1', userId: 'u1' });
    expect(server.last().url).toBe(`/api${api.logout.path}`);
    expect(Object.fromEntries(form())).toEqual({ token: 'tok-1', userId: 'u1' });
  });

  test('[AUTH-08] user info needs data and a non-empty roles array', async () => {
    const info = { name: 'A', avatar: '', introduction: '', roles: ['admin'], loginName: 'a', mobile: '' };
    server.answer({ body: ok(info) });
    await expect(getUserInfo()).resolves.toEqual(info);
    server.answer({ body: ok(null) });
    await expect(getUserInfo()).rejects.toThrow('Verification failed, please Login again.');
    server.answer({ body: ok({ ...info, roles: [] }) });
    await expect(getUserInfo()).rejects.toThrow('getInfo: roles must be a non-null array!');
    expect(() => checkUserInfo({ ...info, roles: undefined as unknown as string[] })).toThrow(
      'getInfo: roles must be a non-null array!',
    );
  });

  test("[AUTH-09] tenant info is accepted only with code '0'", async () => {
    const company = { tenantId: 't1', platformNum: '100001', companyName: 'Demo Retail', ssoMenuType: 0 };
    server.answer({ body: ok(company) });
    await expect(getTenantInfo('100001')).resolves.toMatchObject({ companyName: 'Demo Retail' });
    expect(server.last().url).toBe(`/api${api.tenantInfo.path}?platformNum=100001`);
    server.answer({ body: ok(company, '2009003') });
    await expect(getTenantInfo('100001')).rejects.toThrow(i18n.t('notifications.tenantFailed'));
    server.answer({ body: { success: false, code: '5000', msg: 'x' } });
    await expect(getTenantInfo('100001')).rejects.toThrow(i18n.t('notifications.tenantFailed'));
  });

  test('[API-22] [AUTH-07] record login sends ssoUserId and platform number and answers content.result', async () => {
    server.answer({ body: ok('uid-77') });
    await expect(recordLogin({ ssoUserId: 'u1', platformNum: '100001' })).resolves.toBe('uid-77');
    expect(Object.fromEntries(form())).toEqual({ ssoUserId: 'u1', platformNum: '100001' });
  });

  test('[API-27] the code-number image is fetched as a blob', async () => {
    server.answer({ raw: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const image = await codeNumberImage({ platformNum: '100001', loginName: 'admin' });
    expect(server.last().url).toBe(`/api${api.codeNumberImage.path}?platformNum=100001&loginName=admin`);
    expect(image).toBeInstanceOf(Blob);
    expect(await image.text()).toContain('<svg');
  });
});

describe('bmc calls', () => {
  test('[API-08] a system parameter is read from content.result[paramName]', async () => {
    server.answer({ body: ok({ isSpuUse: '1' }) });
    await expect(getSysParam('isSpuUse')).resolves.toBe('1');
  });

  test("[API-25] [ERR-09] the department list succeeds only with code '0'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entries = [{ storeCode: 'S1', storeName: 'One', roleIds: ['r1'] }];
    server.answer({ body: ok(entries) });
    await expect(getDeptRoleList('100001')).resolves.toEqual(entries);
    expect(server.last().url).toBe(`/api${api.deptRoleList.path}?_platform_num=100001`);
    server.answer({ body: ok(entries, '-1') });
    await expect(getDeptRoleList('100001')).rejects.toThrow('成功');
    server.answer({ body: { success: false, code: '2003001', msg: '用户未授权门店，请联系商户管理员处理' } });
    await expect(getDeptRoleList('100001')).rejects.toThrow('用户未授权门店，请联系商户管理员处理');
  });

  test('[AUTH-19] an empty department list is the unauthorised-store message', async () => {
    await i18n.changeLanguage('zh');
    server.answer({ body: ok([]) });
    await expect(getDeptRoleList('100001')).rejects.toThrow('用户未授权门店，请联系商户管理员处理');
  });

  test('[ERR-10] a failed department list request rejects with the same message and logs it', async () => {
    await i18n.changeLanguage('zh');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer({ status: 502, raw: 'Bad Gateway' });
    await expect(getDeptRoleList('100001')).rejects.toThrow('用户未授权门店，请联系商户管理员处理');
    expect(log).toHaveBeenCalled();
  });

  test('[API-23] [AUTH-18] the menu list sends siteToken, siteUserId, appCode rcadmin, platform number, roleList and the store', async () => {
    server.answer({ body: ok({ appList: [], collectList: [] }) });
    await getSiteMenuList({
      siteToken: 'tok',
      siteUserId: 'u1',
      platformNum: '100001',
      roleIds: ['r1', 'r2'],
      storeCode: 'S2',
    });
    expect(server.last().url).toBe(`/api${api.siteMenuList.path}`);
    expect(Object.fromEntries(form())).toEqual({
      siteToken: 'tok',
      siteUserId: 'u1',
      appCode: 'rcadmin',
      platformNum: '100001',
      roleList: 'r1,r2',
      storeCode: 'S2',
    });
  });
});
