import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import { checkPickup } from '../../../domain/places-rules';
import { answer, invalid, pageOf, refused, targetOf, type RecordMessages } from './outcome';

const MESSAGES: RecordMessages = { notFound: 'pickupNotFound', stale: 'pickupStaleVersion' };

/**
 * Pickup points: the list (each flagged outside its store's fence or not), one, saving and deleting
 * one; only those of the stores in the user's scope (another store's point answers as not found).
 */
export default async function pickupRoutes(app: FastifyInstance) {
  defineCall(app, 'pickupPageList', async (request) => {
    const { tenant } = sessionOf(request);
    const { storeId } = request.query;
    return ok(
      await app.repos.orgPlaces.pickupPage(
        tenant.id,
        {
          ...pageOf(request.query),
          storeId: storeId === undefined || storeId === '' ? undefined : (rowId(storeId) ?? null),
        },
        scopeOf(request),
      ),
    );
  });

  defineCall(app, 'pickupGet', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    const point =
      id === undefined ? undefined : await app.repos.orgPlaces.pickupGet(tenant.id, id, scopeOf(request));
    if (!point) return refusal(request, Code.notFound, 'pickupNotFound');
    return ok(point);
  });

  defineCall(app, 'pickupSave', async (request) => {
    const { tenant } = sessionOf(request);
    const target = targetOf(request.body.id);
    if (target === null) return refusal(request, Code.notFound, 'pickupNotFound');
    const checked = checkPickup(request.body);
    if (!checked.ok) return invalid(request, checked.problems);
    const outcome = await app.repos.orgPlaces.pickupSave(
      tenant.id,
      target,
      Number(request.body.version ?? '0'),
      checked.values,
      app.config.now(),
      scopeOf(request),
    );
    return answer(request, outcome, MESSAGES);
  });

  defineCall(app, 'pickupDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return refusal(request, Code.notFound, 'pickupNotFound');
    const outcome = await app.repos.orgPlaces.pickupDelete(
      tenant.id,
      id,
      request.query.version,
      scopeOf(request),
    );
    return outcome.kind === 'saved' ? ok(true) : refused(request, outcome, MESSAGES);
  });
}
