import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { setUpReplyServer } from '../api/testing/reply-server';
import { session } from '../stores/session';
import { createRateLimiter, ERROR_LOG_CLIENT, installErrorLog, reportClientError } from './error-log';

const server = setUpReplyServer({ adapter: 'http' });
beforeAll(() => {
  server.answer({ body: { success: true, code: '0', msg: '成功', content: { result: true } } });
});
afterEach(() => {
  session.siteToken = '';
  server.requests.length = 0;
});

const signedIn = () =>
  Object.assign(session, {
    siteToken: 'tok-1',
    siteUserId: '7',
    siteUserName: '张三',
    platformNum: '100001',
    tenantName: 'Demo Retail',
  });

describe('error log', () => {
  test('[ERR-14] an uncaught error becomes an operation-log record of the signed-in user', async () => {
    signedIn();
    await reportClientError(new TypeError('x is not a function'), '\n    at Page');
    expect(server.requests).toHaveLength(1);
    expect(server.last().url).toBe(`/api${calls.syncSysOperatorLog.path}`);
    const record = Object.fromEntries(new URLSearchParams(server.last().body));
    expect(record).toMatchObject({
      tenantId: '100001',
      tenantName: 'Demo Retail',
      opt: 'TypeError: x is not a function',
      client: ERROR_LOG_CLIENT,
      optUserCode: '7',
      optUserName: '张三',
      menuCode: window.location.pathname,
    });
    expect(record.optTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(record.addr).toContain('at Page');
    expect(record.addr!.length).toBeLessThanOrEqual(500);
  });

  test('[ERR-14] without a session nothing is sent (the server would refuse it)', async () => {
    await reportClientError(new Error('before sign-in'));
    expect(server.requests).toHaveLength(0);
  });

  test('[ERR-14] window errors and unhandled rejections are reported', async () => {
    signedIn();
    const remove = installErrorLog();
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('from a handler') }));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: new Error('from a promise'),
      }) as PromiseRejectionEvent,
    );
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    const opts = server.requests.map((request) => new URLSearchParams(request.body).get('opt'));
    expect(opts).toEqual(['RangeError: from a handler', 'Error: from a promise']);
    remove();
  });

  test('[ERR-14] the rate limit: a repeated message once per window, at most N per window', () => {
    let now = 0;
    const allow = createRateLimiter(2, 60_000, () => now);
    expect(allow('a')).toBe(true);
    expect(allow('a')).toBe(false);
    expect(allow('b')).toBe(true);
    expect(allow('c')).toBe(false);
    now = 60_000;
    expect(allow('a')).toBe(true);
    expect(allow('c')).toBe(true);
  });
});
