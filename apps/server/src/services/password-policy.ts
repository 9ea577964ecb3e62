import type { MessageKey } from '../i18n/messages';

export type Strategy = 1 | 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §5: normal mode 8-20 characters not all the same; strict mode 8-20 letters and digits with upper, lower and digit. */
export function passwordFormatProblem(strategy: Strategy, password: string): MessageKey | undefined {
  const length = [...password].length;
  if (strategy === 2) {
    const strict = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,20}$/;
    return strict.test(password) ? undefined : 'weakPasswordStrict';
  }
  const allSame = /^(.)\1*$/su.test(password);
  return length >= 8 && length <= 20 && !allSame ? undefined : 'weakPasswordNormal';
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
