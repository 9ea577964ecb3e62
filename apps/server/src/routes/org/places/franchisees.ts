import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { checkFranchisee } from '../../../domain/places-rules';
import { answer, invalid, pageOf, targetOf, type RecordMessages } from './outcome';

const MESSAGES: RecordMessages = { notFound: 'franchiseeNotFound', stale: 'franchiseeStaleVersion' };

/** Franchisees: the list (with their stores), one, saving one and enabling or disabling one. */
export default async function franchiseeRoutes(app: FastifyInstance) {
  defineCall(app, 'franchiseePageList', async (request) => {
    const { tenant } = sessionOf(request);
    const { franchiseeType } = request.query;
    return ok(
      await app.repos.orgPlaces.franchiseePage(tenant.id, {
        ...pageOf(request.query),
        franchiseeType:
          franchiseeType === undefined || franchiseeType === '' ? undefined : Number(franchiseeType),
      }),
    );
  });

  defineCall(app, 'franchiseeGet', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    const franchisee = id === undefined ? undefined : await app.repos.orgPlaces.franchiseeGet(tenant.id, id);
    if (!franchisee) return refusal(request, Code.notFound, 'franchiseeNotFound');
    return ok(franchisee);
  });

  defineCall(app, 'franchiseeSave', async (request) => {
    const { tenant } = sessionOf(request);
    const target = targetOf(request.body.id);
    if (target === null) return refusal(request, Code.notFound, 'franchiseeNotFound');
    const checked = checkFranchisee(request.body);
    if (!checked.ok) return invalid(request, checked.problems);
    const version = Number(request.body.version ?? '0');
    const outcome = await app.repos.orgPlaces.franchiseeSave(
      tenant.id,
      target,
      version,
      checked.values,
      app.config.now(),
    );
    return answer(request, outcome, MESSAGES);
  });

  defineCall(app, 'franchiseeUpdateStatus', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return refusal(request, Code.notFound, 'franchiseeNotFound');
    const { status, version } = request.query;
    const outcome = await app.repos.orgPlaces.franchiseeSetStatus(
      tenant.id,
      id,
      Number(status),
      version,
      app.config.now(),
    );
    return answer(request, outcome, MESSAGES);
  });
}
