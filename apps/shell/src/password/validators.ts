import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from '../constants';

/**
 * The password form's rules of spec §5 as pure functions. Each answers the i18n key of its
 * message, or null when the value passes, so the form and the tests share one definition.
 */

/**
 * Strategy 1 (normal) asks for any 8-128 characters; strategy 2 (enhanced) also for an upper-case
 * letter, a lower-case letter and a digit. Symbols are allowed in both, as on the server
 * (services/password-policy.ts), which also refuses common and breached passwords.
 */
export type PasswordMode = 'normal' | 'strict';

export const modeOfStrategy = (strategy: 1 | 2): PasswordMode => (strategy === 2 ? 'strict' : 'normal');

export type PasswordRuleKey =
  | 'password.rules.oldRequired'
  | 'password.rules.newRequired'
  | 'password.rules.normalFormat'
  | 'password.rules.strictFormat'
  | 'password.rules.confirmRequired'
  | 'password.rules.confirmMismatch'
  | 'password.rules.smsCode'
  | 'password.rules.samePassword'
  | 'password.rules.sameMobile';

const STRICT_CLASSES = [/[a-z]/, /[A-Z]/, /\d/];
const SMS_CODE = new RegExp(`^.{${SMS_CODE_LENGTH}}$`, 'u');
/** One character repeated: "not all the same character" is what 非连续 means in the original. */
const ALL_SAME = /^(.)\1*$/su;

export function checkOldPwd(oldPwd: string | undefined): PasswordRuleKey | null {
  return oldPwd ? null : 'password.rules.oldRequired';
}

export function checkNewPwd(
  newPwd: string | undefined,
  mode: PasswordMode,
  oldPwd?: string,
): PasswordRuleKey | null {
  if (!newPwd) return 'password.rules.newRequired';
  const length = [...newPwd].length;
  const sized = length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
  if (mode === 'strict') {
    if (!sized || !STRICT_CLASSES.every((needed) => needed.test(newPwd)))
      return 'password.rules.strictFormat';
  } else if (!sized || ALL_SAME.test(newPwd)) return 'password.rules.normalFormat';
  return oldPwd !== undefined && newPwd === oldPwd ? 'password.rules.samePassword' : null;
}

export function checkConfirmPwd(
  confirmPwd: string | undefined,
  newPwd: string | undefined,
): PasswordRuleKey | null {
  if (!confirmPwd) return 'password.rules.confirmRequired';
  return confirmPwd === newPwd ? null : 'password.rules.confirmMismatch';
}

/** Only asked for when the pwdCheckVcode parameter is on. */
export function checkVerifyCode(verifyCode: string | undefined, required: boolean): PasswordRuleKey | null {
  if (!required) return null;
  return verifyCode && SMS_CODE.test(verifyCode) ? null : 'password.rules.smsCode';
}

/** For forms that change the mobile number too: the new one must differ. */
export function checkNewMobile(newMobile: string | undefined, oldMobile: string): PasswordRuleKey | null {
  return newMobile && newMobile === oldMobile ? 'password.rules.sameMobile' : null;
}
