import type { FastifyInstance } from 'fastify';
import adjustmentRoutes from './adjustments';
import brandRoutes from './brands';
import categoryRoutes from './categories';
import fileRoutes from './files';
import mainSubRoutes from './main-sub';

/** Categories, brands, brand categories, store navigation, files, price adjustments, main/sub goods. */
export default async function catalogueRoutes(app: FastifyInstance) {
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  // Its own scope: multipart parsing stays with the upload route.
  await app.register(fileRoutes);
  await app.register(adjustmentRoutes);
  await app.register(mainSubRoutes);
}
