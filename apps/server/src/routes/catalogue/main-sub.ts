import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { refuse } from './refuse';

/** Main/sub goods: a main SKU and its sub SKUs with a ratio. */
export default async function mainSubRoutes(app: FastifyInstance) {
  const repo = app.repos.mainSub;

  defineCall(app, 'mainSubQueryList', async (request) => {
    const { tenant } = sessionOf(request);
    const { keyword, pageNo = 1, pageSize = 20 } = request.query;
    return ok(await repo.list(tenant.id, { keyword: keyword?.trim() || undefined, pageNo, pageSize }));
  });

  defineCall(app, 'mainSubGet', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.mainSkuId);
    const pair = id === undefined ? undefined : await repo.get(tenant.id, id);
    return pair ? ok(pair) : refusal(request, Code.notFound, 'mainSubMainNotFound');
  });

  defineCall(app, 'mainSubSave', async (request) => {
    const { tenant } = sessionOf(request);
    const mainSkuId = rowId(request.body.mainSkuId);
    if (mainSkuId === undefined) return refusal(request, Code.notFound, 'mainSubMainNotFound');
    const subs = request.body.subs.map((entry) => ({ skuId: rowId(entry.skuId) ?? -1, ratio: entry.ratio }));
    const outcome = await repo.save(tenant.id, mainSkuId, subs, app.config.now());
    return outcome.ok ? ok(outcome.value) : refuse(request, outcome);
  });

  defineCall(app, 'mainSubDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.mainSkuId);
    if (id === undefined) return refusal(request, Code.notFound, 'mainSubNotFound');
    const outcome = await repo.remove(tenant.id, id);
    return outcome.ok ? ok(true) : refuse(request, outcome);
  });
}
