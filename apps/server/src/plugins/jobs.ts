import fp from 'fastify-plugin';
import { startJobRunner, type JobRunner } from '../services/import/job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobRunner: JobRunner;
  }
}

/** The runner of import jobs (services/import/job-runner.ts): started with the server, stopped with it. */
export default fp(
  async (app) => {
    const runner = startJobRunner(app);
    app.decorate('jobRunner', runner);
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'services'] },
);
