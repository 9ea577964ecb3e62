import type { FastifyInstance } from 'fastify';

/** The SKU calls of spec §7 Goods (goods/...), one file per call beside this one. */
export default async function goodsRoutes(_app: FastifyInstance) {}
