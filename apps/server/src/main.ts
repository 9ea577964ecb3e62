import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { DataDirLockedError, assertDataDirFree } from './db/data-dir-lock';

/** `node dist/main.js`: open the database, migrate, seed an empty one, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database;
  let app: FastifyInstance | undefined;
  // PGlite's worker died: every query fails from now on, so stop (loudly) rather than serve errors.
  const onCrash = (error: Error) => {
    console.error(`rcadmin server stopping: ${error.message}`);
    setTimeout(() => process.exit(1), 5000).unref();
    void (async () => {
      await app?.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      process.exit(1);
    })();
  };
  try {
    // Before the rest of the server loads: a second server on the same directory fails at once.
    if (!config.databaseUrl) assertDataDirFree(config.dataDir);
    const { openDatabase } = await import('./db/database');
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, onCrash });
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  }

  const [{ buildApp }, { prepareDatabase }, { DEMO_PLATFORM_NUM }, { LARGE_PLATFORM_NUM }] =
    await Promise.all([import('./app'), import('./seed'), import('./seed/demo'), import('./seed/large')]);
  let report: Awaited<ReturnType<typeof prepareDatabase>>;
  let address: string;
  try {
    report = await prepareDatabase(database, config);
    app = await buildApp({ config, database });
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error('rcadmin server failed to start:', error);
    await database.close();
    process.exit(1);
  }

  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.info(`rcadmin server listening on ${address} (API base ${config.apiBase || '/'}, ${where})`);
  console.info(`OpenAPI: ${address}/docs`);
  const password = report.seeded?.defaultAdminPassword;
  console.info(
    `Demo sign-in: platform number ${DEMO_PLATFORM_NUM}, account admin` +
      (password ? `, password ${password}` : ''),
  );
  if (report.largeSeeded)
    console.info(`Large tenant seeded: platform number ${LARGE_PLATFORM_NUM}, account admin`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('error while shutting down:', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
