import fp from 'fastify-plugin';
import { pruneOutboxFile } from '../infra/sms-gateway';
import { storageFor } from '../infra/storage';
import { removeUnusedFiles } from '../services/unused-files';

const EVERY_MS = 10 * 60_000;
/** Imports and exports stay in the history, with their files, this long after they end. */
const JOB_KEEP_MS = 30 * 24 * 60 * 60_000;
/** The demo outbox (table and SMS_OUTBOX_FILE) keeps a text, and so its code, this long. */
const OUTBOX_KEEP_MS = 24 * 60 * 60_000;

/**
 * Every 10 minutes, drop rows no rule reads any more, so public endpoints cannot grow tables without
 * bound, operation log records past their tenant's retention, and uploads no record refers to.
 */
export default fp(
  async (app) => {
    const run = () => {
      app.repos.housekeeping.purge(app.config.now(), app.config.sessionMaxMs).catch((error: unknown) => {
        app.log.warn({ err: error }, 'housekeeping failed');
      });
      const outboxFile = app.config.smsOutboxFile;
      if (outboxFile && app.config.smsGateway?.kind === 'outbox') {
        try {
          pruneOutboxFile(outboxFile, new Date(app.config.now().getTime() - OUTBOX_KEEP_MS));
        } catch (error) {
          app.log.warn({ err: error }, 'SMS outbox file clean-up failed');
        }
      }
      // Each tenant keeps its operation log for its retention (operationLogRetentionDays).
      app.repos.logs.pruneOperationLog(app.config.now()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'operation log clean-up failed');
      });
    };
    const storage = storageFor(app.config);
    const purgeJobs = async () => {
      const before = new Date(app.config.now().getTime() - JOB_KEEP_MS);
      for (;;) {
        const { removed, files } = await app.repos.jobs.purgeEnded(before);
        for (const key of files) await storage.delete(key);
        if (removed === 0) return;
      }
    };
    const runAll = () => {
      run();
      purgeJobs().catch((error: unknown) => app.log.warn({ err: error }, 'job clean-up failed'));
      removeUnusedFiles(app, app.config.now())
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'unused file clean-up failed'));
    };
    const timer = setInterval(runAll, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db', 'services'] },
);
