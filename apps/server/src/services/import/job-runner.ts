import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { runExportJob } from '../export-jobs';
import { runImportJob } from './import-job';

/** How often an idle server looks for a job (an upload on this server starts one at once). */
const POLL_MS = 2_000;

export interface JobRunner {
  /** Look for a job now (a job was just queued). */
  kick(): void;
  /** Stop taking jobs, wait for the current import's batch to end, and give running exports back. */
  stop(): Promise<void>;
  /** The exports this server runs now. */
  readonly exportsRunning: number;
}

/**
 * Runs the queued jobs of every tenant: imports one at a time on this server, exports up to
 * `config.jobs.exportsPerServer` at once; the tenants take turns (jobsRepository.claim), and no
 * tenant has more than `config.jobs.perTenant` jobs of a kind running across every server. Jobs
 * are claimed from the database (FOR UPDATE SKIP LOCKED), so several servers on one PostgreSQL
 * share the queue and never run a job twice; on PGlite the only server runs them in process.
 */
export function startJobRunner(app: FastifyInstance): JobRunner {
  const server = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { exportsPerServer, perTenant, leaseSeconds } = app.config.jobs;
  let stopped = false;
  const exports = new Set<Promise<void>>();
  const closing = new AbortController();

  let released: Promise<void> | undefined;
  // PGlite has one server: what it was running when it stopped is free again at once.
  const release = () =>
    (released ??= app.database.kind === 'pglite' ? app.repos.jobs.releaseRunning() : Promise.resolve());

  /**
   * A loop of claims that runs when kicked (never twice at once: a kick meanwhile runs it again
   * once it ends).
   */
  const loop = (work: () => Promise<void>) => {
    let current: Promise<void> | undefined;
    let again = false;
    const run = async () => {
      await release();
      do {
        again = false;
        await work();
      } while (again && !stopped);
    };
    return {
      kick() {
        if (stopped) return;
        if (current) {
          again = true;
          return;
        }
        current = run()
          .catch((error: unknown) => app.log.error({ err: error }, 'job runner failed'))
          .finally(() => {
            current = undefined;
          });
      },
      ended: () => current,
    };
  };

  const imports = loop(async () => {
    while (!stopped) {
      const job = await app.repos.jobs.claim(server, 'import', perTenant, leaseSeconds);
      if (!job) break;
      await runImportJob(app, job, server);
    }
  });
  // Claims exports while this server has room for one; each runs on while the next is claimed.
  const exporting = loop(async () => {
    while (!stopped && exports.size < exportsPerServer) {
      const job = await app.repos.jobs.claim(server, 'export', perTenant, leaseSeconds);
      if (!job) break;
      const run: Promise<void> = runExportJob(app, job, server, closing.signal)
        .catch((error: unknown) => app.log.error({ err: error, jobId: job.id }, 'export job failed'))
        .finally(() => {
          exports.delete(run);
          // A place is free: the next export (this tenant's or another's) now.
          exporting.kick();
        });
      exports.add(run);
    }
  });
  const tick = () => {
    imports.kick();
    exporting.kick();
  };
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  setImmediate(tick);
  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      closing.abort();
      await Promise.all([imports.ended(), exporting.ended(), ...exports]);
    },
    get exportsRunning() {
      return exports.size;
    },
  };
}
