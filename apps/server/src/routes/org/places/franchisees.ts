import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../../http/define-call';
import { checkFranchisee } from '../../../domain/places-rules';
import { found, pageOf, saveAnswer, statusAnswer, type RecordMessages } from './outcome';

const MESSAGES: RecordMessages = { notFound: 'franchiseeNotFound', stale: 'franchiseeStaleVersion' };

/** Franchisees: the list (with their stores), one, saving one and enabling or disabling one. */
export default async function franchiseeRoutes(app: FastifyInstance) {
  defineCall(app, 'franchiseePageList', async (request) => {
    const { tenant } = sessionOf(request);
    const { franchiseeType } = request.query;
    return ok(
      await app.repos.franchisees.page(tenant.id, {
        ...pageOf(request.query),
        franchiseeType:
          franchiseeType === undefined || franchiseeType === '' ? undefined : Number(franchiseeType),
      }),
    );
  });

  defineCall(app, 'franchiseeGet', (request) =>
    found(
      request,
      request.query.id,
      (id) => app.repos.franchisees.get(sessionOf(request).tenant.id, id),
      MESSAGES,
    ),
  );

  defineCall(app, 'franchiseeSave', (request) =>
    saveAnswer(
      request,
      request.body,
      checkFranchisee(request.body),
      (target, version, values) =>
        app.repos.franchisees.save(sessionOf(request).tenant.id, target, version, values, app.config.now()),
      MESSAGES,
    ),
  );

  defineCall(app, 'franchiseeUpdateStatus', (request) =>
    statusAnswer(
      request,
      request.query,
      (id, status, version) =>
        app.repos.franchisees.setStatus(sessionOf(request).tenant.id, id, status, version, app.config.now()),
      MESSAGES,
    ),
  );
}
