import { Code, type Fail } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal, sessionOf } from '../../../http/define-call';
import type { MessageKey } from '../../../i18n/messages';
import type { Actor, Audit, PeopleRefusal } from '../../../repositories/org-people-common';
import { principalOf } from '../../../domain/authorisation';
import { logTime } from '../../../domain/people-rules';

/** The operation log's client name for writes made through the admin's organisation pages. */
const CLIENT = 'rcadmin';

/**
 * The operation log record maker of one request: the session's tenant and user, the page the call
 * serves (menuCode) and what was done, in the caller's language.
 */
export function auditOf(
  app: FastifyInstance,
  request: FastifyRequest,
  page: string,
  menu: MessageKey,
): Audit {
  const { tenant, user } = sessionOf(request);
  return (key, params) => {
    const now = app.config.now();
    return {
      tenantId: tenant.id,
      userId: user.id,
      tenantName: tenant.companyName,
      opt: request.t(key, params).slice(0, 500),
      client: CLIENT,
      optUserCode: user.loginName,
      optUserName: user.name,
      optTime: logTime(now),
      menuCode: page,
      menuName: request.t(menu),
      addr: request.ip,
      createdAt: now,
    };
  };
}

/** The principal of the call's session (services/authorisation.ts). */
export const actorOf = (request: FastifyRequest): Actor => principalOf(sessionOf(request));

const CODES: Record<PeopleRefusal['kind'], string> = {
  notFound: Code.notFound,
  duplicate: Code.duplicate,
  inUse: Code.inUse,
  invalid: Code.invalidValues,
  stale: Code.staleVersion,
  self: Code.invalidValues,
  forbidden: Code.forbidden,
};

/** The failure envelope of a refused people write; each named form field carries its message. */
export function refusePeople(request: FastifyRequest, refused: PeopleRefusal): Fail {
  const fieldErrors = refused.fields?.map((problem) => ({
    field: problem.field,
    msg: request.t(problem.key, problem.params),
  }));
  return refusal(
    request,
    CODES[refused.kind],
    refused.key,
    refused.params,
    fieldErrors && fieldErrors.length > 0 ? { fieldErrors } : undefined,
  );
}

/**
 * Step-up: a change that reaches another person's account (its mobile or password) needs the
 * editor's own password again. A wrong one counts like a failed sign-in (the lockout applies).
 * True when confirmed, else the refusal to answer.
 */
export async function stepUp(
  app: FastifyInstance,
  request: FastifyRequest,
  password: string | undefined,
): Promise<true | Fail> {
  const { tenant, user } = sessionOf(request);
  if (!password) return refusal(request, Code.stepUpRequired, 'stepUpRequired');
  const checked = await app.auth.oldPasswordCheck(tenant, user, password);
  if (checked.ok) return true;
  if (checked.refusal.code === Code.wrongOldPassword)
    return refusal(request, Code.stepUpRequired, 'stepUpWrong');
  return refusal(request, checked.refusal.code, checked.refusal.message, checked.refusal.params);
}
