import { PassThrough } from 'node:stream';
import { Code } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { MAX_BATCH_SKUS, idList } from '../../services/goods-rules';
import { XLSX_TYPE, writeGoodsExport } from '../../services/goods-export';

/** goods/batchExport: the chosen SKUs, or those the list's filters select, as a streamed .xlsx. */
export default async function goodsExportRoutes(app: FastifyInstance) {
  defineCall(app, 'goodsBatchExport', async (request, reply) => {
    const { tenant } = sessionOf(request);
    const { query } = request;
    if (query.skuIds !== undefined && idList(query.skuIds).length > MAX_BATCH_SKUS) {
      return refusal(request, Code.invalidRequest, 'tooManySkus', {
        max: MAX_BATCH_SKUS,
        count: idList(query.skuIds).length,
      });
    }
    const stamp = app.config.now().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const name = `${request.t('exportFileName')}-${stamp}.xlsx`;
    const stream = new PassThrough();
    const t = request.t.bind(request);
    writeGoodsExport(stream, app.repos.goods, tenant.id, query, t).catch((error: unknown) => {
      request.log.error({ err: error }, 'goods export failed');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="goods-export-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
