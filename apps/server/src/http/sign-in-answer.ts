import { SESSION_COOKIE, ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Refusal, SignInOutcome } from '../services/auth';
import { sha256 } from '../services/tokens';
import { refusal } from './define-call';

export const refuse = (request: FastifyRequest, r: Refusal) =>
  refusal(request, r.code, r.message, r.params, r.needCodeNumber ? { needCodeNumber: true } : undefined);

/** Answer a sign-in: a new session cookie (any earlier session of this browser ends) and the login result. */
export async function answerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: SignInOutcome,
) {
  if (!outcome.ok) return refuse(request, outcome.refusal);
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await app.repos.sessions.delete(sha256(previous));
  reply.setSessionCookie(outcome.value.sessionToken);
  return ok(outcome.value.result, { errorCode: outcome.value.errorCode });
}
