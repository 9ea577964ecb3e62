import type { FastifyInstance } from 'fastify';
import goodsBatchRoutes from './sku-batch';
import goodsExportRoutes from './sku-export';
import goodsFormRoutes from './sku-form';
import goodsListRoutes from './sku-list';
import goodsReferenceRoutes from './reference';

/** The SKU calls of spec §7 Goods (goods/...), one file per group of calls beside this one. */
export default async function goodsRoutes(app: FastifyInstance) {
  await app.register(goodsListRoutes);
  await app.register(goodsFormRoutes);
  await app.register(goodsBatchRoutes);
  await app.register(goodsExportRoutes);
  await app.register(goodsReferenceRoutes);
}
