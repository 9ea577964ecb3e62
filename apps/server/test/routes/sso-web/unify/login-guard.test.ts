import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeNumbers, loginAttempts } from '../../../../src/db/schema';
import { codeNumberHash, codeNumberKey } from '../../../../src/services/auth';
import { testConfig } from '../../../config';
import { recordFigures } from '../../../reliability-figures';
import {
  Agent,
  DEMO,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type TestApp,
} from '../../../helpers';

const REQUESTER_COOKIE = '__Host-rc_code_number';

/** One browser on the sign-in page: its code-number cookie goes with every request. */
class Browser {
  requester: string | undefined;
  constructor(readonly t: TestApp) {}

  private get headers(): Record<string, string> {
    return this.requester ? { cookie: `${REQUESTER_COOKIE}=${this.requester}` } : {};
  }

  /** Fetch a code-number image (keeping the cookie it sets), and read its digits. */
  async readCodeImage(loginName: string): Promise<string> {
    const response = await this.t.app.inject({
      method: 'GET',
      url: '/api/sso-web/unify/site/codeNumber.do',
      query: { platformNum: DEMO, loginName },
      headers: this.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === REQUESTER_COOKIE);
    expect(cookie).toBeDefined();
    this.requester = cookie?.value;
    return answerOf(this.t, loginName, this.requester as string);
  }

  attempt(loginName: string, password: string, codeNumber?: string) {
    return new Agent(this.t.app).call('login', {
      body: { platformNum: DEMO, loginName, password, ...(codeNumber === undefined ? {} : { codeNumber }) },
      headers: this.headers,
    });
  }
}

/**
 * The answer of the requester's pending image. Its glyphs are drawn as outlines, so the test reads
 * it the other way: the stored hash of a 4-digit answer, tried against all 10,000.
 */
async function answerOf(t: TestApp, loginName: string, requester: string): Promise<string> {
  const key = codeNumberKey(DEMO, loginName, requester);
  const [row] = await t.database.db.select().from(codeNumbers).where(eq(codeNumbers.key, key));
  expect(row).toBeDefined();
  for (let n = 0; n < 10_000; n++) {
    const digits = String(n).padStart(4, '0');
    if (codeNumberHash(key, digits) === row?.answerHash) return digits;
  }
  throw new Error('no 4-digit answer matches the stored hash');
}

const attempt = (t: TestApp, loginName: string, password: string) =>
  new Agent(t.app).call('login', { body: { platformNum: DEMO, loginName, password } });

describe.each(TEST_DATABASES)('sign-in guard on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-27] draws a 4-digit code-number image as SVG glyph outlines over noise, a new one each time', async () => {
    const browser = new Browser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sso-web/unify/site/codeNumber.do',
      query: { platformNum: DEMO, loginName: 'anyone' },
    });
    const svg = response.body;
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text/);
    // Four glyphs and the noise curves, all paths.
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(6);
    const first = await browser.readCodeImage('anyone');
    expect(first).toMatch(/^\d{4}$/);
    const images = [];
    for (let i = 0; i < 3; i++) images.push(await browser.readCodeImage('anyone'));
    for (const digits of images) expect(digits).toMatch(/^\d{4}$/);
  });

  it('sets the code-number cookie HttpOnly, SameSite=Strict, for the 5 minutes of an image', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sso-web/unify/site/codeNumber.do',
      query: { platformNum: DEMO, loginName: 'anyone' },
    });
    const cookie = response.cookies.find((c) => c.name === REQUESTER_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/',
      maxAge: 300,
    });
  });

  it('asks for the code-number image on the 6th attempt and locks the account key on the 11th', async () => {
    const browser = new Browser(t);
    for (let i = 1; i <= 5; i++) {
      const body = expectFail(await browser.attempt('soon', 'Wrong@2026'), '2001001', 200);
      expect(body.needCodeNumber ?? false).toBe(i >= 5);
    }
    // Even the right password needs the image now.
    expect(expectFail(await browser.attempt('soon', 'Soon@2026'), '2001002', 200).needCodeNumber).toBe(true);
    await browser.readCodeImage('soon');
    expectFail(await browser.attempt('soon', 'Soon@2026', '99999'), '2001002', 200);
    // A wrong guess uses the image up: the right digits of it no longer help.
    for (let i = 6; i <= 10; i++) {
      const digits = await browser.readCodeImage('soon');
      expectFail(await browser.attempt('soon', 'Wrong@2026', digits), '2001001', 200);
    }
    const locked = expectFail(
      await browser.attempt('soon', 'Soon@2026', await browser.readCodeImage('soon')),
      '2001003',
      200,
    );
    expect(locked.msg).toMatch(/15 min/);

    // 15 minutes later the key opens again, and a success resets the count.
    t.clock.advance(15 * 60_000 + 1000);
    expectOk(await browser.attempt('soon', 'Soon@2026'), 'login');
    expectFail(await browser.attempt('soon', 'Wrong@2026'), '2001001', 200);
  });

  it('lets the right password through with the right image answer, and resets the count', async () => {
    const browser = new Browser(t);
    for (let i = 0; i < 5; i++) await browser.attempt('expired', 'Wrong@2026');
    const digits = await browser.readCodeImage('expired');
    expectOk(await browser.attempt('expired', 'Expired@2026', digits), 'login');
    expectOk(await browser.attempt('expired', 'Expired@2026'), 'login');
  });

  it('an image answer expires after 5 minutes', async () => {
    const browser = new Browser(t);
    for (let i = 0; i < 5; i++) await browser.attempt('nostore', 'Wrong@2026');
    const digits = await browser.readCodeImage('nostore');
    t.clock.advance(5 * 60_000 + 1000);
    expectFail(await browser.attempt('nostore', 'Nostore@2026', digits), '2001002', 200);
  });

  it("a new image only for the one who asked: another client's image request leaves the pending challenge alone", async () => {
    const person = new Browser(t);
    const stranger = new Browser(t);
    for (let i = 0; i < 5; i++) await person.attempt('clerk', 'Wrong@2026');
    const digits = await person.readCodeImage('clerk');
    // Someone else asks for images of the same account, again and again.
    for (let i = 0; i < 3; i++) await stranger.readCodeImage('clerk');
    expectOk(await person.attempt('clerk', 'Clerk@2026', digits), 'login');
    // The stranger's answers are no use from another browser (no cookie, or another one).
    for (let i = 0; i < 5; i++) await person.attempt('clerk', 'Wrong@2026');
    const theirs = await stranger.readCodeImage('clerk');
    expectFail(await attempt(t, 'clerk', 'Clerk@2026'), '2001002', 200);
    const body = await new Agent(t.app).call('login', {
      body: { platformNum: DEMO, loginName: 'clerk', password: 'Clerk@2026', codeNumber: theirs },
    });
    expectFail(body, '2001002', 200);
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

/** Bursts come from one address: the sign-in rate limits (sign-in-limits.test.ts) stand aside. */
const NO_RATE_LIMITS = { windowMs: 60_000, perIp: 100_000, perTenant: 100_000 };

const codeOf = (response: { json(): unknown }) => (response.json() as { code: string }).code;

describe.each(TEST_DATABASES)('sign-in guard under concurrency on %s', (kind) => {
  const t = useTestApp(kind, { signInRateLimits: NO_RATE_LIMITS });

  it('200 concurrent wrong passwords on one account: at most 10 password checks, then the image or the lock', async () => {
    const before = t.app.auth.passwordChecks.stats().computed;
    const answers = await Promise.all(Array.from({ length: 200 }, () => attempt(t, 'admin', 'Wrong@2026')));
    const codes = answers.map(codeOf);
    const checked = codes.filter((code) => code === '2001001').length;
    // Answered without a password check: the image, the lock, or (every scrypt slot busy) 503.
    const held = codes.filter((code) => ['2001002', '2001003', '5003'].includes(code)).length;
    const scryptRuns = t.app.auth.passwordChecks.stats().computed - before;
    recordFigures('brute-force', {
      concurrentAttempts: answers.length,
      badCredentialsAnswers: checked,
      imageOrLockAnswers: held,
      scryptRuns,
    });
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + held).toBe(200);
    expect(scryptRuns).toBe(checked);
  });

  it('200 concurrent wrong old passwords in a password change: at most 10 checks, then the account locks', async () => {
    const agent = await signedIn(t.app, DEMO, 'soon', 'Soon@2026');
    const change = (oldPwd: string) =>
      agent.call('changePass', { body: { oldPwd, newPwd: 'Fresh@2026x', confirmPwd: 'Fresh@2026x' } });
    const codes = (await Promise.all(Array.from({ length: 200 }, () => change('Nope@2026')))).map(codeOf);
    const checked = codes.filter((code) => code === '2002001').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    // The rest: the lock, or 503 while the checks that did run held every scrypt slot.
    expect(codes.filter((code) => code === '2001003' || code === '5003')).toHaveLength(200 - checked);
    // Locked: the right old password, and the sign-in, wait the 15 minutes out.
    expectFail(await change('Soon@2026'), '2001003', 200);
    expectFail(await attempt(t, 'soon', 'Soon@2026'), '2001003', 200);
  });
});

describe.each(TEST_DATABASES)('scrypt slots on %s', (kind) => {
  const t = useTestApp(kind, {
    signInRateLimits: NO_RATE_LIMITS,
    passwordChecks: { concurrency: 1, queue: 1 },
    loadLimits: { ...testConfig().loadLimits, retryAfterS: 3 },
  });

  it('past the slots and their queue a sign-in is refused with 503 and Retry-After, and not counted', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `ghost-${i}`);
    const answers = await Promise.all(names.map((name) => attempt(t, name, 'Wrong@2026')));
    const busy = answers.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.length - busy.length).toBeGreaterThanOrEqual(2);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('3');
      expect(expectFail(response, '5003', 503).msg).toBe('The server is busy; please try again in 3 s.');
    }
    // A refusal for the server's load is no wrong password: those accounts' counts stay at 0
    // (no counter at all when the slots were already full as the request came in, or a counter
    // taken back when they filled while it was being counted).
    for (const [i, response] of answers.entries()) {
      const [row] = await t.database.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, JSON.stringify([DEMO, names[i]])));
      expect(row?.failures ?? 0).toBe(response.statusCode === 503 ? 0 : 1);
    }
    expect(t.app.auth.passwordChecks.stats().refused).toBe(busy.length);
  });
});
