import { ADJUSTMENT_MAX_ITEMS, Code, api, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { scopeOf } from '../../http/store-scope';
import { priceAdjustmentService } from '../../services/price-adjustments';
import { refuse } from './refuse';

/** Room for an order of ADJUSTMENT_MAX_ITEMS SKUs (about 45 bytes each) beyond the usual body limit. */
const SAVE_BODY_LIMIT = ADJUSTMENT_MAX_ITEMS * 64 + 64 * 1024;

/**
 * Price adjustment orders and the price history they write. A store-scoped user makes, changes,
 * submits and cancels orders for stores they hold only (4030 otherwise, adjustments repository).
 */
export default async function adjustmentRoutes(app: FastifyInstance) {
  const repo = app.repos.adjustments;
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith(api.adjustmentSave.path)) route.bodyLimit = SAVE_BODY_LIMIT;
  });
  // Due orders take effect on a timer, and before any read of orders answers.
  const service = priceAdjustmentService(repo, app.config.now, app.log);
  service.start();
  app.addHook('onClose', async () => service.stop());

  defineCall(app, 'adjustmentQueryList', async (request) => {
    const { tenant } = sessionOf(request);
    await service.applyDue();
    const { status, orderNo, pageNo = 1, pageSize = 20 } = request.query;
    return ok(
      await repo.list(
        tenant.id,
        {
          status: status || undefined,
          orderNo: orderNo?.trim() || undefined,
          pageNo,
          pageSize,
        },
        scopeOf(request),
      ),
    );
  });

  defineCall(app, 'adjustmentGet', async (request) => {
    const { tenant } = sessionOf(request);
    await service.applyDue();
    const id = rowId(request.query.id);
    const order = id === undefined ? undefined : await repo.get(tenant.id, id, scopeOf(request));
    return order ? ok(order) : refusal(request, Code.notFound, 'adjustmentNotFound');
  });

  defineCall(app, 'adjustmentSave', async (request) => {
    const { tenant, user } = sessionOf(request);
    const body = request.body;
    const now = app.config.now();
    const effectiveAt = new Date(body.effectiveAt);
    const field = (key: 'adjustmentTimeInvalid' | 'adjustmentTimePassed') =>
      refusal(request, Code.invalidValues, key, undefined, {
        fieldErrors: [{ field: 'effectiveAt', msg: request.t(key) }],
      });
    if (Number.isNaN(effectiveAt.getTime())) return field('adjustmentTimeInvalid');
    if (body.submit && effectiveAt.getTime() <= now.getTime()) return field('adjustmentTimePassed');
    const storeIds = body.storeIds.map((value) => rowId(value) ?? -1);
    const items = body.items.map((item) => ({ skuId: rowId(item.skuId) ?? -1, newPrice: item.newPrice }));
    const input = {
      effectiveAt,
      allStores: body.allStores,
      storeIds,
      remark: body.remark?.trim() ?? '',
      items,
    };
    const status = body.submit ? 'pending' : 'draft';
    let outcome;
    if (body.id) {
      const id = rowId(body.id);
      if (id === undefined) return refusal(request, Code.notFound, 'adjustmentNotFound');
      if (body.version === undefined)
        return refusal(request, Code.invalidValues, 'adjustmentVersionRequired', undefined, {
          fieldErrors: [{ field: 'version', msg: request.t('adjustmentVersionRequired') }],
        });
      outcome = await repo.update(tenant.id, id, body.version, input, status, scopeOf(request));
    } else {
      outcome = await repo.create(tenant.id, user.id, input, now, status, scopeOf(request));
    }
    if (!outcome.ok) return refuse(request, outcome);
    return ok({
      id: String(outcome.value.id),
      orderNo: outcome.value.orderNo,
      version: outcome.value.version,
    });
  });

  defineCall(app, 'adjustmentSubmit', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.id);
    if (id === undefined) return refusal(request, Code.notFound, 'adjustmentNotFound');
    const outcome = await repo.submit(tenant.id, id, app.config.now(), scopeOf(request));
    return outcome.ok ? ok({ status: outcome.value }) : refuse(request, outcome);
  });

  defineCall(app, 'adjustmentCancel', async (request) => {
    const { tenant } = sessionOf(request);
    // A due order takes effect first: cancelling cannot undo a price that is already in force.
    await service.applyDue();
    const id = rowId(request.body.id);
    if (id === undefined) return refusal(request, Code.notFound, 'adjustmentNotFound');
    const outcome = await repo.cancel(tenant.id, id, scopeOf(request));
    return outcome.ok ? ok({ status: outcome.value }) : refuse(request, outcome);
  });

  defineCall(app, 'goodsQueryPriceHistory', async (request) => {
    const { tenant } = sessionOf(request);
    await service.applyDue();
    const id = rowId(request.query.skuId);
    if (id === undefined || !(await repo.skuExists(tenant.id, id)))
      return refusal(request, Code.notFound, 'skuNotFound');
    return ok(await repo.priceHistory(tenant.id, id));
  });
}
