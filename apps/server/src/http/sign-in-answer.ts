import { ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../config';
import type { MessageKey } from '../i18n/messages';
import type { Refusal, SignInAccount, SignInOutcome } from '../services/auth';
import { operationRecord } from '../services/operation-audit';
import { sha256 } from '../infra/tokens';
import { refusal } from './define-call';

/** How the user signed in, as the operation log says it. */
export type SignInMethod = 'password' | 'sms';
const METHODS: Record<SignInMethod, MessageKey> = { password: 'auditByPassword', sms: 'auditBySms' };

/** The operation log's menu code of sign-ins, which belong to no menu page. */
const SIGN_IN_MENU_CODE = 'login';

/** Why a sign-in of an existing account was refused, by the refusal's message. */
const REASONS: Partial<Record<MessageKey, MessageKey>> = {
  badCredentials: 'auditReasonPassword',
  codeNumberRequired: 'auditReasonCodeNumber',
  codeNumberWrong: 'auditReasonCodeNumber',
  accountLocked: 'auditReasonLocked',
  accountAdminLocked: 'auditReasonAdminLocked',
  accountDisabled: 'auditReasonDisabled',
  smsCodeInvalid: 'auditReasonSmsCode',
};

/**
 * The operation log record of a sign-in: a success, or a refusal of an account that exists (with
 * the kind of reason, never what was typed). A refusal's record does not hold the answer up, so
 * that an existing account's refusal takes no longer than an unknown one's.
 */
async function recordSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  account: SignInAccount,
  method: SignInMethod,
  refused?: Refusal,
): Promise<void> {
  const reason = refused && REASONS[refused.message];
  const opt = refused
    ? request.t('auditSignInFailed', {
        reason: reason ? request.t(reason) : request.t(refused.message, refused.params),
        method: request.t(METHODS[method]),
      })
    : request.t('auditSignedIn', { method: request.t(METHODS[method]) });
  const record = operationRecord(
    app.config.now(),
    request,
    account,
    { menuCode: SIGN_IN_MENU_CODE, menuName: request.t('auditMenuLogin') },
    opt,
  );
  if (refused) app.operationAudit.later(record);
  else await app.operationAudit.write(record);
}

/** A sign-in family refusal in the caller's language; one for the server's load says when to retry. */
export function refuse(request: FastifyRequest, reply: FastifyReply, r: Refusal) {
  if (r.retryAfterS !== undefined) reply.header('retry-after', String(r.retryAfterS));
  return refusal(
    request,
    r.code,
    r.message,
    r.params,
    r.needCodeNumber ? { needCodeNumber: true } : undefined,
  );
}

/**
 * Answer a sign-in: a new session cookie (any earlier session of this browser ends) and the login
 * result. Both outcomes go to the operation log when the account exists.
 */
export async function answerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: SignInOutcome,
  method: SignInMethod,
) {
  if (!outcome.ok) {
    if (outcome.account) await recordSignIn(app, request, outcome.account, method, outcome.refusal);
    return refuse(request, reply, outcome.refusal);
  }
  await recordSignIn(app, request, outcome.account, method);
  const previous = request.cookies[sessionCookieName(app.config)];
  if (previous) await app.repos.sessions.delete(sha256(previous));
  reply.setSessionCookie(outcome.value.sessionToken);
  return ok(outcome.value.result, { errorCode: outcome.value.errorCode });
}
