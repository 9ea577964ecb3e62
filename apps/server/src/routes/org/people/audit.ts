import { Code, type Fail } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal, sessionOf } from '../../../http/define-call';
import type { MessageKey } from '../../../i18n/messages';
import type { Actor, Audit, PeopleRefusal } from '../../../repositories/org-people-common';
import { logTime } from '../../../services/people-rules';

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

/** The session's user, and whether a role held in the current store grants everything. */
export function actorOf(request: FastifyRequest): Actor {
  const { user, access } = sessionOf(request);
  return { userId: user.id, isAdmin: access.grantsAll };
}

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
