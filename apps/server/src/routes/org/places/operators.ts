import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import { checkOperator } from '../../../domain/places-rules';
import { answer, invalid, pageOf, targetOf, type RecordMessages } from './outcome';

const MESSAGES: RecordMessages = { notFound: 'operatorNotFound', stale: 'operatorStaleVersion' };

/**
 * The operator archive (ORG-11): the list, one, saving one and enabling or disabling one. The
 * calls answer only sessions whose role grants the operator page (the call's resource).
 */
export default async function operatorRoutes(app: FastifyInstance) {
  defineCall(app, 'operatorPageList', async (request) => {
    const { tenant } = sessionOf(request);
    const { storeId } = request.query;
    return ok(
      await app.repos.orgPlaces.operatorPage(tenant.id, {
        ...pageOf(request.query),
        storeId: storeId === undefined || storeId === '' ? undefined : (rowId(storeId) ?? null),
      }),
    );
  });

  defineCall(app, 'operatorGet', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    const operator = id === undefined ? undefined : await app.repos.orgPlaces.operatorGet(tenant.id, id);
    if (!operator) return refusal(request, Code.notFound, 'operatorNotFound');
    return ok(operator);
  });

  defineCall(app, 'operatorSave', async (request) => {
    const { tenant } = sessionOf(request);
    const target = targetOf(request.body.id);
    if (target === null) return refusal(request, Code.notFound, 'operatorNotFound');
    const checked = checkOperator(request.body);
    if (!checked.ok) return invalid(request, checked.problems);
    const outcome = await app.repos.orgPlaces.operatorSave(
      tenant.id,
      target,
      Number(request.body.version ?? '0'),
      checked.values,
      app.config.now(),
      scopeOf(request),
    );
    return answer(request, outcome, MESSAGES);
  });

  defineCall(app, 'operatorUpdateStatus', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return refusal(request, Code.notFound, 'operatorNotFound');
    const outcome = await app.repos.orgPlaces.operatorSetStatus(
      tenant.id,
      id,
      Number(request.query.status),
      request.query.version,
      app.config.now(),
    );
    return answer(request, outcome, MESSAGES);
  });
}
