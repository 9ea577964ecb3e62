import type { MessageKey } from '../i18n/messages';
import { isCommonPassword } from './common-passwords';

export type Strategy = 1 | 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Password length in characters (code points). Spec §5 says 8-20; the upper bound is ASVS 5.0's
 * (V6.2.9: at least 64 allowed), so a passphrase or a manager's password fits (security review,
 * finding 9). scrypt hashes any length in the same time.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Spec §5's formats, with any character allowed (symbols and spaces too, ASVS V6.2.5): normal mode
 * 8-128 characters not all the same; strict mode also an upper-case letter, a lower-case letter and
 * a digit. The messages are the spec's.
 */
export function passwordFormatProblem(strategy: Strategy, password: string): MessageKey | undefined {
  const length = [...password].length;
  const sized = length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
  if (strategy === 2) {
    const strict = sized && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
    return strict ? undefined : 'weakPasswordStrict';
  }
  const allSame = /^(.)\1*$/su.test(password);
  return sized && !allSame ? undefined : 'weakPasswordNormal';
}

/** A password a user chooses: the format, then not one of the common or breached (ASVS V6.2.4). */
export function newPasswordProblem(strategy: Strategy, password: string): MessageKey | undefined {
  return (
    passwordFormatProblem(strategy, password) ?? (isCommonPassword(password) ? 'commonPassword' : undefined)
  );
}

export const asStrategy = (value: number): Strategy => (value === 2 ? 2 : 1);

/** Whole days until the password expires; 0 or less means it has. */
export function daysUntilPasswordExpiry(changedAt: Date, validityDays: number, now: Date): number {
  const elapsedDays = Math.floor((now.getTime() - changedAt.getTime()) / DAY_MS);
  return validityDays - elapsedDays;
}

/** The login errorCode: initial password first, then expiry, else '0'. */
export function passwordState(
  user: { initialPassword: boolean; passwordChangedAt: Date },
  validityDays: number,
  now: Date,
): { errorCode: '0' | '2001603' | '2002012'; expiredDays: number } {
  const expiredDays = daysUntilPasswordExpiry(user.passwordChangedAt, validityDays, now);
  if (user.initialPassword) return { errorCode: '2001603', expiredDays };
  if (expiredDays <= 0) return { errorCode: '2002012', expiredDays };
  return { errorCode: '0', expiredDays };
}

/** Days before the end of the contract from which the shell shows its banner. */
export const CONTRACT_REMINDER_DAYS = 30;

/** The sso_contract value (spec §3): expire is 1 while the banner is due, remainDay is negative after the end. */
export function contractReminder(
  tenant: { contractEndDate: string | null; contractProductName: string | null },
  now: Date,
): { expire: number; remainDay: number; productName: string; endDate: string } | null {
  if (!tenant.contractEndDate) return null;
  const end = Date.parse(`${tenant.contractEndDate}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const remainDay = Math.round((end - today) / DAY_MS);
  return {
    expire: remainDay <= CONTRACT_REMINDER_DAYS ? 1 : 0,
    remainDay,
    productName: tenant.contractProductName ?? '',
    endDate: tenant.contractEndDate,
  };
}
