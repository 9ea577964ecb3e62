import { Code, type LoginResult } from '@rcadmin/contract';
import type { Config } from '../config';
import type { MessageKey, Params } from '../i18n/messages';
import type { Repositories } from '../repositories';
import type { Tenant } from '../repositories/tenants';
import type { User } from '../repositories/users';
import { dummyHasher, verifyPassword } from './passwords';
import { asStrategy, contractReminder, passwordState } from './password-policy';
import type { SmsCodeService } from './sms-codes';
import { newToken, randomDigits, sameDigest, sha256 } from './tokens';

/** Failures before the code-number image is required, and before the key locks. */
export const CODE_NUMBER_AFTER = 5;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
export const CODE_NUMBER_TTL_MS = 5 * 60_000;

/** A refusal, translated by the route into the caller's language. */
export interface Refusal {
  code: string;
  message: MessageKey;
  params?: Params;
  needCodeNumber?: boolean;
}

export interface SignedIn {
  /** Value of the HttpOnly session cookie. */
  sessionToken: string;
  errorCode: string;
  result: LoginResult;
}

export type SignInOutcome = { ok: true; value: SignedIn } | { ok: false; refusal: Refusal };

const attemptKey = (platformNum: string, loginName: string) => JSON.stringify([platformNum, loginName]);
const codeNumberHash = (key: string, answer: string) => sha256(`${key}:${answer}`);

export function authService(config: Config, repos: Repositories, smsCodes: SmsCodeService) {
  const dummyHash = dummyHasher(config.passwordHashLogN);
  const refuse = (refusal: Refusal): SignInOutcome => ({ ok: false, refusal });

  async function startSession(user: User, tenant: Tenant): Promise<SignedIn> {
    const now = config.now();
    const { errorCode, expiredDays } = passwordState(user, tenant.passwordValidityDays, now);
    const strategy = asStrategy(tenant.pwdManagementStrategy);
    const sessionToken = newToken();
    const siteToken = newToken();
    // The first authorised store, as the department and role list orders them: a session of a
    // user with any store always has a current one.
    const currentStoreId = await repos.grants.assignedStoreId(tenant.id, user.id);
    await repos.sessions.create({
      id: sha256(sessionToken),
      siteTokenHash: sha256(siteToken),
      userId: user.id,
      tenantId: tenant.id,
      // Enhanced mode forces the change of an initial or expired password before anything else.
      restricted: strategy === 2 && errorCode !== Code.ok,
      currentStoreId: currentStoreId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.sessionIdleMs),
    });
    return {
      sessionToken,
      errorCode,
      result: {
        siteToken,
        siteUserId: String(user.id),
        siteUserName: user.name,
        siteMobile: user.mobile,
        platformNum: tenant.platformNum,
        tenantId: String(tenant.id),
        tenantName: tenant.companyName,
        ssoMenuType: tenant.ssoMenuType,
        pwdManagementStrategy: strategy,
        expiredDays,
        contract: contractReminder(tenant, now),
      },
    };
  }

  return {
    startSession,

    /** Issue a code-number image answer for the key; the route draws it. */
    async newCodeNumber(platformNum: string, loginName: string): Promise<string> {
      const key = attemptKey(platformNum, loginName);
      const digits = randomDigits(4);
      const expiresAt = new Date(config.now().getTime() + CODE_NUMBER_TTL_MS);
      await repos.loginGuards.putCodeNumber(key, codeNumberHash(key, digits), expiresAt);
      return digits;
    },

    /**
     * Account and password sign-in. Unknown company, unknown user and wrong password give one and
     * the same answer, after the same scrypt work; failures count per (platformNum, loginName).
     */
    async passwordLogin(input: {
      platformNum: string;
      loginName: string;
      password: string;
      codeNumber?: string;
    }): Promise<SignInOutcome> {
      const now = config.now();
      const key = attemptKey(input.platformNum, input.loginName);
      let attempt = await repos.loginGuards.attempt(key);
      if (attempt?.lockedUntil) {
        const leftMs = attempt.lockedUntil.getTime() - now.getTime();
        if (leftMs > 0) {
          return refuse({
            code: Code.accountLocked,
            message: 'accountLocked',
            params: { minutes: Math.ceil(leftMs / 60_000) },
          });
        }
        await repos.loginGuards.reset(key);
        attempt = undefined;
      }
      if (attempt && attempt.failures >= CODE_NUMBER_AFTER) {
        const answer = input.codeNumber?.trim();
        if (!answer) {
          return refuse({
            code: Code.codeNumberRequired,
            message: 'codeNumberRequired',
            needCodeNumber: true,
          });
        }
        const challenge = await repos.loginGuards.takeCodeNumber(key);
        const valid =
          challenge !== undefined &&
          challenge.expiresAt.getTime() > now.getTime() &&
          sameDigest(codeNumberHash(key, answer), challenge.answerHash);
        if (!valid) {
          return refuse({ code: Code.codeNumberRequired, message: 'codeNumberWrong', needCodeNumber: true });
        }
      }

      const tenant = await repos.tenants.byPlatformNum(input.platformNum);
      const user = tenant ? await repos.users.byLogin(tenant.id, input.loginName) : undefined;
      const matches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash()));
      if (!tenant || !user || !matches) {
        const failures = await repos.loginGuards.recordFailure(
          key,
          now,
          LOCK_AFTER,
          new Date(now.getTime() + LOCK_MS),
        );
        return refuse({
          code: Code.badCredentials,
          message: 'badCredentials',
          needCodeNumber: failures >= CODE_NUMBER_AFTER,
        });
      }
      await repos.loginGuards.reset(key);
      return { ok: true, value: await startSession(user, tenant) };
    },

    /** Phone and SMS code sign-in: the code is the credential (single use, 5 tries). */
    async phoneLogin(input: {
      platformNum: string;
      phoneNo: string;
      verifyCode: string;
    }): Promise<SignInOutcome> {
      const invalid = refuse({ code: Code.smsCodeInvalid, message: 'smsCodeInvalid' });
      if (!(await smsCodes.verify(input.phoneNo, input.platformNum, input.verifyCode))) return invalid;
      const tenant = await repos.tenants.byPlatformNum(input.platformNum);
      const user = tenant ? await repos.users.byMobile(tenant.id, input.phoneNo) : undefined;
      if (!tenant || !user) return invalid;
      return { ok: true, value: await startSession(user, tenant) };
    },

    /** A wrong old password in a password change counts like a failed sign-in. */
    async oldPasswordCheck(
      tenant: Tenant,
      user: User,
      password: string,
    ): Promise<{ ok: true } | { ok: false; refusal: Refusal }> {
      const now = config.now();
      const key = attemptKey(tenant.platformNum, user.loginName);
      const attempt = await repos.loginGuards.attempt(key);
      if (attempt?.lockedUntil && attempt.lockedUntil.getTime() > now.getTime()) {
        const minutes = Math.ceil((attempt.lockedUntil.getTime() - now.getTime()) / 60_000);
        return {
          ok: false,
          refusal: { code: Code.accountLocked, message: 'accountLocked', params: { minutes } },
        };
      }
      if (await verifyPassword(password, user.passwordHash)) return { ok: true };
      await repos.loginGuards.recordFailure(key, now, LOCK_AFTER, new Date(now.getTime() + LOCK_MS));
      return { ok: false, refusal: { code: Code.wrongOldPassword, message: 'wrongOldPassword' } };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
