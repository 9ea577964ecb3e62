import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import { checkOperator } from '../../../domain/places-rules';
import { found, pageOf, saveAnswer, statusAnswer, storeFilterOf, type RecordMessages } from './outcome';

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

  defineCall(app, 'operatorGet', (request) =>
    found(
      request,
      request.query.id,
      (id) => app.repos.operators.get(sessionOf(request).tenant.id, id),
      MESSAGES,
    ),
  );

  defineCall(app, 'operatorSave', (request) =>
    saveAnswer(
      request,
      request.body,
      checkOperator(request.body),
      (target, version, values) =>
        app.repos.operators.save(
          sessionOf(request).tenant.id,
          target,
          version,
          values,
          app.config.now(),
          scopeOf(request),
        ),
      MESSAGES,
    ),
  );

  defineCall(app, 'operatorUpdateStatus', (request) =>
    statusAnswer(
      request,
      request.query,
      (id, status, version) =>
        app.repos.operators.setStatus(sessionOf(request).tenant.id, id, status, version, app.config.now()),
      MESSAGES,
    ),
  );
}
