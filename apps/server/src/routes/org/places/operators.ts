import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../../http/define-call';
import { checkOperator } from '../../../domain/places-rules';
import { pageOf, recordCalls, storeFilterOf, type RecordMessages } from './outcome';

const MESSAGES: RecordMessages = { notFound: 'operatorNotFound', stale: 'operatorStaleVersion' };

/**
 * The operator archive (ORG-11): the list, one, saving one and enabling or disabling one. The
 * calls answer only sessions whose role grants the operator page (the call's resource).
 */
export default async function operatorRoutes(app: FastifyInstance) {
  defineCall(app, 'operatorPageList', async (request) =>
    ok(
      await app.repos.operators.page(sessionOf(request).tenant.id, {
        ...pageOf(request.query),
        storeId: storeFilterOf(request.query.storeId),
      }),
    ),
  );

  recordCalls(
    app,
    { get: 'operatorGet', save: 'operatorSave', status: 'operatorUpdateStatus', check: checkOperator },
    app.repos.operators,
    MESSAGES,
  );
}
