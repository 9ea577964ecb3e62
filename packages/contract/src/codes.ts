/**
 * Codes of the legacy envelope (spec §8). Success codes are '0', '-1' and '2009003';
 * the single-sign-on calls also accept 2002012. Every other code is a failure.
 */
export const Code = {
  ok: '0',
  okAlt: '-1',
  okVariant: '2009003',
  /** The articles host answers its lists with this code. */
  contentOk: '1001',
  loginRequired: '1024',
  /** Login-state validation failed without anything worth telling the user. */
  silentInvalid: '-1001',
  initialPassword: '2001603',
  passwordExpired: '2002012',
  passwordChanged: '2002000',

  invalidRequest: '4000',
  siteTokenMismatch: '4003',
  /** Signed in, but no role held in the current store grants the call's resource. */
  forbidden: '4030',
  /**
   * The change reaches another person's account (its mobile or password): the caller's own
   * password must come with it (editorPassword), or it was wrong.
   */
  stepUpRequired: '4031',
  notFound: '4004',
  /** The record changed since the caller read it (a save names the version it edited). */
  staleVersion: '4009',
  /** A value must be unique in the tenant and is taken (barcode, code, name). */
  duplicate: '4091',
  /** The record is used elsewhere and cannot be deleted (a category with goods, a part of a combined good). */
  inUse: '4092',
  /** A business rule refused the values (min > max price, ...): fieldErrors name the fields. */
  invalidValues: '4220',
  payloadTooLarge: '4013',
  unsupportedMediaType: '4015',
  tooManyRequests: '4029',
  unavailable: '5003',
  internal: '5000',

  unknownCompany: '2001000',
  badCredentials: '2001001',
  codeNumberRequired: '2001002',
  accountLocked: '2001003',
  passwordRestricted: '2001004',
  smsCodeInvalid: '2001010',
  smsTooFrequent: '2001011',
  /** The server has no SMS gateway: no code can be sent, so nothing that needs one can be done. */
  smsNotConfigured: '2001012',
  wrongOldPassword: '2002001',
  samePassword: '2002002',
  weakPassword: '2002003',
  confirmMismatch: '2002004',
  noAuthorisedStore: '2003001',
  favouriteFailed: '2004001',
} as const;
export type Code = (typeof Code)[keyof typeof Code];

export const SUCCESS_CODES: readonly string[] = [Code.ok, Code.okAlt, Code.okVariant];
/** The single-sign-on service also reports an expired password as a (successful) answer. */
export const SSO_SUCCESS_CODES: readonly string[] = [...SUCCESS_CODES, Code.passwordExpired];

/** The envelope's success message; clients also use it as a success marker (spec §8). */
export const SUCCESS_MSG = '成功';
