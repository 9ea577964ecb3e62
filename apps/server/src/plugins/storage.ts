import fp from 'fastify-plugin';
import { storageFor, type FileStorage } from '../infra/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The file store the configuration names (config.filesStore), one per server: its S3 client,
     * and the connections it keeps, serve every upload, import and export.
     */
    storage: FileStorage;
  }
}

export default fp(
  async (app) => {
    const storage = storageFor(app.config, app.database);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close?.());
  },
  { name: 'storage', dependencies: ['db', 'services'] },
);
