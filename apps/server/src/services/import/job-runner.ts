import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { runImportJob } from './import-job';

/** How often an idle server looks for a job (an upload on this server starts one at once). */
const POLL_MS = 2_000;

export interface JobRunner {
  /** Look for a job now (a job was just queued). */
  kick(): void;
  /** Stop taking jobs and wait for the current one's batch to end. */
  stop(): Promise<void>;
}

/**
 * Runs the queued import jobs of every tenant, one at a time on this server, the tenants taking
 * turns (jobsRepository.claim). Jobs are claimed from the database (FOR UPDATE SKIP LOCKED), so
 * several servers on one PostgreSQL share the queue and never run a job twice; on PGlite the only
 * server runs them in process.
 */
export function startJobRunner(app: FastifyInstance): JobRunner {
  const server = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let current: Promise<void> | undefined;
  let again = false;

  let released = false;

  const drain = async () => {
    if (!released) {
      released = true;
      // PGlite has one server: what it was running when it stopped is free again at once.
      if (app.database.kind === 'pglite') await app.repos.jobs.releaseRunning();
    }
    do {
      again = false;
      while (!stopped) {
        const job = await app.repos.jobs.claim(server, 'import');
        if (!job) break;
        await runImportJob(app, job, server);
      }
    } while (again && !stopped);
  };
  const tick = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = drain()
      .catch((error: unknown) => app.log.error({ err: error }, 'job runner failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  setImmediate(tick);
  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
