import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../src/db/database';
import { prepareDatabase } from '../src/seed';
import { testConfig } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, demo-seeded PGlite data directory. */
    pgliteTemplate: string;
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
  return () => rmSync(dir, { recursive: true, force: true });
}
