import { describe, expect, it } from 'vitest';
import {
  Agent,
  DEMO,
  TEST_DATABASES,
  expectFail,
  expectOk,
  useTestApp,
  type TestApp,
} from '../../../helpers';

/** The digits of a code-number image, as a person reads them. */
async function readCodeImage(t: TestApp, loginName: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/sso-web/unify/site/codeNumber.do',
    query: { platformNum: DEMO, loginName },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.headers['cache-control']).toBe('no-store');
  return [...response.body.matchAll(/>(\d)<\/text>/g)].map((match) => match[1]).join('');
}

const attempt = (t: TestApp, loginName: string, password: string, codeNumber?: string) =>
  new Agent(t.app).call('login', {
    body: { platformNum: DEMO, loginName, password, ...(codeNumber === undefined ? {} : { codeNumber }) },
  });

describe.each(TEST_DATABASES)('sign-in guard on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-27] draws a 4-digit code-number image as SVG, a new one each time', async () => {
    const first = await readCodeImage(t, 'anyone');
    expect(first).toMatch(/^\d{4}$/);
    const images = await Promise.all([1, 2, 3].map(() => readCodeImage(t, 'anyone')));
    for (const digits of images) expect(digits).toMatch(/^\d{4}$/);
  });

  it('asks for the code-number image on the 6th attempt and locks the account key on the 11th', async () => {
    for (let i = 1; i <= 5; i++) {
      const body = expectFail(await attempt(t, 'soon', 'Wrong@2026'), '2001001', 200);
      expect(body.needCodeNumber ?? false).toBe(i >= 5);
    }
    // Even the right password needs the image now.
    expect(expectFail(await attempt(t, 'soon', 'Soon@2026'), '2001002', 200).needCodeNumber).toBe(true);
    await readCodeImage(t, 'soon');
    expectFail(await attempt(t, 'soon', 'Soon@2026', '99999'), '2001002', 200);
    // A wrong guess uses the image up: the right digits of it no longer help.
    for (let i = 6; i <= 10; i++) {
      const digits = await readCodeImage(t, 'soon');
      expectFail(await attempt(t, 'soon', 'Wrong@2026', digits), '2001001', 200);
    }
    const locked = expectFail(
      await attempt(t, 'soon', 'Soon@2026', await readCodeImage(t, 'soon')),
      '2001003',
      200,
    );
    expect(locked.msg).toMatch(/15 min/);

    // 15 minutes later the key opens again, and a success resets the count.
    t.clock.advance(15 * 60_000 + 1000);
    expectOk(await attempt(t, 'soon', 'Soon@2026'), 'login');
    expectFail(await attempt(t, 'soon', 'Wrong@2026'), '2001001', 200);
  });

  it('lets the right password through with the right image answer, and resets the count', async () => {
    for (let i = 0; i < 5; i++) await attempt(t, 'expired', 'Wrong@2026');
    const digits = await readCodeImage(t, 'expired');
    expectOk(await attempt(t, 'expired', 'Expired@2026', digits), 'login');
    expectOk(await attempt(t, 'expired', 'Expired@2026'), 'login');
  });

  it('an image answer expires after 5 minutes', async () => {
    for (let i = 0; i < 5; i++) await attempt(t, 'nostore', 'Wrong@2026');
    const digits = await readCodeImage(t, 'nostore');
    t.clock.advance(5 * 60_000 + 1000);
    expectFail(await attempt(t, 'nostore', 'Nostore@2026', digits), '2001002', 200);
  });

  it('counts failures of unknown accounts the same way, with identical answers', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await attempt(t, 'newbie', 'Wrong@2026')).body);
      unknown.push((await attempt(t, 'ghost', 'Wrong@2026')).body);
    }
    expect(unknown).toEqual(known);
    expect(JSON.parse(known[5] as string)).toMatchObject({ code: '2001002', needCodeNumber: true });
  });

  it('spends comparable time on unknown users and wrong passwords (no enumeration by timing)', async () => {
    const time = async (loginName: string) => {
      const start = performance.now();
      await attempt(t, loginName, 'Wrong@2026');
      return performance.now() - start;
    };
    // Warm up the dummy hash, then compare medians.
    await time('warmup-ghost');
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      knownTimes.push(await time('admin'));
      unknownTimes.push(await time(`ghost-${i}`));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3);
  });
});
