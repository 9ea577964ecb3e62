import { type Fail, rowId } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../http/define-call';
import { outOfScope, scopeOf } from '../../http/store-scope';
import { storeIdAllowed } from '../../domain/authorisation';

/**
 * The refusal (4030) of a goods list or export filtered by a store outside the user's scope: the
 * goods are the tenant's catalogue, but which of them a store sells is that store's. Undefined when
 * there is no store filter or the store is in the scope.
 */
export async function storeFilterRefusal(
  app: FastifyInstance,
  request: FastifyRequest,
  storeId: string | undefined,
): Promise<Fail | undefined> {
  if (!storeId) return undefined;
  const scope = scopeOf(request);
  const id = rowId(storeId);
  if (id !== undefined && storeIdAllowed(scope, id)) return undefined;
  if (scope.all) return undefined;
  const name =
    id === undefined ? undefined : await app.repos.goods.storeName(sessionOf(request).tenant.id, id);
  return outOfScope(request, name ?? storeId, 'storeId');
}
