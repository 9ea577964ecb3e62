import type { FastifyInstance } from 'fastify';

/** The organisation's people calls (org-calls.ts), one file per group of calls beside this one. */
export default async function orgPeopleRoutes(app: FastifyInstance) {
  void app;
}
