import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../../http/define-call';
import { checkFranchisee } from '../../../domain/places-rules';
import { pageOf, recordCalls, type RecordMessages } from './outcome';

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

  recordCalls(
    app,
    {
      get: 'franchiseeGet',
      save: 'franchiseeSave',
      status: 'franchiseeUpdateStatus',
      check: checkFranchisee,
    },
    app.repos.franchisees,
    MESSAGES,
  );
}
