/**
 * @rcadmin/sdk/server: for the vendor's own server, never the page. Verifies a session token that
 * the page got from `host.sessionToken()` and sent along (an `Authorization: Bearer` header), with
 * the key the shell showed once when the app was registered (or its key rotated). Needs `jose`.
 */
import { errors, jwtVerify, type JWTPayload } from 'jose';

/** What a verified session token says: who calls, for which app, from which shell. */
export interface SessionTokenClaims {
  /** The registered app's name: the token is for this app only. */
  aud: string;
  /** The shell's origin (its PUBLIC_ORIGIN). */
  iss: string;
  /** The signed-in user's id (the context's `user.id`). */
  sub: string;
  /** The tenant's number (the context's `tenant.id`). */
  tenant: string;
  /** The code of the user's current store, or null. */
  store: string | null;
  /** The ids of the roles the user holds in that store. */
  roles: string[];
  /** Issued and expiry times, seconds since 1970 (at most 60 s apart). */
  iat: number;
  exp: number;
  /** The token's own id: a server that must refuse a replay keeps the ones it saw until `exp`. */
  jti: string;
}

/** Why a token was refused. */
export const SessionTokenErrorCode = {
  /** Past its `exp` (or not yet valid). */
  EXPIRED: 'EXPIRED',
  /** Not signed with this key (forged, or signed with a key since rotated). */
  BAD_SIGNATURE: 'BAD_SIGNATURE',
  /** For another app (`aud`). */
  WRONG_AUDIENCE: 'WRONG_AUDIENCE',
  /** From another shell (`iss`), when `issuer` is given. */
  WRONG_ISSUER: 'WRONG_ISSUER',
  /** Not a session token at all: not a JWT, another algorithm, or a claim missing. */
  MALFORMED: 'MALFORMED',
} as const;
export type SessionTokenErrorCode = (typeof SessionTokenErrorCode)[keyof typeof SessionTokenErrorCode];

export class SessionTokenError extends Error {
  override readonly name = 'SessionTokenError';

  constructor(
    readonly code: SessionTokenErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifyOptions {
  /** The app's key, as the shell showed it. */
  secret: string;
  /** The registered app's name: a token for any other app is refused. */
  audience: string;
  /** The shell's origin, such as `https://admin.example.com`: a token from any other is refused. */
  issuer?: string;
  /** Seconds of clock difference allowed with the shell. Default 5. */
  clockTolerance?: number;
  /** The time to check expiry against. Default: now. */
  currentDate?: Date;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

function claimsOf(payload: JWTPayload): SessionTokenClaims {
  const { aud, iss, sub, iat, exp, jti, tenant, store, roles } = payload;
  if (
    typeof aud !== 'string' ||
    typeof iss !== 'string' ||
    typeof sub !== 'string' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    typeof jti !== 'string' ||
    typeof tenant !== 'string' ||
    !(store === null || typeof store === 'string') ||
    !isStringArray(roles)
  )
    throw new SessionTokenError(
      SessionTokenErrorCode.MALFORMED,
      'The token lacks a claim of a session token',
    );
  return { aud, iss, sub, iat, exp, jti, tenant, store, roles };
}

function errorOf(error: unknown): SessionTokenError {
  if (error instanceof SessionTokenError) return error;
  if (error instanceof errors.JWTExpired)
    return new SessionTokenError(SessionTokenErrorCode.EXPIRED, 'The session token has expired');
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new SessionTokenError(
      SessionTokenErrorCode.BAD_SIGNATURE,
      'The session token is not signed with this key',
    );
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud')
      return new SessionTokenError(
        SessionTokenErrorCode.WRONG_AUDIENCE,
        'The session token is for another app',
      );
    if (error.claim === 'iss')
      return new SessionTokenError(
        SessionTokenErrorCode.WRONG_ISSUER,
        'The session token is from another shell',
      );
    if (error.claim === 'nbf' || error.claim === 'iat')
      return new SessionTokenError(
        SessionTokenErrorCode.EXPIRED,
        'The session token is not valid at this time',
      );
  }
  const text = error instanceof Error ? error.message : String(error);
  return new SessionTokenError(SessionTokenErrorCode.MALFORMED, `Not a session token: ${text}`);
}

/**
 * The claims of a session token signed with `secret` for `audience` (and from `issuer`, when
 * given), not expired. Rejects with a SessionTokenError whose `code` says why otherwise.
 */
export async function verifySessionToken(token: string, options: VerifyOptions): Promise<SessionTokenClaims> {
  try {
    if (typeof token !== 'string' || token === '')
      throw new SessionTokenError(SessionTokenErrorCode.MALFORMED, 'No session token');
    if (!options.secret) throw new TypeError('verifySessionToken needs the app’s secret');
    const { payload } = await jwtVerify(token, new TextEncoder().encode(options.secret), {
      algorithms: ['HS256'],
      audience: options.audience,
      ...(options.issuer === undefined ? {} : { issuer: new URL(options.issuer).origin }),
      clockTolerance: options.clockTolerance ?? 5,
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      ...(options.currentDate ? { currentDate: options.currentDate } : {}),
    });
    return claimsOf(payload);
  } catch (error) {
    if (error instanceof TypeError) throw error;
    throw errorOf(error);
  }
}
