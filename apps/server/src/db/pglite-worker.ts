/**
 * The thread that owns PGlite. PGlite runs every query synchronously (WASM), so on the main thread a
 * busy database stalls the event loop and with it every socket; here it only stalls this thread.
 * Requests come from pglite-worker-client.ts (see pglite-protocol.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteWorkerData, WireError, WorkerReply, WorkerRequest } from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs in a worker thread (new Worker), not on its own');

const { dataDir, loadDataDir } = workerData as PgliteWorkerData;
// pg_trgm: the goods lists' contains-filters use trigram indexes (migration 0003).
const pg = new PGlite({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { pg_trgm },
});

interface OpenTransaction {
  tx: Transaction;
  /** Commit (true) or roll back, and settle once PGlite has. */
  end(commit: boolean): Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction callback to make it roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');

function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, databaseError: false, fields: {} };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // queryOptions holds the parsers (functions): the client puts the caller's own back.
    if (key === 'queryOptions' || typeof value === 'function' || typeof value === 'symbol') continue;
    fields[key] = value;
  }
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    databaseError: error instanceof protocol.messages.DatabaseError,
    fields,
  };
}

function post(reply: WorkerReply): void {
  try {
    port?.postMessage(reply);
  } catch (error) {
    // A value that does not clone still gets an answer, or the caller would wait forever.
    port?.postMessage({ id: reply.id, ok: false, error: toWire(error) } satisfies WorkerReply);
  }
}

const identity = (value: string) => value;
const rawParsers = new Map<string, ParserOptions>();
/** Parsers that leave these types as text; one object per set, as the same few sets recur. */
function parsersFor(types: number[]): ParserOptions | undefined {
  if (types.length === 0) return undefined;
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, identity]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is closed`);
  return open.tx;
}

/**
 * Opens a PGlite transaction and keeps it open until the client commits or rolls back: answers the
 * begin request with the transaction's id once BEGIN has run. Queries outside it wait on PGlite's
 * own transaction mutex meanwhile, as they would in process.
 */
function begin(id: number): void {
  const txId = nextTransaction++;
  let decide: (commit: boolean) => void = () => undefined;
  const decision = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let opened = false;
  const finished: Promise<void> = pg
    .transaction(async (tx) => {
      opened = true;
      transactions.set(txId, {
        tx,
        end: (commit) => {
          decide(commit);
          return finished;
        },
      });
      post({ id, ok: true, value: txId });
      if (!(await decision)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (error !== ROLLBACK) throw error;
      },
    )
    .finally(() => transactions.delete(txId));
  // A failure after the begin was answered goes to whoever ends the transaction.
  finished.catch((error: unknown) => {
    if (!opened) post({ id, ok: false, error: toWire(error) });
  });
}

async function run(request: Exclude<WorkerRequest, { op: 'begin' }>): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
        paramTypes: request.paramTypes,
      });
    case 'exec':
      return target(request.tx).exec(request.sql, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`Transaction ${request.tx} is closed`);
      await open.end(request.op === 'commit');
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'begin') {
    begin(request.id);
    return;
  }
  run(request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (error: unknown) => post({ id: request.id, ok: false, error: toWire(error) }),
  );
});

pg.waitReady.then(
  () => post({ id: 0, ok: true, value: null }),
  (error: unknown) => post({ id: 0, ok: false, error: toWire(error) }),
);
