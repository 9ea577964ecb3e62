import fp from 'fastify-plugin';

const EVERY_MS = 10 * 60_000;

/**
 * Every 10 minutes, drop rows no rule reads any more, so public endpoints cannot grow tables without
 * bound, and operation log records past their tenant's retention.
 */
export default fp(
  async (app) => {
    const run = () => {
      app.repos.housekeeping.purge(app.config.now(), app.config.sessionMaxMs).catch((error: unknown) => {
        app.log.warn({ err: error }, 'housekeeping failed');
      });
      // Each tenant keeps its operation log for its retention (operationLogRetentionDays).
      app.repos.logs.pruneOperationLog(app.config.now()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'operation log clean-up failed');
      });
    };
    const timer = setInterval(run, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db', 'services'] },
);
