import {
  Code,
  ContentOk,
  Fail,
  Ok,
  api,
  fail,
  type BodyOf,
  type CallName,
  type ContentEnvelope,
  type FieldError,
  type OkEnvelope,
  type QueryOf,
  type ResultOf,
} from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { MessageKey, Params } from '../i18n/messages';
import type { CallConfig } from '../plugins/security';
import type { SessionAccess } from '../services/access-cache';
import { reachNote } from '../domain/call-policy';
import type { DraftProblem } from '../domain/goods-rules';
import { auditPlanOf, recordCall, recordIdFieldsOf } from './call-audit';
import { statusOf } from './status';

export type CallRequest<N extends CallName> = FastifyRequest<{ Body: BodyOf<N>; Querystring: QueryOf<N> }>;
export type CallAnswer<N extends CallName> =
  OkEnvelope<ResultOf<N>> | ContentEnvelope<ResultOf<N>> | Fail | FastifyReply;
export type CallHandler<N extends CallName> = (
  request: CallRequest<N>,
  reply: FastifyReply,
) => Promise<CallAnswer<N>>;

const isFail = (value: unknown): value is Fail =>
  typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;

/** The result a success envelope carries (the articles host's envelope carries data). */
const resultOf = (answer: unknown): unknown => (answer as { content?: { result?: unknown } }).content?.result;

/** A failure envelope in the caller's language. */
export function refusal(
  request: FastifyRequest,
  code: string,
  message: MessageKey,
  params?: Params,
  extra?: { needCodeNumber?: boolean; fieldErrors?: FieldError[] },
): Fail {
  return fail(code, request.t(message, params), extra);
}

/** 4220 naming each field that is wrong; the message is the first one's. */
export function invalidFields(request: FastifyRequest, problems: [DraftProblem, ...DraftProblem[]]): Fail {
  const [first] = problems;
  return refusal(request, Code.invalidValues, first.key, first.params, {
    fieldErrors: problems.map((problem) => ({
      field: problem.field,
      msg: request.t(problem.key, problem.params),
    })),
  });
}

/** The session of a call whose access is not public (the security hook already refused otherwise). */
export function sessionOf(request: FastifyRequest): SessionAccess {
  if (!request.auth) throw new Error('a session call ran without a session');
  return request.auth;
}

/**
 * Register the route of one contract call: method, path, request schemas and access all come from
 * the `api` table, so the server cannot drift from the contract. Response schemas document the
 * envelope in OpenAPI. A call that changes business data leaves its operation log record once it
 * has succeeded (CallInfo.audit, call-audit.ts).
 */
export function defineCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: { produces?: 'image/svg+xml' } = {},
): void {
  const spec = api[name];
  const audit = auditPlanOf(name, spec);
  // The articles host answers with its own envelope { code: '1001', msg, data }.
  const isContent = spec.path.startsWith('/articles/');
  const config: CallConfig = {
    access: spec.access,
    allowRestricted: 'allowRestricted' in spec && spec.allowRestricted === true,
    encoding: 'encoding' in spec ? spec.encoding : undefined,
    method: spec.method,
    resources: 'resource' in spec ? [spec.resource].flat() : [],
    ...('action' in spec ? { action: spec.action, recordIdFields: recordIdFieldsOf(name, spec) } : {}),
  };
  const schema: FastifySchema & Record<string, unknown> = {
    summary: spec.summary,
    tags: [spec.path.split('/')[1] ?? 'api'],
    operationId: name,
    response: {
      200: options.produces
        ? { description: 'The image', content: { [options.produces]: { schema: { type: 'string' } } } }
        : isContent
          ? ContentOk(spec.result)
          : Ok(spec.result),
      '4xx': Fail,
      '5xx': Fail,
    },
  };
  if ('query' in spec) schema.querystring = spec.query;
  if ('body' in spec) {
    schema.body = spec.body;
    schema.consumes =
      config.encoding === 'json'
        ? ['application/json']
        : ['application/x-www-form-urlencoded', 'application/json'];
  }
  if (config.resources?.length) {
    const action =
      config.action === undefined ? '' : ` and its action ${[config.action].flat().join(' or ')}`;
    schema.description = `Needs a role, held in the session's current store, that grants ${config.resources.join(' or ')}${action} (4030 otherwise).${reachNote(name)}`;
  }
  if (spec.access === 'session+site') schema.security = [{ session: [], siteToken: [] }];
  else if (spec.access === 'session') schema.security = [{ session: [] }];

  app.route({
    method: spec.method,
    url: spec.path,
    schema,
    config: { call: config },
    handler: (request, reply) => {
      const run = (async () => {
        const answer = await handler(request as CallRequest<N>, reply);
        // A reply the handler sent itself (a download). A reply is thenable: awaiting the handler
        // waited for the answer to finish, so its status is final.
        if ((answer as unknown) === reply || reply.sent) {
          if (audit && reply.statusCode < 400) await recordCall(app, request, audit, undefined);
          return reply;
        }
        if (isFail(answer)) reply.code(statusOf(answer.code));
        else if (audit) await recordCall(app, request, audit, resultOf(answer));
        return answer;
      })();
      // A download's record is written after its answer has gone: closing (and a test) waits for it.
      if (audit) app.operationAudit.track(run);
      return run;
    },
  });
}
