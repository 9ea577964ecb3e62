import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesStoreFrom, loadConfig } from '../src/config';
import { startServer } from './server-process';

const POSTGRES = { DATABASE_URL: 'postgres://rcadmin@db.internal:5432/rcadmin' };
const S3 = {
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'files',
  S3_ACCESS_KEY: 'k',
  S3_SECRET_KEY: 's',
};
const REFUSAL =
  'FILES_STORE=folder keeps files on this server only, where the other servers of DATABASE_URL cannot ' +
  'read them: set FILES_SHARED=1 if FILES_DIR is one folder every server mounts, or leave FILES_STORE ' +
  'unset to keep files in PostgreSQL';

describe('where files are kept', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-files-store-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('by default: S3 when configured, PostgreSQL with DATABASE_URL, the folder on PGlite or when declared shared', () => {
    expect(loadConfig({}).filesStore).toBe('folder');
    expect(loadConfig({ ...POSTGRES, SEED_DEMO: '0' }).filesStore).toBe('postgres');
    expect(loadConfig({ ...POSTGRES, ...S3, SEED_DEMO: '0' }).filesStore).toBe('s3');
    expect(loadConfig({ ...S3 }).filesStore).toBe('s3');
    expect(loadConfig({ ...POSTGRES, FILES_SHARED: '1', SEED_DEMO: '0' }).filesStore).toBe('folder');
    expect(
      loadConfig({ ...POSTGRES, FILES_STORE: 'folder', FILES_SHARED: '1', SEED_DEMO: '0' }).filesStore,
    ).toBe('folder');
    expect(loadConfig({ FILES_STORE: 'Folder' }).filesStore).toBe('folder');
  });

  it('refuses a store some server of the database could not read, and settings that name no store, with one line', () => {
    expect(() => filesStoreFrom({ ...POSTGRES, FILES_STORE: 'folder' }, undefined)).toThrow(REFUSAL);
    expect(() => filesStoreFrom({ FILES_STORE: 'disk' }, undefined)).toThrow(
      "FILES_STORE must be folder, postgres or s3, got 'disk'",
    );
    expect(() => filesStoreFrom({ FILES_STORE: 's3' }, undefined)).toThrow(
      'FILES_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY',
    );
    expect(() => filesStoreFrom({ FILES_STORE: 'postgres' }, undefined)).toThrow(
      'FILES_STORE=postgres keeps files in the database of DATABASE_URL, which is not set',
    );
    expect(() => filesStoreFrom({ ...POSTGRES, FILES_SHARED: 'yes' }, undefined)).toThrow(
      "FILES_SHARED must be 1 or 0, got 'yes'",
    );
  });

  it('a server that would keep files where the others cannot read them does not start, and says why in one line', async () => {
    // Refused before any connection is made: the database address is never tried.
    const server = startServer(
      path.join(root, 'data'),
      { ...POSTGRES, FILES_STORE: 'folder' },
      { fromSource: true },
    );
    const { code, output } = await server.exit;
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([`rcadmin server: ${REFUSAL}`]);
  });
});
