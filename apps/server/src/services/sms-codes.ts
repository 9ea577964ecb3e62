import { randomBytes } from 'node:crypto';
import type { Repositories } from '../repositories';
import type { SmsGateway } from './sms-gateway';
import { randomDigits, sameDigest, sha256 } from './tokens';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_TRIES = 5;

export const smsCodeHash = (salt: string, code: string): string => sha256(`${salt}:${code}`);

export function smsCodeService(repos: Repositories, gateway: SmsGateway, now: () => Date) {
  return {
    /**
     * Issue a 6-digit code for the phone in the tenant. The answer is the same whether or not an
     * account has that mobile (no enumeration); only a real account's phone gets the text.
     */
    async send(
      phone: string,
      platformNum: string,
      text: (code: string) => string,
    ): Promise<{ sent: true } | { sent: false; waitSeconds: number }> {
      const at = now();
      const last = await repos.sms.lastSentAt(phone);
      if (last && at.getTime() - last.getTime() < SMS_RESEND_MS) {
        return {
          sent: false,
          waitSeconds: Math.ceil((SMS_RESEND_MS - (at.getTime() - last.getTime())) / 1000),
        };
      }
      const code = randomDigits(6);
      const salt = randomBytes(16).toString('hex');
      await repos.sms.issue({
        phone,
        platformNum,
        salt,
        codeHash: smsCodeHash(salt, code),
        createdAt: at,
        expiresAt: new Date(at.getTime() + SMS_CODE_TTL_MS),
      });
      const tenant = await repos.tenants.byPlatformNum(platformNum);
      const user = tenant && (await repos.users.byMobile(tenant.id, phone));
      if (user) await gateway.send(phone, text(code));
      return { sent: true };
    },

    /** Check and use up the current code: single use, 5 minutes, 5 tries. */
    async verify(phone: string, platformNum: string, code: string): Promise<boolean> {
      const at = now();
      const current = await repos.sms.current(phone, platformNum, at);
      if (!current || current.attempts >= SMS_MAX_TRIES) return false;
      if (!sameDigest(smsCodeHash(current.salt, code), current.codeHash)) {
        await repos.sms.countTry(current.id, SMS_MAX_TRIES);
        return false;
      }
      return repos.sms.consume(current.id, at);
    },
  };
}
export type SmsCodeService = ReturnType<typeof smsCodeService>;
