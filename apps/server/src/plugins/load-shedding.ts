import underPressure from '@fastify/under-pressure';
import { Code, fail } from '@rcadmin/contract';
import fp from 'fastify-plugin';
import { statusOf } from '../http/status';

/**
 * Past capacity the server says so at once: 503 with Retry-After and the failure envelope, before
 * any session lookup or database work, instead of letting requests queue until callers time out.
 * Capacity is the event loop's delay and utilisation, sampled every `sampleIntervalMs`.
 */
export default fp(
  async (app) => {
    const limits = app.config.loadLimits;
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      // Utilisation of the last sample, not the average since start.
      eventLoopUtilizationMode: 'interval',
      sampleInterval: limits.sampleIntervalMs,
      retryAfter: limits.retryAfterS,
      async pressureHandler(request, reply, type, value) {
        request.log.warn({ type, value }, 'under pressure: request refused with 503');
        await reply
          .code(statusOf(Code.unavailable))
          .header('retry-after', String(limits.retryAfterS))
          .send(fail(Code.unavailable, request.t('serverBusy', { seconds: limits.retryAfterS })));
      },
    });
  },
  { name: 'load-shedding', dependencies: ['services', 'i18n'] },
);
