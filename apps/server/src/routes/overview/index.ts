import { OVERVIEW_RECENT_WORK, ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, sessionOf } from '../../http/define-call';
import { scopeOf } from '../../http/store-scope';
import type { JobScope } from '../../repositories/jobs';

/** Whose jobs the jobs card counts, as the import history lists them: an admin's the tenant's. */
function jobScopeOf(request: FastifyRequest): JobScope {
  const { tenant, user, access } = sessionOf(request);
  return access.grantsAll ? { tenantId: tenant.id } : { tenantId: tenant.id, userId: user.id };
}

/**
 * The overview's figures (/bmc/overview/*.do), one call per card. The security hook has already
 * refused a user who does not hold the card's page; store-scoped figures are of the stores the
 * user holds a role in (all of them with a tenant-wide role in the current store).
 */
export default async function overviewRoutes(app: FastifyInstance) {
  const repo = () => app.repos.overview;
  const tenantOf = (request: FastifyRequest) => sessionOf(request).tenant.id;

  defineCall(app, 'overviewGoods', async (request) => ok(await repo().goods(tenantOf(request))));

  defineCall(app, 'overviewAdjustments', async (request) =>
    ok(await repo().adjustments(tenantOf(request), scopeOf(request), app.config.now())),
  );

  defineCall(app, 'overviewStores', async (request) =>
    ok(await repo().stores(tenantOf(request), scopeOf(request), app.config.now())),
  );

  defineCall(app, 'overviewJobs', async (request) =>
    ok(await repo().jobs(jobScopeOf(request), app.config.now())),
  );

  // The user's own latest work as the operation log reads it (by sign-in name, as the log files
  // it): page opens left out, menu names in the reader's language.
  defineCall(app, 'overviewRecentWork', async (request) => {
    const { tenant, user } = sessionOf(request);
    const rows = await app.repos.logs.latestOperations(
      tenant.id,
      { optUserCode: user.loginName },
      OVERVIEW_RECENT_WORK,
      { lang: request.lang, t: (key) => request.t(key) },
    );
    return ok({
      list: rows.map(({ id, at, opt, menuCode, menuName }) => ({ id, at, opt, menuCode, menuName })),
    });
  });

  defineCall(app, 'overviewSignIns', async (request) =>
    ok(await repo().signIns(tenantOf(request), scopeOf(request), app.config.now())),
  );

  defineCall(app, 'overviewCategories', async (request) => ok(await repo().categories(tenantOf(request))));
}
