import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import { checkFence, fenceHit } from '../../../domain/fence-geometry';
import { problemsOf } from './outcome';

/**
 * Electronic fences: a store's fence, saving it (checked strictly, stored normalised), whether a
 * point is inside it, and the pickup points outside their store's fence: of the stores in the user's
 * scope only (another store answers as not found).
 */
export default async function fenceRoutes(app: FastifyInstance) {
  defineCall(app, 'fenceGet', async (request) => {
    const { tenant } = sessionOf(request);
    const storeId = rowId(request.query.storeId);
    const fence =
      storeId === undefined ? undefined : await app.repos.fences.get(tenant.id, storeId, scopeOf(request));
    if (!fence) return refusal(request, Code.notFound, 'placesStoreNotFound');
    return ok({ storeId: String(storeId), ...fence });
  });

  defineCall(app, 'fenceSave', async (request) => {
    const { tenant } = sessionOf(request);
    const storeId = rowId(request.body.storeId);
    if (storeId === undefined) return refusal(request, Code.notFound, 'placesStoreNotFound');
    const checked = checkFence(request.body.geojson);
    if (!checked.ok) {
      const fieldErrors = problemsOf(request, checked.problems);
      return refusal(
        request,
        Code.invalidValues,
        'fenceInvalid',
        { detail: fieldErrors.map((error) => error.msg).join('; ') },
        { fieldErrors },
      );
    }
    const outcome = await app.repos.fences.save(
      tenant.id,
      storeId,
      request.body.version,
      checked.geojson,
      app.config.now(),
      scopeOf(request),
    );
    switch (outcome.kind) {
      case 'saved':
        return ok({ storeId: String(storeId), version: outcome.version, geojson: checked.geojson });
      case 'stale':
        return refusal(request, Code.staleVersion, 'fenceStaleVersion');
      default:
        return refusal(request, Code.notFound, 'placesStoreNotFound');
    }
  });

  defineCall(app, 'fenceContains', async (request) => {
    const { tenant } = sessionOf(request);
    const storeId = rowId(request.query.storeId);
    const fence =
      storeId === undefined ? undefined : await app.repos.fences.of(tenant.id, storeId, scopeOf(request));
    if (!fence) return refusal(request, Code.notFound, 'placesStoreNotFound');
    return ok(fenceHit(fence, request.query.longitude, request.query.latitude));
  });

  defineCall(app, 'fenceOutsidePickups', async (request) => {
    const { tenant } = sessionOf(request);
    const { storeId } = request.query;
    if (storeId === undefined || storeId === '') {
      return ok(await app.repos.pickups.outside(tenant.id, undefined, scopeOf(request)));
    }
    const id = rowId(storeId);
    const scope = scopeOf(request);
    const fence = id === undefined ? undefined : await app.repos.fences.of(tenant.id, id, scope);
    if (id === undefined || !fence) return refusal(request, Code.notFound, 'placesStoreNotFound');
    return ok(await app.repos.pickups.outside(tenant.id, id, scope));
  });
}
