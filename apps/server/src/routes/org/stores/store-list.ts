import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import { areasUnder } from '../../../domain/goods-areas';

/**
 * The store list (getDeptPageList.do, getDeptPageListNew.do), the store picker and the areas of the
 * forms. The lists and the picker answer the stores in the user's scope only.
 */
export default async function storeListRoutes(app: FastifyInstance) {
  defineCall(app, 'deptPageList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.orgStores.list(tenant.id, request.query, scopeOf(request)));
  });

  defineCall(app, 'deptPageListNew', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.orgStores.listNew(tenant.id, request.query, scopeOf(request)));
  });

  defineCall(app, 'storeQueryAll', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.orgStores.picker(tenant.id, request.query, scopeOf(request)));
  });

  defineCall(app, 'orgAreaInfo', async (request) => ok(areasUnder(request.query.parentCode)));
}
