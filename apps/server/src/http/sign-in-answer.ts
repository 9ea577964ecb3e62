import { ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../config';
import type { Refusal, SignInOutcome } from '../services/auth';
import { sha256 } from '../services/tokens';
import { refusal } from './define-call';

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

/** Answer a sign-in: a new session cookie (any earlier session of this browser ends) and the login result. */
export async function answerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: SignInOutcome,
) {
  if (!outcome.ok) return refuse(request, reply, outcome.refusal);
  const previous = request.cookies[sessionCookieName(app.config)];
  if (previous) await app.repos.sessions.delete(sha256(previous));
  reply.setSessionCookie(outcome.value.sessionToken);
  return ok(outcome.value.result, { errorCode: outcome.value.errorCode });
}
