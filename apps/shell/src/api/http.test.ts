// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { calls as api, Code, SSO_SUCCESS_CODES } from '@rcadmin/contract/wire';
import i18n from '../i18n';
import { notify } from '../utils/feedback';
import {
  ApiError,
  callApi,
  callEnvelope,
  getEnvelope,
  isSuccessEnvelope,
  loadHttp,
  resolveApiBase,
  setApiBase,
  toFormBody,
  transportErrorMessage,
} from './http';
import { setUpReplyServer, startReplyServer } from './testing/reply-server';

vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const server = setUpReplyServer();
beforeEach(async () => {
  vi.mocked(notify.error).mockClear();
  await i18n.changeLanguage('zh');
});

const ok = (result: unknown) => ({ success: true, code: '0', msg: '成功', content: { result } });

describe('http client defaults', () => {
  test('[API-02] every call has a 10000 ms timeout and sends credentials', async () => {
    const http = await loadHttp();
    expect(http.defaults.timeout).toBe(10_000);
    expect(http.defaults.withCredentials).toBe(true);
    // The shell's own calls (fetch): a call with no answer gives up at 10 s, not before.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.answer('hang');
      const call = callApi('userInfo', undefined);
      const outcome = call.then(
        () => 'answered',
        (error: Error) => error.message,
      );
      await vi.advanceTimersByTimeAsync(9_999);
      await expect(Promise.race([outcome, Promise.resolve('pending')])).resolves.toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe('网络开小差，请稍后重试');
    } finally {
      vi.useRealTimers();
    }
  });

  test('[API-01] the base prefix comes from runtime config, else /api', () => {
    expect(resolveApiBase(undefined)).toBe('/api');
    expect(resolveApiBase({})).toBe('/api');
    expect(resolveApiBase({ apiBase: '/gateway' })).toBe('/gateway');
  });
});

describe('success rules (pure)', () => {
  test('[ERR-01] success flag, code 2009003, any errorCode or msg 成功 count as success', () => {
    expect(isSuccessEnvelope({ success: true, code: '0' })).toBe(true);
    expect(isSuccessEnvelope({ success: false, code: '2009003', msg: 'x' })).toBe(true);
    expect(isSuccessEnvelope({ success: false, code: '9', errorCode: '2002001', msg: 'x' })).toBe(true);
    expect(isSuccessEnvelope({ code: '1001', msg: '成功', data: [] })).toBe(true);
    expect(isSuccessEnvelope({ success: false, code: '2001001', msg: '密码错误' })).toBe(false);
    expect(isSuccessEnvelope('<html>')).toBe(false);
    expect(isSuccessEnvelope(null)).toBe(false);
  });

  test("[ERR-12] codes '0', '-1' and '2009003' are success; the sign-in calls also take 2002012", () => {
    for (const code of ['0', '-1', '2009003']) expect(isSuccessEnvelope({ code, msg: 'x' })).toBe(true);
    expect(isSuccessEnvelope({ code: '2002012', msg: 'x' })).toBe(false);
    expect(isSuccessEnvelope({ code: '2002012', msg: 'x' }, SSO_SUCCESS_CODES)).toBe(true);
    expect(isSuccessEnvelope({ code: '2001001', msg: 'x' }, SSO_SUCCESS_CODES)).toBe(false);
  });

  test('[ERR-13] code 1024 is never success', () => {
    expect(isSuccessEnvelope({ success: true, code: '1024', msg: '成功' })).toBe(false);
    expect(isSuccessEnvelope({ code: '1024', errorCode: '1024' })).toBe(false);
  });

  test('[ERR-04] timeouts and Network Error read 网络开小差，请稍后重试', () => {
    expect(transportErrorMessage({ code: 'ECONNABORTED', message: 'timeout of 1ms exceeded' })).toBe(
      '网络开小差，请稍后重试',
    );
    expect(transportErrorMessage({ code: 'ERR_NETWORK', message: 'Network Error' })).toBe(
      '网络开小差，请稍后重试',
    );
  });

  test('[API-03] form bodies carry primitives as text and nested values as JSON', () => {
    expect(toFormBody({ a: 'x y', n: 1, b: true, skip: undefined, list: [{ id: '1' }] }).toString()).toBe(
      'a=x+y&n=1&b=true&list=%5B%7B%22id%22%3A%221%22%7D%5D',
    );
  });
});

describe('http client against a real server', () => {
  test('[API-01] calls go to the contract path under the base prefix', async () => {
    server.answer({ body: ok({ name: 'A', roles: ['admin'] }) });
    await callApi('userInfo', undefined);
    expect(server.last().method).toBe('GET');
    expect(server.last().url).toBe(`/api${api.userInfo.path}`);
  });

  test('[ERR-01] resolves with content.result of a success envelope', async () => {
    server.answer({ body: ok({ valid: true }) });
    await expect(callApi('validate', { siteToken: 'a', siteUserId: 'b', platformNum: 'c' })).resolves.toEqual(
      { valid: true },
    );
    expect(notify.error).not.toHaveBeenCalled();
  });

  test('[ERR-01] code 2009003 and an errorCode resolve with the envelope', async () => {
    server.answer({ body: { success: false, code: '2009003', msg: 'done', content: { result: 1 } } });
    await expect(callApi('userInfo', undefined)).resolves.toBe(1);
    const changed = { success: false, code: '2002000', errorCode: '2002000', msg: '修改成功' };
    server.answer({ body: changed });
    await expect(callEnvelope('changePass', { oldPwd: 'a', newPwd: 'b', confirmPwd: 'b' })).resolves.toEqual(
      changed,
    );
  });

  test('[API-28] the articles host answers 1001 with msg 成功: resolves with data', async () => {
    server.answer({ body: { code: '1001', msg: '成功', data: { notice: [] } } });
    await expect(callApi('noticeList', { columnId: 18, page: 1, limitNum: 4 })).resolves.toEqual({
      notice: [],
    });
  });

  test('[ERR-02] a failure toasts the server msg for 5 s and rejects', async () => {
    server.answer({ body: { success: false, code: '2001001', msg: '账号或密码错误' } });
    const error = await callApi('userInfo', undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '账号或密码错误', code: '2001001' });
    expect(notify.error).toHaveBeenCalledWith('账号或密码错误', 5000);
  });

  test("[ERR-02] a failure without msg toasts 'error'", async () => {
    server.answer({ body: { success: false, code: '5000' } });
    await expect(callApi('userInfo', undefined)).rejects.toThrow('error');
    expect(notify.error).toHaveBeenCalledWith('error', 5000);
  });

  test('[ERR-13] code 1024 rejects even with msg 成功', async () => {
    server.answer({ body: { success: true, code: '1024', msg: '成功', content: { result: null } } });
    await expect(callApi('userInfo', undefined)).rejects.toMatchObject({ code: '1024' });
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  test('[ERR-03] silent calls skip the toast but still reject', async () => {
    server.answer({ body: { success: false, code: '4000', msg: 'bad' } });
    await expect(callApi('userInfo', undefined, { silent: true })).rejects.toThrow('bad');
    expect(notify.error).not.toHaveBeenCalled();
  });

  test('[ERR-04] a timeout toasts 网络开小差，请稍后重试', async () => {
    server.answer('hang');
    await expect(callApi('userInfo', undefined, { timeout: 50 })).rejects.toThrow('网络开小差，请稍后重试');
    expect(notify.error).toHaveBeenCalledWith('网络开小差，请稍后重试', 5000);
  });

  test('[ERR-05] other HTTP errors show the envelope msg, else their message', async () => {
    server.answer({ status: 500, body: { success: false, code: '5000', msg: '服务器内部错误' } });
    await expect(callApi('userInfo', undefined)).rejects.toMatchObject({
      message: '服务器内部错误',
      status: 500,
      code: '5000',
    });
    server.answer({ status: 502, raw: 'Bad Gateway' });
    await expect(callApi('userInfo', undefined)).rejects.toThrow('Request failed with status code 502');
    expect(notify.error).toHaveBeenLastCalledWith('Request failed with status code 502', 5000);
  });

  test('a refusal for want of a grant (4030, HTTP 403) shows the server msg', async () => {
    const msg = '您在当前门店没有此功能的权限，请联系商户管理员';
    server.answer({ status: 403, body: { success: false, code: Code.forbidden, msg } });
    await expect(callApi('merchantInfo', undefined)).rejects.toMatchObject({
      message: msg,
      status: 403,
      code: Code.forbidden,
    });
    expect(notify.error).toHaveBeenLastCalledWith(msg, 5000);
  });

  test('[API-03] POST bodies are form-encoded and carry the x-site-token header', async () => {
    vi.stubGlobal('document', { cookie: 'siteToken=tok-1' });
    server.answer({ body: ok(true) });
    await callApi('logout', { token: 'tok-1', userId: 'u1' });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.headers['x-site-token']).toBe('tok-1');
    expect(new URLSearchParams(request.body).get('userId')).toBe('u1');
    vi.unstubAllGlobals();
  });

  test('a GET that changes data (access session+site, e.g. checkVerifyCode) carries the x-site-token header too', async () => {
    vi.stubGlobal('document', { cookie: 'siteToken=tok-1' });
    server.answer({ body: ok({ success: true }) });
    await callApi('checkVerifyCode', {
      identity: '13800000000',
      appCode: 'rcadmin',
      appServiceCode: 'password',
      verifyCode: '123456',
    });
    expect(server.last().method).toBe('GET');
    expect(server.last().headers['x-site-token']).toBe('tok-1');
    server.answer({ body: ok({ name: 'A', roles: [] }) });
    await callApi('userInfo', undefined);
    expect(server.last().headers['x-site-token']).toBeUndefined();
    vi.unstubAllGlobals();
  });

  test('[API-15] calls the contract marks json send a JSON body', async () => {
    server.answer({ body: ok({ expireSeconds: 300, resendSeconds: 60 }) });
    const body = {
      request: {
        appCode: 'rcadmin',
        appServiceCode: 'login' as const,
        phoneNo: '13800000000',
        tenantId: 't1',
      },
      _platform_num: '100001',
    };
    await callApi('sendVerifyCode', body);
    expect(server.last().headers['content-type']).toContain('application/json');
    expect(JSON.parse(server.last().body)).toEqual(body);
  });

  test('[API-08] the sys param call sends the param name as query', async () => {
    server.answer({ body: ok({ pwdCheckVcode: '1' }) });
    await callApi('sysParam', { paramName: 'pwdCheckVcode' });
    expect(server.last().url).toBe('/api/bmc/sys/param/get.do?paramName=pwdCheckVcode');
  });

  test('a call its caller aborts rejects with the abort, without a toast', async () => {
    server.answer('hang');
    const controller = new AbortController();
    const call = callApi('userInfo', undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify.error).not.toHaveBeenCalled();
  });

  test('[ERR-04] a lost connection toasts 网络开小差，请稍后重试', async () => {
    const elsewhere = await startReplyServer();
    await elsewhere.close();
    setApiBase(elsewhere.url);
    try {
      await expect(callApi('userInfo', undefined)).rejects.toMatchObject({
        message: '网络开小差，请稍后重试',
        code: 'ERR_NETWORK',
      });
    } finally {
      setApiBase(server.url);
    }
  });

  test('a GET of a path of its own sends its query and keeps the success rules', async () => {
    server.answer({ body: { success: true, code: '0', msg: '成功', data: { pages: [] } } });
    await expect(
      getEnvelope('/grey/g.json', { _platform_num: '100001', ids: ['1', '2'] }),
    ).resolves.toMatchObject({
      data: { pages: [] },
    });
    expect(server.last().url).toBe('/api/grey/g.json?_platform_num=100001&ids%5B%5D=1&ids%5B%5D=2');
    server.answer({ body: { success: false, code: '500', msg: '失败' } });
    await expect(getEnvelope('/grey/g.json', undefined, { silent: true })).rejects.toMatchObject({
      code: '500',
    });
    expect(notify.error).not.toHaveBeenCalled();
  });
});
