import type { FastifyInstance } from 'fastify';
import orgPeopleRoutes from './people';
import orgPlacesRoutes from './places';
import orgStoresRoutes from './stores';

/**
 * The organisation calls (org-calls.ts in the contract): stores and their channels (stores/),
 * roles, employees, sign-in accounts and third-party staff (people/), franchisees, pickup
 * points, operators and electronic fences (places/).
 */
export default async function orgRoutes(app: FastifyInstance) {
  await app.register(orgStoresRoutes);
  await app.register(orgPeopleRoutes);
  await app.register(orgPlacesRoutes);
}
