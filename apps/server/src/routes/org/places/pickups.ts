import { Code, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { rowId } from '../../../repositories/catalogue-util';
import { checkPickup } from '../../../services/places-rules';
import { answer, invalid, pageOf, refused, targetOf, type RecordMessages } from './outcome';

const MESSAGES: RecordMessages = { notFound: 'pickupNotFound', stale: 'pickupStaleVersion' };

/** Pickup points: the list (each flagged outside its store's fence or not), one, saving and deleting one. */
export default async function pickupRoutes(app: FastifyInstance) {
  defineCall(app, 'pickupPageList', async (request) => {
    const { tenant } = sessionOf(request);
    const { storeId } = request.query;
    return ok(
      await app.repos.orgPlaces.pickupPage(tenant.id, {
        ...pageOf(request.query),
        storeId: storeId === undefined || storeId === '' ? undefined : (rowId(storeId) ?? null),
      }),
    );
  });

  defineCall(app, 'pickupGet', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    const point = id === undefined ? undefined : await app.repos.orgPlaces.pickupGet(tenant.id, id);
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
    );
    return answer(request, outcome, MESSAGES);
  });

  defineCall(app, 'pickupDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return refusal(request, Code.notFound, 'pickupNotFound');
    const outcome = await app.repos.orgPlaces.pickupDelete(tenant.id, id, request.query.version);
    return outcome.kind === 'saved' ? ok(true) : refused(request, outcome, MESSAGES);
  });
}
