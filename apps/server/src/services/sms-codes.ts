import { randomBytes } from 'node:crypto';
import { Code, type SmsPurpose } from '@rcadmin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { MessageKey, Params } from '../i18n/messages';
import type { Repositories } from '../repositories';
import type { SmsGateway } from './sms-gateway';
import { randomDigits, sameDigest, sha256 } from './tokens';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_TRIES = 5;
/** The window of the daily caps. */
const DAY_MS = 24 * 60 * 60_000;

/** Only a salted hash of a code is ever stored. */
export const smsCodeHash = (salt: string, code: string): string => sha256(`${salt}:${code}`);

export interface SmsRefusal {
  code: string;
  message: MessageKey;
  params?: Params;
}

export type SendOutcome = { sent: true } | { sent: false; refusal: SmsRefusal };

/** A phone in a log line: enough to tell messages apart, not the number. */
const maskedPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-2)}`;

export function smsCodeService(
  repos: Repositories,
  gateway: SmsGateway,
  config: Pick<Config, 'now' | 'smsDailyLimits'>,
  log: FastifyBaseLogger,
) {
  const { now } = config;

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
    /**
     * Issue a 6-digit code for the phone in the tenant, good for `purpose` only, and text it. A
     * phone no account has gets the same treatment, text included, so neither the answer nor its
     * timing tells whether the number belongs to someone (its code signs nobody in).
     */
    async send(input: {
      phone: string;
      platformNum: string;
      purpose: SmsPurpose;
      requesterIp: string;
      text: (code: string) => string;
    }): Promise<SendOutcome> {
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
          codeHash: smsCodeHash(salt, code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + SMS_CODE_TTL_MS),
        },
        new Date(at.getTime() - DAY_MS),
        refusalFor,
      );
      if ('refused' in issued) return { sent: false, refusal: issued.refused };
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
      if (!current || !sameDigest(smsCodeHash(current.salt, code), current.codeHash)) return false;
      return repos.sms.consume(current.id, at);
    },
  };
}
export type SmsCodeService = ReturnType<typeof smsCodeService>;
