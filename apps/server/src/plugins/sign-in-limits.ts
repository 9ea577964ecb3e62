import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Code, api, fail, type CallName } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { statusOf } from '../http/status';

/** The sign-in family: the calls anyone may make, each worth guessing at. */
export const RATE_LIMITED_CALLS: readonly CallName[] = [
  'login',
  'phoneLogin',
  'sendVerifyCode',
  'companyCheck',
  'codeNumberImage',
];

/** Longer values are not platform numbers; the schema refuses them after the limit counted them. */
const MAX_TENANT_KEY = 64;

/** The platform number a request names, from its body (login forms, sendVerifyCode) or query. */
function tenantOf(request: FastifyRequest): string | undefined {
  const fields = [
    (request.body as Record<string, unknown> | undefined)?.platformNum,
    (request.body as Record<string, unknown> | undefined)?._platform_num,
    (request.query as Record<string, unknown> | undefined)?.platformNum,
  ];
  const named = fields.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return named?.trim().slice(0, MAX_TENANT_KEY);
}

/**
 * The store of @fastify/rate-limit on PostgreSQL without Redis: the rate_limit_hits table, one
 * upsert per hit, so every server behind the load balancer counts into the same windows.
 */
function databaseStore(app: FastifyInstance) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      app.repos.rateLimits.hit(key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => {
          app.log.warn({ error: error.message }, 'rate-limit store failed: request let through');
          callback(error);
        },
      );
    }

    // Keys already name the call (see the key generators below): every route shares one store.
    child() {
      return this;
    }
  };
}

/**
 * Rate limits of the sign-in family, per client address and per tenant, each call counted on its
 * own: past either, 429 with Retry-After and the failure envelope. Counts live in Redis when
 * REDIS_URL is set, else in PostgreSQL's table, else (PGlite: one server) in memory. A store that
 * fails lets requests through: the lockout and the scrypt slots still guard sign-in.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const { windowMs, perIp, perTenant } = config.signInRateLimits;

    let redis: Redis | undefined;
    if (config.redisUrl) {
      // No offline queue: while Redis is away a count fails at once (and lets the request through)
      // instead of holding sign-in until it is back.
      const client = new Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      client.on('error', (error: Error) => app.log.warn({ error: error.message }, 'rate-limit Redis error'));
      await client.connect().catch((error: Error) => {
        app.log.warn({ error: error.message }, 'rate-limit Redis unreachable: counting resumes once it is');
      });
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
      redis = client;
    }
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      timeWindow: windowMs,
      ...(redis
        ? { redis, nameSpace: 'rcadmin-rate-limit:' }
        : app.database.kind === 'postgres'
          ? { store: databaseStore(app) }
          : {}),
    });

    const route = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;
    const byAddress = app.createRateLimit({
      max: perIp,
      timeWindow: windowMs,
      keyGenerator: (request) => `ip|${route(request)}|${request.ip}`,
    });
    const byTenant = app.createRateLimit({
      max: perTenant,
      timeWindow: windowMs,
      keyGenerator: (request) => `tenant|${route(request)}|${tenantOf(request) ?? ''}`,
    });

    const refuse = (request: FastifyRequest, reply: FastifyReply, seconds: number) =>
      reply
        .code(statusOf(Code.tooManyRequests))
        .header('retry-after', String(seconds))
        .send(fail(Code.tooManyRequests, request.t('tooManyRequests', { seconds })));

    // After parsing (the tenant is in the body), before validation: malformed guesses count too.
    async function limit(request: FastifyRequest, reply: FastifyReply) {
      const address = await byAddress(request);
      if (!address.isAllowed && address.isExceeded) return refuse(request, reply, address.ttlInSeconds);
      if (tenantOf(request) === undefined) return;
      const tenant = await byTenant(request);
      if (!tenant.isAllowed && tenant.isExceeded) return refuse(request, reply, tenant.ttlInSeconds);
    }

    const limited = new Set(RATE_LIMITED_CALLS.map((name) => `${config.apiBase}${api[name].path}`));
    app.addHook('onRoute', (options) => {
      if (!limited.has(options.url)) return;
      options.preValidation = [...[options.preValidation ?? []].flat(), limit];
    });
  },
  { name: 'sign-in-limits', dependencies: ['db', 'services', 'i18n'] },
);
