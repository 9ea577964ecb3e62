import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { scopeOf } from '../../http/store-scope';
import { storeFilterRefusal } from './store-filter';

/**
 * goods/queryList, queryStoreList and loadRate: what the goods list and its pickers read. The list's
 * store filter and the stores answered are those of the user's scope.
 */
export default async function goodsListRoutes(app: FastifyInstance) {
  defineCall(app, 'goodsQueryList', async (request) => {
    const { tenant } = sessionOf(request);
    const refused = await storeFilterRefusal(app, request, request.query.storeId);
    if (refused) return refused;
    return ok(await app.repos.goods.list(tenant.id, request.query, scopeOf(request)));
  });

  defineCall(app, 'goodsQueryStoreList', async (request) => {
    const { tenant } = sessionOf(request);
    const { skuId } = request.query;
    const scope = scopeOf(request);
    if (skuId === undefined || skuId === '') return ok(await app.repos.goods.activeStores(tenant.id, scope));
    const id = rowId(skuId);
    const stores = id === undefined ? undefined : await app.repos.goods.storesOfSku(tenant.id, id, scope);
    if (!stores) return refusal(request, Code.notFound, 'skuNotFound');
    return ok(stores);
  });

  defineCall(app, 'goodsLoadRate', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.skuId);
    const rates = id === undefined ? undefined : await app.repos.goods.packRates(tenant.id, id);
    if (!rates) return refusal(request, Code.notFound, 'skuNotFound');
    return ok(rates);
  });
}
