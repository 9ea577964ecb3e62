import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    repos: Repositories;
  }
}

/** The open database and the repositories over it: the only way routes reach data. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('repos', createRepositories(database.db));
  },
  { name: 'db' },
);
