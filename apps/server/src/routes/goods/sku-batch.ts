import { Code, ok, idList } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteChanges } from '../../http/call-audit';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import type { BatchOutcome, SkuValueChange } from '../../repositories/goods-write';
import type { Change, ChangeValue } from '../../domain/change-list';
import { saleModeValue } from '../../domain/change-fields';
import { MAX_BATCH_SKUS, listForMessage } from '../../domain/goods-rules';

/** The operation log's change list of a batch: the field, SKU by SKU. */
const batchChanges = (
  field: Change['field'],
  changed: readonly SkuValueChange[],
  value: (said: string) => ChangeValue = (said) => said,
): Change[] =>
  changed.map((change) => ({ field, of: change.skuName, from: value(change.from), to: value(change.to) }));

/** The answer of a batch change: { updated } or the refusal that names what stood in the way. */
function answer(
  request: FastifyRequest,
  outcome: BatchOutcome,
  changes?: (changed: SkuValueChange[]) => Change[],
) {
  switch (outcome.kind) {
    case 'done':
      if (changes && outcome.changed) noteChanges(request, changes(outcome.changed));
      return ok({ updated: outcome.updated });
    case 'missing':
      return refusal(request, Code.notFound, 'skusNotFound', { ids: listForMessage(outcome.ids) });
    case 'inUse':
      return refusal(request, Code.inUse, 'skuInUseByComb', { sku: outcome.skuName, comb: outcome.combName });
    case 'outOfRange':
      return refusal(request, Code.invalidValues, 'batchPriceOutOfRange', {
        skus: listForMessage(outcome.skus),
      });
  }
}

/** The ids of a batch, or the refusal when there are too many. */
function batchIds(request: FastifyRequest, ids: string | readonly string[]) {
  const list = idList(ids);
  if (list.length > MAX_BATCH_SKUS) {
    return refusal(request, Code.invalidRequest, 'tooManySkus', { max: MAX_BATCH_SKUS, count: list.length });
  }
  return list;
}

/** Deleting into the recycle bin, restoring, and the batch changes of the goods list. */
export default async function goodsBatchRoutes(app: FastifyInstance) {
  defineCall(app, 'goodsDelSku', async (request) => {
    const { tenant } = sessionOf(request);
    const outcome = await app.repos.goodsWrite.softDelete(
      tenant.id,
      idList(request.query.skuId),
      app.config.now(),
    );
    if (outcome.kind === 'missing') return refusal(request, Code.notFound, 'skuNotFound');
    return answer(request, outcome);
  });

  defineCall(app, 'goodsDelBatchSku', async (request) => {
    const { tenant } = sessionOf(request);
    const ids = batchIds(request, request.query.skuIds);
    if (!Array.isArray(ids)) return ids;
    return answer(request, await app.repos.goodsWrite.softDelete(tenant.id, ids, app.config.now()));
  });

  defineCall(app, 'goodsBatchRestore', async (request) => {
    const { tenant } = sessionOf(request);
    const ids = batchIds(request, request.body.skuIds);
    if (!Array.isArray(ids)) return ids;
    const outcome = await app.repos.goodsWrite.restore(tenant.id, ids, app.config.now());
    if (outcome.kind === 'missing') {
      return refusal(request, Code.notFound, 'skusNotInRecycleBin', { ids: listForMessage(outcome.ids) });
    }
    return answer(request, outcome);
  });

  defineCall(app, 'goodsBatchUpdateSaleMode', async (request) => {
    const { tenant } = sessionOf(request);
    const ids = batchIds(request, request.body.skuIds);
    if (!Array.isArray(ids)) return ids;
    return answer(
      request,
      await app.repos.goodsWrite.setSaleMode(tenant.id, ids, request.body.saleMode, app.config.now()),
      (changed) => batchChanges('changeSaleMode', changed, saleModeValue),
    );
  });

  defineCall(app, 'goodsBatchChangePrice', async (request) => {
    const { tenant, user } = sessionOf(request);
    const ids = batchIds(request, request.body.skuIds);
    if (!Array.isArray(ids)) return ids;
    const { priceType, value } = request.body;
    return answer(
      request,
      await app.repos.goodsWrite.changePrice(tenant.id, user.id, ids, priceType, value, app.config.now()),
      (changed) => batchChanges('changeSkuReferPrice', changed),
    );
  });

  defineCall(app, 'goodsBatchChangeNav', async (request) => {
    const { tenant } = sessionOf(request);
    const ids = batchIds(request, request.body.skuIds);
    if (!Array.isArray(ids)) return ids;
    const { searchNavIds, mode } = request.body;
    const navIds = searchNavIds === '' ? [] : idList(searchNavIds);
    const outcome = await app.repos.goodsWrite.changeNav(tenant.id, ids, navIds, mode, app.config.now());
    if (outcome.kind === 'unknownNav') {
      return refusal(request, Code.invalidValues, 'goodsRefUnknown', {
        label: request.t('labelNav'),
        value: listForMessage(outcome.ids),
      });
    }
    return answer(request, outcome);
  });
}
