/**
 * The messages between the server's main thread (pglite-worker-client.ts) and the thread that owns
 * PGlite (pglite-worker.ts). Everything here crosses a structured clone, so no functions: a query
 * names the result types it wants as raw text (`rawTypes`), and the caller's parsers run on the
 * main thread.
 */
import type { MessagePort } from 'node:worker_threads';

export type RowMode = 'array' | 'object';

/** What the worker is started with. */
export interface PgliteWorkerData {
  /** Undefined: in memory. */
  dataDir: string | undefined;
  /** A tarball from dumpDataDir to start from. */
  loadDataDir: Uint8Array | undefined;
}

interface QueryShape {
  sql: string;
  rowMode: RowMode | undefined;
  /** Type OIDs whose values come back as the text Postgres sent. */
  rawTypes: number[];
  /** Set inside a transaction: the id `begin` answered. */
  tx: number | undefined;
}

export type WorkerRequest =
  | (QueryShape & { id: number; op: 'query'; params: unknown[]; paramTypes: number[] | undefined })
  | (QueryShape & { id: number; op: 'exec' })
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' }
  /** From the main thread only: serve another thread on this port too (PgliteWorkerClient.lend). */
  | { id: number; op: 'attach'; port: MessagePort };

/** An error as it crosses: the class is lost, so say whether it was PGlite's DatabaseError. */
export interface WireError {
  name: string;
  message: string;
  stack: string | undefined;
  databaseError: boolean;
  /** Own properties that clone: code (SQLSTATE), detail, constraint, table, query, params... */
  fields: Record<string, unknown>;
}

/** Id 0 answers the start: PGlite ready, or why it could not open. */
export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };
