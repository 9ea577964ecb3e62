import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SessionTokenError, verifySessionToken } from './server';

const SECRET = 'k'.repeat(43);
const SHELL = 'https://admin.example.com';
const APP = 'vendor-report';
const NOW = Math.floor(Date.now() / 1000);

/** A token as the shell signs one, with `changes` over its claims. */
function sign(
  changes: Record<string, unknown> = {},
  secret = SECRET,
  times: { iat?: number; exp?: number } = {},
) {
  const iat = times.iat ?? NOW;
  return new SignJWT({ tenant: '100001', store: 'S001', roles: ['r-clerk'], ...changes })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(SHELL)
    .setAudience(APP)
    .setSubject('42')
    .setIssuedAt(iat)
    .setExpirationTime(times.exp ?? iat + 60)
    .setJti('5c1f1d5e-0000-4000-8000-000000000001')
    .sign(new TextEncoder().encode(secret));
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionTokenError);
  return (error as SessionTokenError).code;
};

describe('verifySessionToken', () => {
  it('answers the claims of a good token: the app, the shell, the user, tenant, store and roles', async () => {
    const claims = await verifySessionToken(await sign(), {
      secret: SECRET,
      audience: APP,
      issuer: `${SHELL}/`,
    });
    expect(claims).toEqual({
      aud: APP,
      iss: SHELL,
      sub: '42',
      tenant: '100001',
      store: 'S001',
      roles: ['r-clerk'],
      iat: NOW,
      exp: NOW + 60,
      jti: '5c1f1d5e-0000-4000-8000-000000000001',
    });
  });

  it('refuses an expired token with EXPIRED', async () => {
    const token = await sign({}, SECRET, { iat: NOW - 120, exp: NOW - 60 });
    expect(await refusal(verifySessionToken(token, { secret: SECRET, audience: APP }))).toBe('EXPIRED');
    // Good until its exp: the same token checked at a time it was valid passes.
    const claims = await verifySessionToken(token, {
      secret: SECRET,
      audience: APP,
      currentDate: new Date((NOW - 90) * 1000),
    });
    expect(claims.sub).toBe('42');
  });

  it('refuses a forged token (another key, a changed claim, no signature) with BAD_SIGNATURE or MALFORMED', async () => {
    const other = await sign({}, 'x'.repeat(43));
    expect(await refusal(verifySessionToken(other, { secret: SECRET, audience: APP }))).toBe('BAD_SIGNATURE');
    const [header, , signature] = (await sign()).split('.');
    const claims = JSON.parse(Buffer.from((await sign()).split('.')[1]!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: '1', roles: ['r-admin'] })).toString(
      'base64url',
    );
    expect(
      await refusal(
        verifySessionToken(`${header}.${forgedBody}.${signature}`, { secret: SECRET, audience: APP }),
      ),
    ).toBe('BAD_SIGNATURE');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forgedBody}.`;
    expect(await refusal(verifySessionToken(none, { secret: SECRET, audience: APP }))).toBe('MALFORMED');
    expect(await refusal(verifySessionToken('not a token', { secret: SECRET, audience: APP }))).toBe(
      'MALFORMED',
    );
    expect(await refusal(verifySessionToken('', { secret: SECRET, audience: APP }))).toBe('MALFORMED');
  });

  it('refuses a token for another app with WRONG_AUDIENCE, and from another shell with WRONG_ISSUER', async () => {
    const token = await sign();
    expect(await refusal(verifySessionToken(token, { secret: SECRET, audience: 'other-app' }))).toBe(
      'WRONG_AUDIENCE',
    );
    expect(
      await refusal(
        verifySessionToken(token, { secret: SECRET, audience: APP, issuer: 'https://evil.example' }),
      ),
    ).toBe('WRONG_ISSUER');
  });

  it('refuses a token signed with the key but lacking a claim of a session token', async () => {
    const token = await sign({ roles: 'r-admin' });
    expect(await refusal(verifySessionToken(token, { secret: SECRET, audience: APP }))).toBe('MALFORMED');
  });
});
