import { createHmac, randomBytes } from 'node:crypto';
import { Code, isAccountMobile, type SmsPurpose } from '@rcadmin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { MessageKey, Params } from '../i18n/messages';
import type { Repositories } from '../repositories';
import type { SmsGateway } from '../infra/sms-gateway';
import { randomDigits, sameDigest } from '../infra/tokens';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_TRIES = 5;
/** The window of the daily caps. */
const DAY_MS = 24 * 60 * 60_000;

/** The server_secrets row of the HMAC key, when SMS_CODE_KEY does not give one. */
export const SMS_CODE_KEY_SECRET = 'sms_code_key';

/**
 * Only a salted HMAC of a code is ever stored, keyed by a key the database row does not hold: a
 * copy of the sms_codes table alone cannot be searched through the million 6-digit codes.
 */
export const smsCodeHmac = (key: string, salt: string, code: string): string =>
  createHmac('sha256', key).update(`${salt}:${code}`).digest('hex');

export interface SmsRefusal {
  code: string;
  message: MessageKey;
  params?: Params;
}

export type SendOutcome = { sent: true } | { sent: false; refusal: SmsRefusal };

/** A phone in a log line: enough to tell messages apart, not the number. */
const maskedPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-2)}`;

/** The refusal of every SMS call on a server without an SMS gateway. */
export const SMS_NOT_CONFIGURED: SmsRefusal = { code: Code.smsNotConfigured, message: 'smsNotConfigured' };

/**
 * `gateway` undefined: no SMS gateway is configured; every send is refused (SMS_NOT_CONFIGURED)
 * and nothing is stored.
 */
export function smsCodeService(
  repos: Repositories,
  gateway: SmsGateway | undefined,
  config: Pick<Config, 'now' | 'smsDailyLimits' | 'smsCodeKey'>,
  log: FastifyBaseLogger,
) {
  const { now } = config;

  // SMS_CODE_KEY, else the database's key, read once per process (and again after a failed read).
  let key: Promise<string> | undefined;
  const codeKey = (): Promise<string> => {
    if (config.smsCodeKey) return Promise.resolve(config.smsCodeKey);
    key ??= repos.serverSecrets
      .obtain(SMS_CODE_KEY_SECRET, () => randomBytes(32).toString('hex'))
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  const digest = async (salt: string, code: string): Promise<string> =>
    smsCodeHmac(await codeKey(), salt, code);

  /** The resend interval, then the caps per phone and per requesting address (24 hours). */
  function refusalFor(history: {
    lastSentAt: Date | undefined;
    toPhone: number;
    fromAddress: number;
  }): SmsRefusal | undefined {
    const sinceLast = history.lastSentAt ? now().getTime() - history.lastSentAt.getTime() : Infinity;
    if (sinceLast < SMS_RESEND_MS) {
      const seconds = Math.ceil((SMS_RESEND_MS - sinceLast) / 1000);
      return { code: Code.smsTooFrequent, message: 'smsTooFrequent', params: { seconds } };
    }
    if (history.toPhone >= config.smsDailyLimits.perPhone)
      return { code: Code.smsTooFrequent, message: 'smsPhoneDailyLimit' };
    if (history.fromAddress >= config.smsDailyLimits.perIp)
      return { code: Code.smsTooFrequent, message: 'smsAddressDailyLimit' };
    return undefined;
  }

  return {
    /** Whether codes can be sent at all (an SMS gateway is configured). */
    configured: gateway !== undefined,

    /** The keyed digest of a code under a salt: what is stored of codes, never the code. */
    digest,

    /**
     * Issue a 6-digit code for the phone in the tenant, good for `purpose` only, and text it. A
     * phone no account has gets the same treatment, text included, so neither the answer nor its
     * timing tells whether the number belongs to someone (its code signs nobody in). A number no
     * account of any tenant could have (isAccountMobile) is refused before anything is stored.
     * A platform number no tenant has gets the answer of a phone without an account, counted the
     * same way, but no text leaves: nobody is texted on behalf of a tenant that does not exist.
     */
    async send(input: {
      phone: string;
      platformNum: string;
      purpose: SmsPurpose;
      requesterIp: string;
      text: (code: string) => string;
    }): Promise<SendOutcome> {
      if (!gateway) return { sent: false, refusal: SMS_NOT_CONFIGURED };
      if (!isAccountMobile(input.phone))
        return { sent: false, refusal: { code: Code.invalidRequest, message: 'smsPhoneInvalid' } };
      const tenant = await repos.tenants.byPlatformNum(input.platformNum);
      const at = now();
      const code = randomDigits(6);
      const salt = randomBytes(16).toString('hex');
      const issued = await repos.sms.issue(
        {
          phone: input.phone,
          platformNum: input.platformNum,
          purpose: input.purpose,
          requesterIp: input.requesterIp,
          salt,
          codeHash: await digest(salt, code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + SMS_CODE_TTL_MS),
        },
        new Date(at.getTime() - DAY_MS),
        refusalFor,
      );
      if ('refused' in issued) return { sent: false, refusal: issued.refused };
      if (!tenant) return { sent: true };
      try {
        await gateway.send(input.phone, input.text(code));
      } catch (error) {
        // The text (and so the code) stays out of the log.
        log.error(
          { phone: maskedPhone(input.phone), purpose: input.purpose, error: (error as Error).message },
          'SMS gateway failed: code withdrawn',
        );
        await repos.sms.withdraw(issued.issued);
        return { sent: false, refusal: { code: Code.unavailable, message: 'smsNotSent' } };
      }
      return { sent: true };
    },

    /**
     * Check and use up the live code of the phone for `purpose`: single use, 5 minutes, 5 tries.
     * The try is counted before the comparison, so only an allowed try compares.
     */
    async verify(phone: string, platformNum: string, purpose: SmsPurpose, code: string): Promise<boolean> {
      const at = now();
      const current = await repos.sms.spendTry(phone, platformNum, purpose, at, SMS_MAX_TRIES);
      if (!current || !sameDigest(await digest(current.salt, code), current.codeHash)) return false;
      return repos.sms.consume(current.id, at);
    },
  };
}
export type SmsCodeService = ReturnType<typeof smsCodeService>;
