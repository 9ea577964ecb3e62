import { loadConfig } from './config';
import { openDatabase, runMigrations } from './db/database';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEFAULT_ADMIN_PASSWORD } from './seed/demo';
import { LARGE_PLATFORM_NUM, seedLarge } from './seed/large';

/** `node dist/seed-large.js`: add the 'Large Retail' tenant to the configured database (server stopped). */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const created = await database.exclusive(async (db) => {
      await runMigrations(database, db);
      return seedLarge(db, {
        passwordHashLogN: config.passwordHashLogN,
        adminPassword: config.seedAdminPassword,
        now: config.now(),
      });
    });
    console.info(
      created
        ? `Seeded 'Large Retail': platform number ${LARGE_PLATFORM_NUM}, account admin, password ` +
            (config.seedAdminPassword ? 'as set in SEED_ADMIN_PASSWORD' : DEFAULT_ADMIN_PASSWORD)
        : `'Large Retail' (platform number ${LARGE_PLATFORM_NUM}) already exists`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
