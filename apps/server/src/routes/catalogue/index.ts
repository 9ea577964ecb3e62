import type { FastifyInstance } from 'fastify';

/** Categories, brands, brand categories, store navigation, files, price adjustments, main/sub goods. */
export default async function catalogueRoutes(_app: FastifyInstance) {}
