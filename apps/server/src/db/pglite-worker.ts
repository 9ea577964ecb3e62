/**
 * The thread that owns PGlite. PGlite runs every query synchronously (WASM), so on the main thread a
 * busy database stalls the event loop and with it every socket; here it only stalls this thread.
 * Requests come from pglite-worker-client.ts (see pglite-protocol.ts).
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, protocol, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteWorkerData, WireError, WorkerReply, WorkerRequest } from './pglite-protocol';
import { priorityWhileBackground } from '../worker-script';

const parent = parentPort;
if (!parent) throw new Error('pglite-worker runs in a worker thread (new Worker), not on its own');

const { dataDir, loadDataDir } = workerData as PgliteWorkerData;
// pg_trgm: the goods lists' contains-filters use trigram indexes (migration 0003).
const pg = new PGlite({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { pg_trgm },
});

/**
 * Where requests come from: the server's main thread (the worker's own port) and the ports it
 * attached for other threads (an import job's thread). Each is answered on its own port.
 */
type Endpoint = Pick<MessagePort, 'postMessage'>;

interface OpenTransaction {
  tx: Transaction;
  /** The port whose requests opened it: only they may use or end it. */
  owner: Endpoint;
  /** Commit (true) or roll back, and settle once PGlite has. */
  end(commit: boolean): Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
/** Attached ports whose thread has ended. */
const gonePorts = new WeakSet<Endpoint>();
/** Attached ports are background work (an import, an export's reads): see priorityWhileBackground. */
const background = priorityWhileBackground();
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

function post(to: Endpoint, reply: WorkerReply): void {
  try {
    to.postMessage(reply);
  } catch (error) {
    // A value that does not clone still gets an answer, or the caller would wait forever.
    to.postMessage({ id: reply.id, ok: false, error: toWire(error) } satisfies WorkerReply);
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

function opened(tx: number, from: Endpoint): OpenTransaction {
  const open = transactions.get(tx);
  if (!open || open.owner !== from) throw new Error(`Transaction ${tx} is closed`);
  return open;
}

function target(tx: number | undefined, from: Endpoint): PGlite | Transaction {
  return tx === undefined ? pg : opened(tx, from).tx;
}

/**
 * Opens a PGlite transaction and keeps it open until the client commits or rolls back: answers the
 * begin request with the transaction's id once BEGIN has run. Queries outside it wait on PGlite's
 * own transaction mutex meanwhile, as they would in process.
 */
function begin(id: number, from: Endpoint): void {
  const txId = nextTransaction++;
  let decide: (commit: boolean) => void = () => undefined;
  const decision = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let started = false;
  const finished: Promise<void> = pg
    .transaction(async (tx) => {
      started = true;
      // Its thread ended while it waited for PGlite's mutex: nobody would ever end it.
      if (gonePorts.has(from)) throw ROLLBACK;
      transactions.set(txId, {
        tx,
        owner: from,
        end: (commit) => {
          decide(commit);
          return finished;
        },
      });
      post(from, { id, ok: true, value: txId });
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
    if (!started) post(from, { id, ok: false, error: toWire(error) });
  });
}

async function run(
  request: Exclude<WorkerRequest, { op: 'begin' | 'attach' }>,
  from: Endpoint,
): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx, from).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
        paramTypes: request.paramTypes,
      });
    case 'exec':
      return target(request.tx, from).exec(request.sql, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
    case 'commit':
    case 'rollback': {
      await opened(request.tx, from).end(request.op === 'commit');
      return null;
    }
    case 'close':
      // Only the server's main thread closes the database, never a thread it lent a port to.
      if (from !== parent) throw new Error('Only the server closes the database');
      await pg.close();
      return null;
  }
}

function serve(from: Endpoint, request: WorkerRequest): void {
  if (request.op === 'begin') {
    begin(request.id, from);
    return;
  }
  if (request.op === 'attach') {
    if (from !== parent) {
      post(from, { id: request.id, ok: false, error: toWire(new Error('Only the server lends ports')) });
      return;
    }
    attach(request.port);
    post(from, { id: request.id, ok: true, value: null });
    return;
  }
  run(request, from).then(
    (value) => post(from, { id: request.id, ok: true, value }),
    (error: unknown) => post(from, { id: request.id, ok: false, error: toWire(error) }),
  );
}

/**
 * Serves another thread on `port` (background work: this thread runs below normal priority while
 * it does). When that thread ends (or closes the port) mid-transaction, the transaction rolls
 * back: left open, it would hold PGlite's mutex, and every other query, for good.
 */
function attach(port: MessagePort): void {
  background.enter();
  port.on('message', (request: WorkerRequest) => serve(port, request));
  port.on('close', () => {
    background.leave();
    gonePorts.add(port);
    for (const open of transactions.values()) {
      if (open.owner === port) open.end(false).catch(() => undefined);
    }
  });
}

parent.on('message', (request: WorkerRequest) => serve(parent, request));

pg.waitReady.then(
  () => post(parent, { id: 0, ok: true, value: null }),
  (error: unknown) => post(parent, { id: 0, ok: false, error: toWire(error) }),
);
