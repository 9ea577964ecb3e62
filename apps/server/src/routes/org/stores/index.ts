import type { FastifyInstance } from 'fastify';
import storeChannelRoutes from './store-channels';
import storeExportRoutes from './store-export';
import storeFormRoutes from './store-form';
import storeListRoutes from './store-list';

/** The organisation's stores calls (org-calls.ts), one file per group of calls beside this one. */
export default async function orgStoresRoutes(app: FastifyInstance) {
  await app.register(storeListRoutes);
  await app.register(storeFormRoutes);
  await app.register(storeExportRoutes);
  await app.register(storeChannelRoutes);
}
