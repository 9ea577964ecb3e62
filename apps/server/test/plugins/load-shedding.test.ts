import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { expectFail, expectOk, signedIn, until, useTestApp, DEMO } from '../helpers';

/** Keeps the event loop busy, as a burst of work the process cannot keep up with would. */
function blockEventLoop(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('load shedding', () => {
  // A low delay limit, so a short burst of blocking work is past capacity.
  const t = useTestApp('pglite', {
    loadLimits: {
      maxEventLoopDelayMs: 50,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 200,
      retryAfterS: 7,
    },
  });

  it('past capacity refuses calls with 503, Retry-After and the failure envelope, then serves again', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    agent.language = 'zh';
    // Starting the app and signing in are themselves past so low a limit: begin calm.
    await until(() => !t.app.isUnderPressure(), 'a calm sample');
    expectOk(await agent.call('userInfo'), 'userInfo');

    blockEventLoop(600);
    await until(() => t.app.isUnderPressure(), 'the next sample to see the delay');
    const refused = await agent.call('userInfo');
    const body = expectFail(refused, '5003', 503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(body.msg).toBe('服务器繁忙，请7秒后重试');
    agent.language = 'en';
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.statusCode).toBe(503);

    await until(() => !t.app.isUnderPressure(), 'a calm sample');
    expectOk(await agent.call('userInfo'), 'userInfo');
  });
});

describe('load limits', () => {
  it('default to a 2 s event-loop delay, utilisation off, and read the environment', () => {
    expect(loadConfig({}).loadLimits).toEqual({
      maxEventLoopDelayMs: 2000,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 1000,
      retryAfterS: 10,
    });
    expect(
      loadConfig({
        MAX_EVENT_LOOP_DELAY_MS: '500',
        MAX_EVENT_LOOP_UTILIZATION: '0.95',
        LOAD_SAMPLE_INTERVAL_MS: '250',
        RETRY_AFTER_S: '5',
      }).loadLimits,
    ).toEqual({
      maxEventLoopDelayMs: 500,
      maxEventLoopUtilization: 0.95,
      sampleIntervalMs: 250,
      retryAfterS: 5,
    });
    expect(() => loadConfig({ MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(/between 0 and 1/);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/non-negative integer/);
  });
});
