import { Code, SESSION_TOKEN_TTL_SECONDS, type EmbeddedAppSaveBody } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedApps } from '../../../src/db/schema';
import { DEMO, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp, type Agent } from '../../helpers';

const VENDOR_GROUP = 'rc-tripartite-group';
const MICRO = 'https://apps.example.org';
/** Where users reach the shell (PUBLIC_ORIGIN): the tokens' issuer. */
const SHELL = 'https://admin.shop.example';

let serial = 0;
const fresh = (stem: string) => `${stem}-${(++serial).toString(36)}`;

const frameBody = (overrides: Partial<EmbeddedAppSaveBody> = {}): EmbeddedAppSaveBody => ({
  name: fresh('vendor-token'),
  kind: 'frame',
  url: `https://token-${serial}.vendor.example/index.html`,
  connectOrigins: [],
  parentId: VENDOR_GROUP,
  enabled: true,
  trusted: false,
  ...overrides,
});

const keyOf = (secret: string) => new TextEncoder().encode(secret);

describe.each(TEST_DATABASES)('embedded app session tokens on %s', (kind) => {
  const t = useTestApp(kind, { microAppOrigins: [MICRO], publicOrigin: SHELL });
  let admin: Agent;
  let clerk: Agent;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    admin.language = 'en';
    clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
  });

  const register = async (body: EmbeddedAppSaveBody) =>
    expectOk(await admin.call('embeddedAppSave', { body }), 'embeddedAppSave');
  const tokenFor = (
    agent: Agent,
    body: { kind: 'frame'; origin: string } | { kind: 'microApp'; name: string },
  ) => agent.call('embeddedAppSessionToken', { body });

  it('shows the signing key once, in the answer that registers the app: never in the list or an edit', async () => {
    const app = await register(frameBody());
    expect(app.secret).toMatch(/^[\w-]{43}$/);
    const list = expectOk(await admin.call('embeddedAppList'), 'embeddedAppList');
    const listed = list.list.find((entry) => entry.id === app.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(list)).not.toContain(app.secret);
    const { secret: _secret, id, version, ...rest } = app;
    const edited = await register({ ...rest, id, version, parentId: VENDOR_GROUP, enabled: true });
    expect(edited).not.toHaveProperty('secret');
    // The edit kept the key: a token still verifies with the one shown.
    const origin = new URL(app.url).origin;
    const { token } = expectOk(await tokenFor(admin, { kind: 'frame', origin }), 'embeddedAppSessionToken');
    await expect(jwtVerify(token, keyOf(app.secret!), { audience: app.name })).resolves.toBeTruthy();
  });

  it("signs a token for the frame of the page's origin and the signed-in user: its claims, a life of at most 60 s", async () => {
    const app = await register(frameBody());
    const origin = new URL(app.url).origin;
    const answer = expectOk(await tokenFor(clerk, { kind: 'frame', origin }), 'embeddedAppSessionToken');
    const { payload, protectedHeader } = await jwtVerify(answer.token, keyOf(app.secret!), {
      audience: app.name,
      issuer: SHELL,
      algorithms: ['HS256'],
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      aud: app.name,
      iss: SHELL,
      sub: clerk.login?.siteUserId,
      tenant: DEMO,
      roles: expect.arrayContaining(['r-clerk']),
    });
    expect(payload).toHaveProperty('store');
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(SESSION_TOKEN_TTL_SECONDS);
    expect(payload.exp! - payload.iat!).toBeGreaterThan(0);
    expect(answer.expiresAt).toBe(payload.exp);
    expect(payload.jti).toMatch(/^[\w-]{16,}$/);
    // Each token is its own: another jti.
    const again = expectOk(await tokenFor(clerk, { kind: 'frame', origin }), 'embeddedAppSessionToken');
    expect(decodeJwt(again.token).jti).not.toBe(payload.jti);
    // Past its expiry it no longer verifies.
    await expect(
      jwtVerify(answer.token, keyOf(app.secret!), { currentDate: new Date((payload.exp! + 1) * 1000) }),
    ).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it("signs for a micro-app by its name, with that app's own key", async () => {
    const app = await register(
      frameBody({ name: fresh('token-micro'), kind: 'microApp', url: `${MICRO}/app.html`, trusted: true }),
    );
    const { token } = expectOk(
      await tokenFor(admin, { kind: 'microApp', name: app.name }),
      'embeddedAppSessionToken',
    );
    const { payload } = await jwtVerify(token, keyOf(app.secret!), { audience: app.name, issuer: SHELL });
    expect(payload.sub).toBe(admin.login?.siteUserId);
    // A frame of another app's key does not verify it.
    const other = await register(frameBody());
    await expect(jwtVerify(token, keyOf(other.secret!))).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
  });

  it('refuses a page that is no registered app, a disabled one, and one whose roles the user does not hold', async () => {
    expectFail(
      await tokenFor(admin, { kind: 'frame', origin: 'https://nobody.example' }),
      Code.notFound,
      404,
    );
    expectFail(await tokenFor(admin, { kind: 'microApp', name: 'no-such-app' }), Code.notFound, 404);
    const disabled = await register(frameBody({ enabled: false }));
    expectFail(
      await tokenFor(admin, { kind: 'frame', origin: new URL(disabled.url).origin }),
      Code.notFound,
      404,
    );
    const adminsOnly = await register(frameBody({ roleIds: ['r-admin'] }));
    const origin = new URL(adminsOnly.url).origin;
    expectFail(await tokenFor(clerk, { kind: 'frame', origin }), Code.notFound, 404);
    expectOk(await tokenFor(admin, { kind: 'frame', origin }), 'embeddedAppSessionToken');
    // A body of neither shape is a clear 400, not a 500.
    expectFail(await tokenFor(admin, { kind: 'frame' } as never), Code.invalidRequest, 400);
    expectFail(await tokenFor(admin, { kind: 'elsewhere', origin: 'x' } as never), Code.invalidRequest, 400);
  });

  it('an app registered before session tokens has no key: refused until its key is rotated', async () => {
    const app = await register(frameBody());
    await t.database.db
      .update(embeddedApps)
      .set({ sessionSecret: null })
      .where(eq(embeddedApps.id, Number(app.id)));
    const origin = new URL(app.url).origin;
    expectFail(await tokenFor(admin, { kind: 'frame', origin }), Code.notFound, 404);
    const rotated = expectOk(
      await admin.call('embeddedAppRotateSecret', { body: { id: app.id } }),
      'embeddedAppRotateSecret',
    );
    const { token } = expectOk(await tokenFor(admin, { kind: 'frame', origin }), 'embeddedAppSessionToken');
    await expect(jwtVerify(token, keyOf(rotated.secret))).resolves.toBeTruthy();
  });

  it('rotating the key shows the new one once; tokens signed from then on do not verify with the old one', async () => {
    const app = await register(frameBody());
    const origin = new URL(app.url).origin;
    const rotated = expectOk(
      await admin.call('embeddedAppRotateSecret', { body: { id: app.id } }),
      'embeddedAppRotateSecret',
    );
    expect(rotated).toEqual({ id: app.id, name: app.name, secret: expect.stringMatching(/^[\w-]{43}$/) });
    expect(rotated.secret).not.toBe(app.secret);
    const { token } = expectOk(await tokenFor(admin, { kind: 'frame', origin }), 'embeddedAppSessionToken');
    await expect(jwtVerify(token, keyOf(app.secret!))).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
    await expect(jwtVerify(token, keyOf(rotated.secret), { audience: app.name })).resolves.toBeTruthy();
    const list = expectOk(await admin.call('embeddedAppList'), 'embeddedAppList');
    expect(JSON.stringify(list)).not.toContain(rotated.secret);
    // Only the embedded apps page rotates, and only an app that exists.
    expectFail(await clerk.call('embeddedAppRotateSecret', { body: { id: app.id } }), Code.forbidden, 403);
    expectFail(await admin.call('embeddedAppRotateSecret', { body: { id: '999999' } }), Code.notFound, 404);
  });
});
