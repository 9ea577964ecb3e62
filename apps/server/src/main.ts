import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import type { Database } from './db/database';
import { DataDirLockedError, assertDataDirFree } from './db/data-dir-lock';

/**
 * Why the server cannot listen, in words the operator acts on (which port, which variable), or
 * undefined for a failure that is not about the address.
 */
function listenProblem(error: unknown, config: Pick<Config, 'port' | 'host'>): string | undefined {
  const where = `port ${config.port} on ${config.host}`;
  switch ((error as { code?: string }).code) {
    case 'EADDRINUSE':
      return `rcadmin server: ${where} is already in use. Stop what uses it, or set PORT to a free port (and HOST to listen elsewhere).`;
    case 'EACCES':
      return `rcadmin server: no permission to listen on ${where}. Set PORT to a port above 1023.`;
    case 'EADDRNOTAVAIL':
      return `rcadmin server: ${config.host} is not an address of this machine. Set HOST to one that is (e.g. 127.0.0.1).`;
    default:
      return undefined;
  }
}

/** `node dist/main.js`: open the database, migrate, seed an empty one in demo mode, listen. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`rcadmin server: ${(error as Error).message}`);
    process.exit(1);
  }
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

  const [
    { buildApp },
    { prepareDatabase },
    { DEMO_PLATFORM_NUM },
    { LARGE_PLATFORM_NUM },
    { tenants },
    { tenantsRepository },
    { smsStartWarnings },
  ] = await Promise.all([
    import('./app'),
    import('./seed'),
    import('./seed/demo'),
    import('./seed/large'),
    import('./db/schema'),
    import('./repositories/tenants'),
    import('./services/sms-readiness'),
  ]);
  let report: Awaited<ReturnType<typeof prepareDatabase>>;
  let address: string;
  try {
    report = await prepareDatabase(database, config);
    app = await buildApp({ config, database });
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const problem = listenProblem(error, config);
    if (problem) console.error(problem);
    else console.error('rcadmin server failed to start:', error);
    await app?.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }

  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.info(`rcadmin server listening on ${address} (API base ${config.apiBase || '/'}, ${where})`);
  if (config.docs) console.info(`OpenAPI: ${address}/docs`);
  for (const warning of await smsStartWarnings(config, tenantsRepository(database.db))) console.warn(warning);
  if (config.seedDemo) {
    const password = report.seeded?.defaultAdminPassword;
    console.info(
      `Demo sign-in: platform number ${DEMO_PLATFORM_NUM}, account admin` +
        (password ? `, password ${password}` : ''),
    );
    if (report.largeSeeded)
      console.info(`Large tenant seeded: platform number ${LARGE_PLATFORM_NUM}, account admin`);
    if (config.smsOutboxFile) console.info(`Demo SMS texts (codes included): ${config.smsOutboxFile}`);
  } else {
    if (config.seedLarge) console.warn('SEED_LARGE is ignored: demo data is off (SEED_DEMO=1 turns it on)');
    const [anyTenant] = await database.db.select({ id: tenants.id }).from(tenants).limit(1);
    if (!anyTenant)
      console.info(
        'No tenant yet: create the first admin with npm run create-admin -- --platform <number> --company <name> --login admin',
      );
  }

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
