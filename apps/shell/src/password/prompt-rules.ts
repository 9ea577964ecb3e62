import { Code } from '@rcadmin/contract/wire';
import { PASSWORD_EXPIRY_WARNING_DAYS } from '../constants';
import type { LoginPolicy } from '../stores/session';
import { modeOfStrategy, type PasswordMode } from './validators';

/** What the sign-in answer asks of the user about their password (spec §4 "Password prompts"). */
export type PasswordPrompt =
  | { kind: 'change'; reason: 'initial' | 'expired'; forced: boolean; mode: PasswordMode }
  | { kind: 'checkExpiry' }
  | { kind: 'none' };

/**
 * PWD-02..05, ERR-11: 2001603 (initial password) and 2002012 (expired) ask for a change,
 * skippable in the normal format under strategy 1 (forced when the tenant's forcePasswordModify
 * is on), forced and strict under strategy 2. Any other
 * sign-in has its expiry looked up once; a prompt already shown is not shown again.
 */
export function decidePrompt(policy: LoginPolicy | null): PasswordPrompt {
  if (!policy) return { kind: 'none' };
  const reason =
    policy.errorCode === Code.initialPassword
      ? 'initial'
      : policy.errorCode === Code.passwordExpired
        ? 'expired'
        : null;
  const forced = reason !== null && (policy.pwdManagementStrategy === 2 || policy.forcePasswordModify === 1);
  if (policy.prompted && !forced) return { kind: 'none' };
  if (reason) return { kind: 'change', reason, forced, mode: modeOfStrategy(policy.pwdManagementStrategy) };
  return { kind: 'checkExpiry' };
}

/** PWD-06, PWD-07: a warning for 7 days or fewer, "has expired" at 0; nothing above 7. */
export function expiryWarning(
  expireDays: number,
): { key: 'password.prompts.expiresIn'; count: number } | { key: 'password.prompts.hasExpired' } | null {
  if (expireDays > PASSWORD_EXPIRY_WARNING_DAYS) return null;
  return expireDays <= 0
    ? { key: 'password.prompts.hasExpired' }
    : { key: 'password.prompts.expiresIn', count: expireDays };
}
