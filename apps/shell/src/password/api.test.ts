// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { setUpReplyServer } from '../api/testing/reply-server';
import {
  changePassword,
  checkPasswordCode,
  PASSWORD_CHECK_SERVICE_CODE,
  queryPwdExpireInfo,
  sendPasswordCode,
} from './api';

vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const server = setUpReplyServer();

const ok = (result: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  code: '0',
  msg: '成功',
  content: { result },
  ...extra,
});

describe('password calls', () => {
  test('[PWD-17] the code check sends identity, app and service codes and the code; a failure carries the msg', async () => {
    server.answer({ body: { ...ok({ success: false }), msg: '短信验证码错误或已失效' } });
    expect(await checkPasswordCode('13900000002', '123456')).toEqual({
      ok: false,
      msg: '短信验证码错误或已失效',
    });
    const url = new URL(server.last().url, 'http://x');
    expect(url.pathname).toBe(`/api${calls.checkVerifyCode.path}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identity: '13900000002',
      appCode: 'rcadmin',
      appServiceCode: PASSWORD_CHECK_SERVICE_CODE,
      verifyCode: '123456',
    });
    expect(PASSWORD_CHECK_SERVICE_CODE).toBe('checkVerifyCode');
    server.answer({ body: ok({ success: true }) });
    expect((await checkPasswordCode('13900000002', '123456')).ok).toBe(true);
  });

  test("[PWD-16] the code is asked for with the code check's service code, the one the check accepts", async () => {
    server.answer({
      body: ok({ tenantId: '1', platformNum: '100002', companyName: 'Strict', ssoMenuType: 1 }),
    });
    // The same success answers the company check (tenant id) and the send.
    await sendPasswordCode('100002', '13900000002');
    const sent = server.requests.find((request) => request.url.endsWith(calls.sendVerifyCode.path));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      request: {
        appCode: 'rcadmin',
        appServiceCode: 'checkVerifyCode',
        phoneNo: '13900000002',
        tenantId: '1',
      },
      _platform_num: '100002',
    });
  });

  test('[ERR-11] [PWD-18] only errorCode 2002000 counts as a changed password', async () => {
    server.answer({ body: ok(true, { errorCode: '2002000' }) });
    expect(await changePassword({ oldPwd: 'a', newPwd: 'b', confirmPwd: 'b' })).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(server.last().body))).toEqual({
      oldPwd: 'a',
      newPwd: 'b',
      confirmPwd: 'b',
    });
    server.answer({ body: ok(true, { errorCode: '0' }) });
    expect(await changePassword({ oldPwd: 'a', newPwd: 'b', confirmPwd: 'b' })).toBe(false);
  });

  test('[ERR-07] a refused change rejects with the server msg', async () => {
    server.answer({ body: { success: false, code: '2002001', msg: '原始密码错误' } });
    await expect(changePassword({ oldPwd: 'a', newPwd: 'b', confirmPwd: 'b' })).rejects.toThrow(
      '原始密码错误',
    );
  });

  test('[PWD-06] the expiry query sends queryCond as JSON', async () => {
    server.answer({ body: ok({ expiredTip: true, expireDays: 5, pwdManagementStrategy: 1 }) });
    expect(await queryPwdExpireInfo({ userId: '7', token: 'tok', platformNum: '100001' })).toMatchObject({
      expireDays: 5,
    });
    expect(JSON.parse(server.last().body)).toEqual({
      queryCond: { userId: '7', token: 'tok', platformNum: '100001' },
    });
  });
});
