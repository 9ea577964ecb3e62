import type { FastifyBaseLogger } from 'fastify';
import type { AdjustmentsRepository } from '../repositories/adjustments';

/** How often a server looks for due price adjustment orders. */
export const ADJUSTMENT_CHECK_MS = 5_000;

export interface PriceAdjustmentService {
  /** Apply every due order (each once, each in its own transaction); answers how many this call applied. */
  applyDue(): Promise<number>;
  /** Look for due orders every `everyMs` until stop(). */
  start(everyMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Price adjustment orders take effect at their effectiveAt, once: each server runs this on a timer
 * (and before answering reads of orders), and the claim in the repository (FOR UPDATE SKIP LOCKED
 * on status 'pending') makes sure that two servers, or two runs, never apply one order twice.
 */
export function priceAdjustmentService(
  adjustments: Pick<AdjustmentsRepository, 'applyNextDue'>,
  now: () => Date,
  log?: FastifyBaseLogger,
): PriceAdjustmentService {
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function applyAll(): Promise<number> {
    let applied = 0;
    for (;;) {
      const orderNo = await adjustments.applyNextDue(now());
      if (orderNo === undefined) return applied;
      applied += 1;
      log?.info({ orderNo }, 'price adjustment order applied');
    }
  }

  const service: PriceAdjustmentService = {
    applyDue() {
      // One run at a time in this process; a caller during a run waits for it (and its result).
      running ??= applyAll().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(everyMs = ADJUSTMENT_CHECK_MS) {
      if (timer) return;
      timer = setInterval(() => {
        service
          .applyDue()
          .catch((error: unknown) => log?.warn({ err: error }, 'applying price adjustments failed'));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
  return service;
}
