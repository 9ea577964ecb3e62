import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { MessagePort } from 'node:worker_threads';
import pg from 'pg';
import { migrationsFolder } from '../config';
import { lockDataDir } from './data-dir-lock';
import { PgliteWorkerClient, type PgliteClient } from './pglite-worker-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query layer, the same type on PGlite and node-postgres (and inside a transaction). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

/**
 * How another thread of this server reaches the same database (it crosses to the thread in its
 * workerData, with the port in the transfer list): PostgreSQL's address, or a port that the PGlite
 * worker serves. `openLinked` opens it there.
 */
export type DbLink = { kind: 'postgres'; url: string } | { kind: 'pglite'; port: MessagePort };

/** A LISTEN on its own connection; `close` ends it. */
export interface Listener {
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * PostgreSQL only (servers share it): hear NOTIFY on `channel` on a dedicated connection;
   * `onLost` is called once if that connection fails.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<Listener>;
  /**
   * Run `fn` while no other server touches the schema: migrations and the first seed. PostgreSQL
   * takes an advisory lock, since several servers may start at once; PGlite is single-process.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * A link for another thread of this server (a long job's, so that its work never holds up the
   * event loop). Absent for PGlite in this thread: nothing else can reach it.
   */
  link?(): Promise<DbLink>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock that serialises migrations between servers. */
const MIGRATION_LOCK_ID = 7_262_026;

/**
 * A Database over PGlite, in process or in a worker (PgliteWorkerClient); `release` runs after the
 * client closes (the data directory lock).
 */
export function wrapPglite(client: PgliteClient, release?: () => Promise<void>): Database {
  // The worker client has every method drizzle's pglite session calls (query, transaction).
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exclusive: (fn) => fn(db),
    link:
      client instanceof PgliteWorkerClient
        ? async () => ({ kind: 'pglite', port: await client.lend() })
        : undefined,
    async close() {
      try {
        await client.close();
      } finally {
        await release?.();
      }
    },
  };
}

/**
 * PGlite in this thread, in `dataDir` (locked against a second server) or in memory when dataDir is
 * undefined. Every query blocks the event loop while it runs: tests and tools, not the server.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir !== undefined) release = await lockDataDir(dataDir);
  try {
    const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (error) {
    await release?.();
    throw error;
  }
}

export interface PgliteWorkerDatabaseOptions {
  loadDataDir?: Blob;
  /** The worker died: queries fail from now on (see PgliteWorkerOptions.onCrash). */
  onCrash?: (error: Error) => void;
}

/**
 * PGlite in a worker thread, so the event loop only does I/O while queries run; the data directory
 * is locked here, on the main thread, which outlives the worker.
 */
export async function openPgliteWorker(
  dataDir: string | undefined,
  { loadDataDir, onCrash }: PgliteWorkerDatabaseOptions = {},
): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir !== undefined) release = await lockDataDir(dataDir);
  try {
    return wrapPglite(await PgliteWorkerClient.open({ dataDir, loadDataDir, onCrash }), release);
  } catch (error) {
    await release?.();
    throw error;
  }
}

export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client can be cut off (server restart, admin termination): the pool drops it and the
  // next query opens a new one. Without a listener the event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, not at the first request, when the server cannot be reached.
  (await pool.connect()).release();
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          return await fn(drizzleNodePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage, onLost) {
      const client = new pg.Client({ connectionString });
      let closing = false;
      let lost = false;
      const lose = (error: Error) => {
        if (closing || lost) return;
        lost = true;
        onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose(new Error('the listening connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      });
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        closing = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return {
        async close() {
          closing = true;
          await client.end();
        },
      };
    },
    link: async () => ({ kind: 'postgres', url: connectionString }),
    close: () => pool.end(),
  };
}

/**
 * The database a link from another thread names, opened in this one: a small pool of its own on
 * PostgreSQL, or a client over the PGlite worker's port (whose close leaves PGlite open).
 */
export async function openLinked(link: DbLink): Promise<Database> {
  return link.kind === 'postgres'
    ? openPostgres(link.url, 2)
    : wrapPglite(PgliteWorkerClient.overPort(link.port));
}

/** The server's database: PostgreSQL at databaseUrl, else PGlite in dataDir, in a worker thread. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  onCrash?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPgliteWorker(options.dataDir, { onCrash: options.onCrash });
}

/** Apply the committed SQL migrations (one set for both engines). */
export async function runMigrations(database: Database, db: Db = database.db): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migrateNodePg(db as unknown as Parameters<typeof migrateNodePg>[0], config);
  }
}
