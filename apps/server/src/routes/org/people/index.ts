import type { FastifyInstance } from 'fastify';
import accountRoutes from './accounts';
import employeeRoutes from './employees';
import roleRoutes from './roles';

/** The organisation's people calls (org-calls.ts), one file per group of calls beside this one. */
export default async function orgPeopleRoutes(app: FastifyInstance) {
  await app.register(roleRoutes);
  await app.register(employeeRoutes);
  await app.register(accountRoutes);
}
