import {
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

/** The session of a call whose access is not public (the security hook already refused otherwise). */
export function sessionOf(request: FastifyRequest): SessionAccess {
  if (!request.auth) throw new Error('a session call ran without a session');
  return request.auth;
}

/**
 * Register the route of one contract call: method, path, request schemas and access all come from
 * the `api` table, so the server cannot drift from the contract. Response schemas document the
 * envelope in OpenAPI.
 */
export function defineCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: { produces?: 'image/svg+xml' } = {},
): void {
  const spec = api[name];
  // The articles host answers with its own envelope { code: '1001', msg, data }.
  const isContent = spec.path.startsWith('/articles/');
  const config: CallConfig = {
    access: spec.access,
    allowRestricted: 'allowRestricted' in spec && spec.allowRestricted === true,
    encoding: 'encoding' in spec ? spec.encoding : undefined,
    method: spec.method,
    resources: 'resource' in spec ? [spec.resource].flat() : [],
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
    schema.description = `Needs a role, held in the session's current store, that grants ${config.resources.join(' or ')} (4030 otherwise).`;
  }
  if (spec.access === 'session+site') schema.security = [{ session: [], siteToken: [] }];
  else if (spec.access === 'session') schema.security = [{ session: [] }];

  app.route({
    method: spec.method,
    url: spec.path,
    schema,
    config: { call: config },
    handler: async (request, reply) => {
      const answer = await handler(request as CallRequest<N>, reply);
      if ((answer as unknown) === reply) return reply;
      if (isFail(answer)) reply.code(statusOf(answer.code));
      return answer;
    },
  });
}
