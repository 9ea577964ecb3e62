import { Code, type LoginResult } from '@rcadmin/contract';
import type { Config } from '../config';
import type { MessageKey, Params } from '../i18n/messages';
import type { Repositories } from '../repositories';
import type { Tenant } from '../repositories/tenants';
import type { User } from '../repositories/users';
import { PasswordChecksBusy, passwordChecks } from '../infra/password-checks';
import { dummyHasher } from '../infra/passwords';
import { asStrategy, contractReminder, passwordState } from '../domain/password-policy';
import type { SmsCodeService } from './sms-codes';
import { newToken, randomDigits, sameDigest, sha256 } from '../infra/tokens';

/** Password checks counted before the code-number image is required, and before the key locks. */
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
  /** Sent as Retry-After (a refusal for the server's load). */
  retryAfterS?: number;
}

export interface SignedIn {
  /** Value of the HttpOnly session cookie. */
  sessionToken: string;
  errorCode: string;
  result: LoginResult;
}

/** The account a sign-in is about: whose record the operation log files. */
export interface SignInAccount {
  tenant: Tenant;
  user: User;
}

/** A refused sign-in names the account when one exists (never in its answer: only in the log). */
export type SignInOutcome =
  | { ok: true; value: SignedIn; account: SignInAccount }
  | { ok: false; refusal: Refusal; account?: SignInAccount };

const attemptKey = (platformNum: string, loginName: string) => JSON.stringify([platformNum, loginName]);
/** A code-number challenge belongs to the key and the requester that asked for its image. */
export const codeNumberKey = (platformNum: string, loginName: string, requester: string) =>
  JSON.stringify([platformNum, loginName, sha256(requester)]);
export const codeNumberHash = (key: string, answer: string) => sha256(`${key}:${answer}`);

/**
 * Only active accounts (status 1) sign in: one an administrator locked (2) or whose employee is
 * disabled (0) is refused, after its credential was checked (no account enumeration).
 */
export function inactiveRefusal(user: User): Refusal | undefined {
  if (user.status === 1) return undefined;
  return { code: Code.accountLocked, message: user.status === 2 ? 'accountAdminLocked' : 'accountDisabled' };
}

/** The system parameter that makes the change of an initial or expired password compulsory. */
export const FORCE_PASSWORD_MODIFY_PARAM = 'forcePasswordModify';

export function authService(config: Config, repos: Repositories, smsCodes: SmsCodeService) {
  const dummyHash = dummyHasher(config.passwordHashLogN);
  const checks = passwordChecks(config.passwordChecks);
  const refuse = (refusal: Refusal, account?: SignInAccount): SignInOutcome => ({
    ok: false,
    refusal,
    ...(account ? { account } : {}),
  });
  const signIn = async (account: SignInAccount): Promise<SignInOutcome> => ({
    ok: true,
    value: await startSession(account.user, account.tenant),
    account,
  });

  /** The account of a platform number and login name, if both exist. */
  async function accountOf(platformNum: string, loginName: string): Promise<SignInAccount | undefined> {
    const tenant = await repos.tenants.byPlatformNum(platformNum);
    const user = tenant ? await repos.users.byLogin(tenant.id, loginName) : undefined;
    return tenant && user ? { tenant, user } : undefined;
  }

  async function startSession(user: User, tenant: Tenant): Promise<SignedIn> {
    const now = config.now();
    const { errorCode, expiredDays } = passwordState(user, tenant.passwordValidityDays, now);
    const strategy = asStrategy(tenant.pwdManagementStrategy);
    // The tenant's forcePasswordModify parameter makes the change compulsory under strategy 1 too.
    const forced =
      strategy === 2 || (await repos.tenants.sysParam(tenant.id, FORCE_PASSWORD_MODIFY_PARAM)) === '1';
    const sessionToken = newToken();
    const siteToken = newToken();
    const greyToken = newToken();
    // The first authorised store, as the department and role list orders them: a session of a
    // user with any store always has a current one.
    const currentStoreId = await repos.grants.assignedStoreId(tenant.id, user.id);
    await repos.sessions.create({
      id: sha256(sessionToken),
      siteTokenHash: sha256(siteToken),
      greyTokenHash: sha256(greyToken),
      userId: user.id,
      tenantId: tenant.id,
      // Enhanced mode (or forcePasswordModify) forces the change of an initial or expired password
      // before anything else.
      restricted: forced && errorCode !== Code.ok,
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
        greyToken,
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

  /** The refusal of a sign-in that could not be checked: every scrypt slot is busy. */
  const busy = (): Refusal => ({
    code: Code.unavailable,
    message: 'serverBusy',
    params: { seconds: config.loadLimits.retryAfterS },
    retryAfterS: config.loadLimits.retryAfterS,
  });

  const lockedRefusal = (lockedUntil: Date, now: Date): Refusal => ({
    code: Code.accountLocked,
    message: 'accountLocked',
    params: { minutes: Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000) },
  });

  /**
   * Run one password check for the key, counted before it runs (see countCheck). Answers whether
   * the password matched, or the refusal when the check may not run or no scrypt slot is free.
   */
  async function guardedCheck(
    key: string,
    imageAnswered: boolean,
    check: () => Promise<boolean>,
  ): Promise<
    | { matched: boolean; count: number }
    | { refused: 'locked'; lockedUntil: Date }
    | { refused: 'image' | 'busy' }
  > {
    const now = config.now();
    const count = await repos.loginGuards.countCheck(key, now, {
      imageAfter: CODE_NUMBER_AFTER,
      imageAnswered,
      lockAt: LOCK_AFTER,
      lockUntil: new Date(now.getTime() + LOCK_MS),
    });
    if (count === undefined) {
      const attempt = await repos.loginGuards.attempt(key);
      return attempt?.lockedUntil && attempt.lockedUntil.getTime() > now.getTime()
        ? { refused: 'locked', lockedUntil: attempt.lockedUntil }
        : { refused: 'image' };
    }
    try {
      const matched = await check();
      if (matched) await repos.loginGuards.reset(key);
      return { matched, count };
    } catch (error) {
      if (!(error instanceof PasswordChecksBusy)) throw error;
      await repos.loginGuards.uncount(key, LOCK_AFTER);
      return { refused: 'busy' };
    }
  }

  return {
    startSession,
    passwordChecks: checks,

    /**
     * Issue the code-number answer of the key for one requester (the browser's code-number
     * cookie): a request from anyone else makes their own challenge and leaves this one alone.
     */
    async newCodeNumber(platformNum: string, loginName: string, requester: string): Promise<string> {
      const key = codeNumberKey(platformNum, loginName, requester);
      const digits = randomDigits(4);
      const expiresAt = new Date(config.now().getTime() + CODE_NUMBER_TTL_MS);
      await repos.loginGuards.putCodeNumber(key, codeNumberHash(key, digits), expiresAt);
      return digits;
    },

    /**
     * Account and password sign-in. Unknown company, unknown user and wrong password give one and
     * the same answer, after the same scrypt work; checks count per (platformNum, loginName),
     * before they run.
     */
    async passwordLogin(input: {
      platformNum: string;
      loginName: string;
      password: string;
      codeNumber?: string;
      /** The code-number cookie of the browser that asked for the image. */
      requester?: string;
    }): Promise<SignInOutcome> {
      // Every scrypt slot taken: refused before any other work (the image stays unused, too).
      if (checks.full()) return refuse(busy());
      const key = attemptKey(input.platformNum, input.loginName);
      const answer = input.codeNumber?.trim();
      // Each image is good for one try, right or wrong.
      let imageAnswered = false;
      if (answer && input.requester) {
        const challengeKey = codeNumberKey(input.platformNum, input.loginName, input.requester);
        const challenge = await repos.loginGuards.takeCodeNumber(challengeKey);
        imageAnswered =
          challenge !== undefined &&
          challenge.expiresAt.getTime() > config.now().getTime() &&
          sameDigest(codeNumberHash(challengeKey, answer), challenge.answerHash);
      }

      let account: SignInAccount | undefined;
      const outcome = await guardedCheck(key, imageAnswered, async () => {
        account = await accountOf(input.platformNum, input.loginName);
        return checks.verify(input.password, account?.user.passwordHash ?? (await dummyHash()));
      });
      if ('refused' in outcome) {
        if (outcome.refused === 'busy') return refuse(busy());
        // Refused before the check looked the account up: it is looked up for the log only.
        const refused = await accountOf(input.platformNum, input.loginName);
        if (outcome.refused === 'locked')
          return refuse(lockedRefusal(outcome.lockedUntil, config.now()), refused);
        return refuse(
          {
            code: Code.codeNumberRequired,
            message: answer ? 'codeNumberWrong' : 'codeNumberRequired',
            needCodeNumber: true,
          },
          refused,
        );
      }
      if (!account || !outcome.matched) {
        return refuse(
          {
            code: Code.badCredentials,
            message: 'badCredentials',
            needCodeNumber: outcome.count >= CODE_NUMBER_AFTER,
          },
          account,
        );
      }
      const inactive = inactiveRefusal(account.user);
      if (inactive) return refuse(inactive, account);
      return signIn(account);
    },

    /** Phone and SMS code sign-in: the code, sent for sign-in, is the credential (single use, 5 tries). */
    async phoneLogin(input: {
      platformNum: string;
      phoneNo: string;
      verifyCode: string;
    }): Promise<SignInOutcome> {
      const verified = await smsCodes.verify(input.phoneNo, input.platformNum, 'login', input.verifyCode);
      const tenant = await repos.tenants.byPlatformNum(input.platformNum);
      const user = tenant ? await repos.users.byMobile(tenant.id, input.phoneNo) : undefined;
      const account = tenant && user ? { tenant, user } : undefined;
      if (!verified || !account)
        return refuse({ code: Code.smsCodeInvalid, message: 'smsCodeInvalid' }, account);
      const inactive = inactiveRefusal(account.user);
      if (inactive) return refuse(inactive, account);
      return signIn(account);
    },

    /**
     * A wrong old password in a password change counts like a failed sign-in (the signed-in user
     * needs no image); a right one resets the count.
     */
    async oldPasswordCheck(
      tenant: Tenant,
      user: User,
      password: string,
    ): Promise<{ ok: true } | { ok: false; refusal: Refusal }> {
      if (checks.full()) return { ok: false, refusal: busy() };
      const key = attemptKey(tenant.platformNum, user.loginName);
      const outcome = await guardedCheck(key, true, () => checks.verify(password, user.passwordHash));
      if (!('refused' in outcome)) {
        return outcome.matched
          ? { ok: true }
          : { ok: false, refusal: { code: Code.wrongOldPassword, message: 'wrongOldPassword' } };
      }
      // 'image' cannot happen here: a signed-in user needs none.
      if (outcome.refused === 'locked')
        return { ok: false, refusal: lockedRefusal(outcome.lockedUntil, config.now()) };
      return { ok: false, refusal: busy() };
    },

    /** The hash of a new password, computed in a scrypt slot, or the refusal when none is free. */
    async hashNewPassword(password: string): Promise<string | Refusal> {
      try {
        return await checks.hash(password, config.passwordHashLogN);
      } catch (error) {
        if (error instanceof PasswordChecksBusy) return busy();
        throw error;
      }
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
