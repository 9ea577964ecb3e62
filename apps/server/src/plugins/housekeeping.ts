import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneOutboxFile } from '../infra/sms-gateway';
import { removeUnusedFiles } from '../services/unused-files';

const EVERY_MS = 10 * 60_000;
/**
 * On PostgreSQL, the servers of one database take turns: whichever takes the lease first does the
 * housekeeping and holds it until just before its next run, so the others skip theirs; if that
 * server stops, another takes over within one interval.
 */
export const HOUSEKEEPING_LEASE_MS = EVERY_MS - 30_000;
/** Imports and exports stay in the history, with their files, this long after they end. */
const JOB_KEEP_MS = 30 * 24 * 60 * 60_000;
/** The demo outbox (table and SMS_OUTBOX_FILE) keeps a text, and so its code, this long. */
const OUTBOX_KEEP_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: {
      /**
       * One round of housekeeping, when this server has the turn (always on PGlite: one server per
       * data directory); resolves once every part has ended, true when it ran.
       */
      run(): Promise<boolean>;
    };
  }
}

/** One round of every clean-up; a part that fails is logged and the others go on. */
async function runAll(app: FastifyInstance): Promise<void> {
  const now = app.config.now();
  const outboxFile = app.config.smsOutboxFile;
  if (outboxFile && app.config.smsGateway?.kind === 'outbox') {
    try {
      pruneOutboxFile(outboxFile, new Date(now.getTime() - OUTBOX_KEEP_MS));
    } catch (error) {
      app.log.warn({ err: error }, 'SMS outbox file clean-up failed');
    }
  }
  const purgeJobs = async () => {
    const before = new Date(now.getTime() - JOB_KEEP_MS);
    for (;;) {
      const { removed, files } = await app.repos.jobs.purgeEnded(before);
      for (const key of files) await app.storage.delete(key);
      if (removed === 0) return;
    }
  };
  const parts: [string, Promise<unknown>][] = [
    ['housekeeping failed', app.repos.housekeeping.purge(now, app.config.sessionMaxMs)],
    // Each tenant keeps its operation log for its retention (operationLogRetentionDays).
    ['operation log clean-up failed', app.repos.logs.pruneOperationLog(now)],
    ['job clean-up failed', purgeJobs()],
    [
      'unused file clean-up failed',
      removeUnusedFiles(app, now).then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
      }),
    ],
  ];
  const ended = await Promise.allSettled(parts.map(([, part]) => part));
  ended.forEach((outcome, index) => {
    if (outcome.status === 'rejected') app.log.warn({ err: outcome.reason }, parts[index]?.[0]);
  });
}

/**
 * Every 10 minutes, drop rows no rule reads any more, so public endpoints cannot grow tables without
 * bound, operation log records past their tenant's retention, and uploads no record refers to. On
 * PostgreSQL one server of the database at a time does it (a lease, HOUSEKEEPING_LEASE_MS).
 */
export default fp(
  async (app) => {
    // This server, as the holder of the lease.
    const holder = randomUUID();
    const run = async () => {
      if (
        app.database.kind === 'postgres' &&
        !(await app.repos.housekeeping.takeLease(
          'housekeeping',
          holder,
          app.config.now(),
          HOUSEKEEPING_LEASE_MS,
        ))
      )
        return false;
      await runAll(app);
      return true;
    };
    app.decorate('housekeeping', { run });
    const timer = setInterval(() => {
      run().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db', 'services', 'storage'] },
);
