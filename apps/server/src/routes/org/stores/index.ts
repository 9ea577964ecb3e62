import type { FastifyInstance } from 'fastify';

/** The organisation's stores calls (org-calls.ts), one file per group of calls beside this one. */
export default async function orgStoresRoutes(app: FastifyInstance) {
  void app;
}
