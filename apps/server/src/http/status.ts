import { Code } from '@rcadmin/contract';

const STATUS: Record<string, number> = {
  [Code.loginRequired]: 401,
  [Code.silentInvalid]: 401,
  [Code.siteTokenMismatch]: 403,
  [Code.forbidden]: 403,
  [Code.stepUpRequired]: 403,
  [Code.passwordRestricted]: 403,
  [Code.invalidRequest]: 400,
  [Code.notFound]: 404,
  [Code.staleVersion]: 409,
  [Code.duplicate]: 409,
  [Code.inUse]: 409,
  [Code.invalidValues]: 422,
  [Code.payloadTooLarge]: 413,
  [Code.unsupportedMediaType]: 415,
  [Code.tooManyRequests]: 429,
  [Code.internal]: 500,
  [Code.unavailable]: 503,
};

/**
 * HTTP status of a failure envelope. Session, access and protocol failures use their HTTP
 * status; business answers (wrong password, SMS code, ...) are 200, as in the legacy service,
 * and the envelope's success flag and code tell the outcome.
 */
export const statusOf = (code: string): number => STATUS[code] ?? 200;
