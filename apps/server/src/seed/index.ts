import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { runMigrations, type Database } from '../db/database';
import { seedDemo, type SeedReport } from './demo';
import { seedLarge } from './large';
import { fillMenuNames } from './menu-names';

export interface PrepareReport {
  /** Set when the demo data went into an empty database just now. */
  seeded: SeedReport | undefined;
  largeSeeded: boolean;
}

/**
 * Migrate, then, in demo mode only (config.seedDemo), seed an empty database, while no other
 * server does the same. Outside demo mode no account is made: `create-admin` makes the first.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  /** A smaller large tenant (tests): seedLarge's counts. */
  largeCounts?: Parameters<typeof seedLarge>[1]['counts'],
): Promise<PrepareReport> {
  return database.exclusive(async (db) => {
    await runMigrations(database, db);
    await fillMenuNames(db);
    if (!config.seedDemo) return { seeded: undefined, largeSeeded: false };
    const seeded = await seedDemo(db, {
      passwordHashLogN: config.passwordHashLogN,
      adminPassword: config.seedAdminPassword,
      exampleOrigin: config.exampleOrigin,
      now: config.now(),
    });
    const largeSeeded = config.seedLarge
      ? await seedLarge(db, {
          passwordHashLogN: config.passwordHashLogN,
          adminPassword: config.seedAdminPassword,
          operationLogRecords: config.seedLargeOperationLog,
          counts: largeCounts,
          now: config.now(),
        })
      : false;
    // After bulk inserts: statistics for the planner and a visibility map for index-only scans
    // (PGlite has no autovacuum; on PostgreSQL it would come later).
    if (largeSeeded) await db.execute(sql`vacuum analyze`);
    return { seeded, largeSeeded };
  });
}
