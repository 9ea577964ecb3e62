import type { FastifyInstance } from 'fastify';

/** The organisation's places calls (org-calls.ts), one file per group of calls beside this one. */
export default async function orgPlacesRoutes(app: FastifyInstance) {
  void app;
}
