import { describe, expect, test } from 'vitest';
import { isForcedPasswordChange, type LoginPolicy } from '../stores/session';
import { decidePrompt, expiryWarning } from './prompt-rules';

const policy = (errorCode: string, strategy: 1 | 2, prompted?: boolean): LoginPolicy => ({
  pwdCheckVcode: strategy === 2 ? 1 : 0,
  pwdManagementStrategy: strategy,
  pwdExpiredInfo: { pwdManagementStrategy: strategy, expiredDays: 30, errorCode, pwdCheckVcode: 0 },
  errorCode,
  ...(prompted === undefined ? {} : { prompted }),
});

describe('prompts after sign-in', () => {
  test('[PWD-02] [PWD-03] [ERR-11] 2001603 under strategy 1: a skippable change in the normal format', () => {
    expect(decidePrompt(policy('2001603', 1))).toEqual({
      kind: 'change',
      reason: 'initial',
      forced: false,
      mode: 'normal',
    });
  });

  test('[PWD-04] [ERR-11] 2001603 under strategy 2: forced and strict, even after a reload', () => {
    const forced = { kind: 'change', reason: 'initial', forced: true, mode: 'strict' };
    expect(decidePrompt(policy('2001603', 2))).toEqual(forced);
    expect(decidePrompt(policy('2001603', 2, true))).toEqual(forced);
  });

  test('[PWD-05] [ERR-11] 2002012: skippable under strategy 1, forced and strict under 2', () => {
    expect(decidePrompt(policy('2002012', 1))).toMatchObject({
      reason: 'expired',
      forced: false,
      mode: 'normal',
    });
    expect(decidePrompt(policy('2002012', 2))).toMatchObject({
      reason: 'expired',
      forced: true,
      mode: 'strict',
    });
  });

  test('[API-08] forcePasswordModify = 1: an initial or expired password must be changed under strategy 1 too', () => {
    const forcedPolicy = (errorCode: string): LoginPolicy => ({
      ...policy(errorCode, 1),
      forcePasswordModify: 1,
    });
    expect(decidePrompt(forcedPolicy('2001603'))).toEqual({
      kind: 'change',
      reason: 'initial',
      forced: true,
      mode: 'normal',
    });
    expect(decidePrompt({ ...forcedPolicy('2002012'), prompted: true })).toMatchObject({ forced: true });
    expect(isForcedPasswordChange(forcedPolicy('2002012'))).toBe(true);
    expect(isForcedPasswordChange(forcedPolicy('0'))).toBe(false);
    expect(isForcedPasswordChange(policy('2001603', 1))).toBe(false);
  });

  test('[PWD-06] any other sign-in looks up the expiry once; a shown prompt is not shown again', () => {
    expect(decidePrompt(policy('0', 1))).toEqual({ kind: 'checkExpiry' });
    expect(decidePrompt(policy('', 2))).toEqual({ kind: 'checkExpiry' });
    expect(decidePrompt(policy('0', 1, true))).toEqual({ kind: 'none' });
    expect(decidePrompt(policy('2001603', 1, true))).toEqual({ kind: 'none' });
    expect(decidePrompt(null)).toEqual({ kind: 'none' });
  });

  test('[PWD-06] [PWD-07] a warning for 7 days or fewer ("has expired" at 0), none above 7', () => {
    expect(expiryWarning(7)).toEqual({ key: 'password.prompts.expiresIn', count: 7 });
    expect(expiryWarning(1)).toEqual({ key: 'password.prompts.expiresIn', count: 1 });
    expect(expiryWarning(0)).toEqual({ key: 'password.prompts.hasExpired' });
    expect(expiryWarning(8)).toBeNull();
    expect(expiryWarning(90)).toBeNull();
  });
});
