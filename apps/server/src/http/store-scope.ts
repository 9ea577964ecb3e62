import { Code, type Fail } from '@rcadmin/contract';
import type { FastifyRequest } from 'fastify';
import { principalOf, type StoreScope } from '../domain/authorisation';
import { refusal, sessionOf } from './define-call';

/** The stores whose records the call's user reaches (services/authorisation.ts). */
export const scopeOf = (request: FastifyRequest): StoreScope => principalOf(sessionOf(request)).scope;

/**
 * 4030 for a request that names a store outside the user's scope (a filter or a write), with the
 * store as the request named it; `field` carries the message onto the form field that named it.
 */
export function outOfScope(request: FastifyRequest, store: string, field?: string): Fail {
  const params = { store };
  return refusal(
    request,
    Code.forbidden,
    'storeOutOfScope',
    params,
    field ? { fieldErrors: [{ field, msg: request.t('storeOutOfScope', params) }] } : undefined,
  );
}
