import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import { checkPickup } from '../../../domain/places-rules';
import { pageOf, recordCalls, refused, storeFilterOf, type RecordMessages } from './outcome';

const MESSAGES: RecordMessages = { notFound: 'pickupNotFound', stale: 'pickupStaleVersion' };

/**
 * Pickup points: the list (each flagged outside its store's fence or not), one, saving and deleting
 * one; only those of the stores in the user's scope (another store's point answers as not found).
 */
export default async function pickupRoutes(app: FastifyInstance) {
  defineCall(app, 'pickupPageList', async (request) =>
    ok(
      await app.repos.pickups.page(
        sessionOf(request).tenant.id,
        { ...pageOf(request.query), storeId: storeFilterOf(request.query.storeId) },
        scopeOf(request),
      ),
    ),
  );

  recordCalls(app, { get: 'pickupGet', save: 'pickupSave', check: checkPickup }, app.repos.pickups, MESSAGES);

  defineCall(app, 'pickupDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return refusal(request, Code.notFound, 'pickupNotFound');
    const outcome = await app.repos.pickups.delete(tenant.id, id, request.query.version, scopeOf(request));
    return outcome.kind === 'saved' ? ok(true) : refused(request, outcome, MESSAGES);
  });
}
