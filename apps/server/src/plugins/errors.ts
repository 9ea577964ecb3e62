import path from 'node:path';
import { Code, fail } from '@rcadmin/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language, MessageKey } from '../i18n/messages';
import { statusOf } from '../http/status';

export const BODY_LIMIT_BYTES = 100 * 1024;

interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  zh: { string: '字符串', integer: '整数', number: '数字', boolean: '布尔值', object: '对象', array: '数组' },
  en: {
    string: 'string',
    integer: 'integer',
    number: 'number',
    boolean: 'boolean',
    object: 'object',
    array: 'array',
  },
  es: {
    string: 'texto',
    integer: 'entero',
    number: 'número',
    boolean: 'booleano',
    object: 'objeto',
    array: 'lista',
  },
};

const PART_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

/** 'body.request.phoneNo: field ... must be ...': which field, what is wrong, in the caller's language. */
function describeValidation(
  request: FastifyRequest,
  errors: SchemaError[],
  context: string | undefined,
): string {
  const part = PART_NAMES[context ?? ''] ?? context ?? 'request';
  const seen = new Set<string>();
  const details: string[] = [];
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    const field = [part, ...segments].join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const limit = error.params.limit as number | undefined;
    const keyed: Record<string, MessageKey> = {
      required: 'fieldRequired',
      type: 'fieldType',
      minLength: 'fieldMinLength',
      maxLength: 'fieldMaxLength',
      pattern: 'fieldPattern',
      minimum: 'fieldMinimum',
      maximum: 'fieldMaximum',
    };
    const key = keyed[error.keyword] ?? 'fieldInvalid';
    const typeName = String(error.params.type ?? '');
    details.push(
      request.t(key, { field, limit: limit ?? '', type: TYPE_NAMES[request.lang][typeName] ?? typeName }),
    );
    if (details.length === 5) break;
  }
  return request.t('invalidRequest', { detail: details.join('; ') });
}

function isPagePath(url: string, apiBase: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (apiBase !== '' && (pathname === apiBase || pathname.startsWith(`${apiBase}/`))) return false;
  if (pathname.startsWith('/docs')) return false;
  // A last segment with an extension names a file: a missing file stays a 404.
  return path.posix.extname(pathname) === '';
}

/**
 * Every failure leaves as an envelope: bad input of any kind is a 4xx with a message saying which
 * field and what is wrong; anything unexpected is a logged 500 with a generic message.
 */
export default fp<{ apiBase: string; staticDir: string | undefined }>(
  async (app, { apiBase, staticDir }) => {
    const send = (reply: FastifyReply, code: string, msg: string) =>
      reply.code(statusOf(code)).send(fail(code, msg));

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const errors = error.validation as unknown as SchemaError[];
        return send(reply, Code.invalidRequest, describeValidation(request, errors, error.validationContext));
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return send(
          reply,
          Code.payloadTooLarge,
          request.t('payloadTooLarge', { limit: BODY_LIMIT_BYTES / 1024 }),
        );
      }
      if (status === 415) {
        return send(
          reply,
          Code.unsupportedMediaType,
          request.t('unsupportedMediaType', {
            type: request.headers['content-type'] ?? '-',
            accepted: 'application/x-www-form-urlencoded, application/json',
          }),
        );
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return send(reply, Code.invalidRequest, request.t('invalidJson'));
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return send(reply, Code.invalidRequest, request.t('emptyBody'));
      }
      if (status >= 400 && status < 500) {
        return send(reply, Code.invalidRequest, request.t('invalidRequest', { detail: error.message }));
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, Code.internal, request.t('internal'));
    });

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (staticDir !== undefined && wantsPage && isPagePath(request.url, apiBase)) {
        // The shell's own router handles every page path (SPA fallback).
        return reply.header('cache-control', 'no-cache').sendFile('index.html', staticDir);
      }
      return send(reply, Code.notFound, request.t('notFound', { path: request.url.split('?')[0] ?? '' }));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
