import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { createRepositories, type Repositories } from '../repositories';
import { listenForContentChanges } from '../repositories/content-cache';
import { AccessCache } from '../services/access-cache';
import { accessChannel } from '../services/access-channel';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    repos: Repositories;
    /** Session + grants per session id; the repositories drop what their writes change. */
    accessCache: AccessCache;
  }
}

/** The open database and the repositories over it: the only way routes reach data. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    const accessCache = new AccessCache();
    const channel = accessChannel(database, accessCache, app.log);
    app.decorate('database', database);
    app.decorate('accessCache', accessCache);
    const repos = createRepositories(database.db, channel.publish);
    app.decorate('repos', repos);
    const contentChanges = listenForContentChanges(database, repos.content, app.log);
    app.addHook('onReady', () => channel.start());
    app.addHook('onReady', () => contentChanges.start());
    app.addHook('onClose', () => channel.stop());
    app.addHook('onClose', () => contentChanges.stop());
  },
  { name: 'db' },
);
