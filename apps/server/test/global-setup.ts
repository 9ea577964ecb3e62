import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/database';
import { prepareDatabase } from '../src/seed';
import { testConfig } from './config';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, demo-seeded PGlite data directory. */
    pgliteTemplate: string;
    /** The name of a migrated, demo-seeded database on TEST_DATABASE_URL's server ('' without one). */
    postgresTemplate: string;
  }
}

export async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rcadmin-template-'));
  const client = new PGlite({ extensions: { pg_trgm } });
  await prepareDatabase(wrapPglite(client), testConfig());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const postgresTemplate = await preparePostgresTemplate();
  project.provide('postgresTemplate', postgresTemplate?.name ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}

/**
 * With TEST_DATABASE_URL, the same on PostgreSQL: one database migrated and seeded here, which
 * each test file's database copies (CREATE DATABASE … TEMPLATE, a fraction of a second).
 */
async function preparePostgresTemplate() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `rcadmin_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openPostgres(databaseUrl(serverUrl, name));
  try {
    await prepareDatabase(database, testConfig());
  } finally {
    // A template takes no connections while it is copied.
    await database.close();
  }
  return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
