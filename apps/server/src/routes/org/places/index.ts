import type { FastifyInstance } from 'fastify';
import fenceRoutes from './fences';
import franchiseeRoutes from './franchisees';
import operatorRoutes from './operators';
import pickupRoutes from './pickups';

/** The organisation's places calls (org-calls.ts), one file per group of calls beside this one. */
export default async function orgPlacesRoutes(app: FastifyInstance) {
  await app.register(franchiseeRoutes);
  await app.register(pickupRoutes);
  await app.register(operatorRoutes);
  await app.register(fenceRoutes);
}
