import { Code, idList, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { MAX_BATCH_SKUS } from '../../domain/goods-rules';
import { goodsExport } from '../../services/goods-export';
import { queueExport } from '../../services/export-jobs';
import { timeZoneOf } from '../../services/time-zone';
import { storeFilterRefusal } from './store-filter';

/** goods/batchExport: the chosen SKUs, or those the list's filters select, queued as an export job (.xlsx). */
export default async function goodsExportRoutes(app: FastifyInstance) {
  defineCall(app, 'goodsBatchExport', async (request) => {
    const { tenant } = sessionOf(request);
    const { query } = request;
    if (query.skuIds !== undefined && idList(query.skuIds).length > MAX_BATCH_SKUS) {
      return refusal(request, Code.invalidRequest, 'tooManySkus', {
        max: MAX_BATCH_SKUS,
        count: idList(query.skuIds).length,
      });
    }
    const refused = await storeFilterRefusal(app, request, query.storeId);
    if (refused) return refused;
    const zone = await timeZoneOf(app.repos, request, tenant.id);
    const { sheet, params } = goodsExport(tenant.id, query, request.t.bind(request), { zone });
    return ok(
      await queueExport(
        app,
        request,
        { localName: 'exportFileName', history: 'goodsExport' },
        { file: 'goods-export', sheet, source: { name: 'goods', params } },
      ),
    );
  });
}
