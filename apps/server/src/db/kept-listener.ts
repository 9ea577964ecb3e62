import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener } from './database';

/** Wait before listening again after the listener's connection is lost. */
const RETRY_MS = 1_000;

export interface KeptListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * LISTENs on a PostgreSQL channel for as long as the server runs, listening again after its
 * connection is lost. What was heard while nobody listened is unknown, so `reset` runs when the
 * connection is lost and again once listening resumes: the caller starts afresh (empties its
 * cache). Nothing happens on PGlite, which has one server per data directory.
 */
export function keptListener(
  database: Database,
  channel: string,
  what: string,
  handlers: { onMessage: (payload: string) => void; reset: () => void },
  log: FastifyBaseLogger,
): KeptListener {
  let listener: Listener | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function listen(again: boolean): Promise<void> {
    if (!database.listen || stopped) return;
    try {
      listener = await database.listen(channel, handlers.onMessage, onLost);
      if (again) handlers.reset();
    } catch (error) {
      log.warn({ err: error }, `cannot listen for ${what}; retrying`);
      scheduleRetry();
    }
  }

  function onLost(error: Error): void {
    listener = undefined;
    handlers.reset();
    if (stopped) return;
    log.warn({ err: error }, `${what} listener lost its connection; retrying`);
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen(true);
    }, RETRY_MS);
    retry.unref();
  }

  return {
    start: () => listen(false),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await listener?.close();
      listener = undefined;
    },
  };
}
