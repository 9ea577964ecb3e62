import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import {
  protocol,
  type ParserOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import type { PgliteWorkerData, RowMode, WireError, WorkerReply, WorkerRequest } from './pglite-protocol';
import { startScript } from '../worker-script';

/** What drizzle's pglite driver and migrator call on a client: PGlite itself has all of it. */
export interface PgliteClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgliteWorkerOptions {
  /** Undefined: in memory. The caller locks a directory (data-dir-lock.ts); the worker does not. */
  dataDir?: string | undefined;
  /** A tarball from dumpDataDir to start from. */
  loadDataDir?: Blob | undefined;
  /**
   * Called once if the worker dies without close() (a crash in PGlite, say). Every pending and later
   * query fails by then; the server exits here rather than answer with a dead database.
   */
  onCrash?: (error: Error) => void;
}

/** The worker stopped without close(): nothing it held answers any more. */
export class PgliteWorkerCrashedError extends Error {
  constructor(cause: unknown) {
    super(`The PGlite worker stopped: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PgliteWorkerCrashedError';
  }
}

/**
 * The worker's JavaScript is the wire protocol's decoding: short-lived garbage. With V8's default
 * young generation (32 MB) its heap grew by ~40 MB during a 100,000-row import; at 8 MB it grows
 * by ~20 MB, at the same speed. (PGlite's own memory is WebAssembly's, outside these limits.)
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

/** The thread that owns PGlite (pglite-worker.ts). */
const startWorker = (workerData: PgliteWorkerData): Worker =>
  startScript(import.meta.url, 'pglite-worker', { workerData, resourceLimits: WORKER_LIMITS });

type Parser = (value: string, typeId: number) => unknown;
type Row = Record<string | number, unknown>;

/**
 * The caller's parsers, run here on the text the worker left raw: what PGlite in process would
 * have made of it. In object mode a repeated column name keeps the last column, as PGlite does.
 */
function applyParsers(result: Results, parsers: ParserOptions, rowMode: RowMode | undefined): void {
  const columns: { key: string | number; parse: Parser; typeId: number }[] = [];
  if (rowMode === 'array') {
    result.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID] as Parser | undefined;
      if (parse) columns.push({ key: index, parse, typeId: field.dataTypeID });
    });
  } else {
    const typeOf = new Map(result.fields.map((field) => [field.name, field.dataTypeID]));
    for (const [name, typeId] of typeOf) {
      const parse = parsers[typeId] as Parser | undefined;
      if (parse) columns.push({ key: name, parse, typeId });
    }
  }
  if (columns.length === 0) return;
  for (const row of result.rows as Row[]) {
    for (const { key, parse, typeId } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, typeId);
    }
  }
}

/** The error PGlite threw in the worker, rebuilt with the same class and fields. */
function fromWire(wire: WireError, options: QueryOptions | undefined): Error {
  let error: Error;
  if (wire.databaseError) {
    error = new protocol.messages.DatabaseError(wire.message, 0, 'error');
    // Drizzle's pglite session hands these back to PGlite's caller unchanged: keep them equal.
    if ('query' in wire.fields) Object.assign(error, { queryOptions: options });
  } else {
    error = new Error(wire.message);
  }
  Object.assign(error, wire.fields);
  Object.defineProperty(error, 'name', { value: wire.name, configurable: true, writable: true });
  if (wire.stack) error.stack = `${wire.stack}\n    (in the PGlite worker)`;
  return error;
}

type Outgoing = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  options: QueryOptions | undefined;
}

function unsupported(options: QueryOptions | undefined): void {
  // Functions do not cross threads: only parsers are carried over (as raw types).
  if (options?.serializers || options?.onNotice || options?.blob) {
    throw new Error('The PGlite worker client takes rowMode, parsers and paramTypes only');
  }
}

/**
 * PGlite in a worker thread, behind the part of PGlite's interface drizzle uses. Results have the
 * shapes PGlite in process gives: the worker leaves the types the caller has parsers for as text,
 * and those parsers run here. A transaction holds PGlite's own transaction open in the worker;
 * its queries name it by id, and everything else waits on PGlite's mutex there meanwhile.
 */
export class PgliteWorkerClient implements PgliteClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Set once no query can be answered any more: closed, or the worker gone. */
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;
  private closedCleanly = false;
  private crashed = false;
  private onCrash: ((error: Error) => void) | undefined;

  /**
   * Over the worker itself (the server's own client, which may close the database), or over a
   * port the worker serves for another thread (`lend`), whose close only closes the port.
   */
  private constructor(private readonly channel: Worker | MessagePort) {
    channel.on('message', (reply: WorkerReply) => this.settle(reply));
    channel.on('messageerror', (error) => this.gone(error));
    if (channel instanceof Worker) {
      channel.on('error', (error) => this.gone(error));
      channel.on('exit', (code) => this.gone(new Error(`exit code ${code}`)));
    } else {
      channel.on('close', () => this.gone(new Error('the port to the PGlite worker closed')));
    }
  }

  /** The worker thread (a client over a lent port has none). */
  get worker(): Worker {
    if (!(this.channel instanceof Worker)) throw new Error('A client over a port has no worker');
    return this.channel;
  }

  /** Starts the worker and waits until PGlite is open in it. */
  static async open(options: PgliteWorkerOptions = {}): Promise<PgliteWorkerClient> {
    const workerData: PgliteWorkerData = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined,
    };
    const client = new PgliteWorkerClient(startWorker(workerData));
    try {
      await new Promise((resolve, reject) => client.pending.set(0, { resolve, reject, options: undefined }));
    } catch (error) {
      await client.worker.terminate();
      throw error;
    }
    client.idle();
    client.onCrash = options.onCrash;
    return client;
  }

  /**
   * A port to the same PGlite for another thread (an import job's), which opens its own client on
   * it with `overPort`: its queries and transactions then never pass through this thread. If that
   * thread ends mid-transaction, the worker rolls the transaction back.
   */
  async lend(): Promise<MessagePort> {
    if (!(this.channel instanceof Worker)) throw new Error("Only the server's own client lends ports");
    const { port1, port2 } = new MessageChannel();
    await this.call({ op: 'attach', port: port2 }, undefined, [port2]);
    return port1;
  }

  /** A client over a port lent by the server's client (in another thread). */
  static overPort(port: MessagePort): PgliteWorkerClient {
    const client = new PgliteWorkerClient(port);
    client.idle();
    return client;
  }

  get closed(): boolean {
    return this.failure !== undefined;
  }

  async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(query, params, options, undefined);
  }

  async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.runExec(query, options, undefined);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' }, undefined)) as number;
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(query: string, params: unknown[] = [], options?: QueryOptions) => {
        check();
        return this.runQuery<R>(query, params, options, txId);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        check();
        const { query, params } = templateQuery(strings, ...values);
        return this.runQuery<R>(query, params, undefined, txId);
      },
      exec: async (query: string, options?: QueryOptions) => {
        check();
        return this.runExec(query, options, txId);
      },
      rollback: async () => {
        check();
        closed = true;
        await this.call({ op: 'rollback', tx: txId }, undefined);
      },
      listen: () => Promise.reject(new Error('LISTEN is not available through the PGlite worker client')),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        // The callback's error is the one to report; a failed rollback only follows from it.
        await this.call({ op: 'rollback', tx: txId }, undefined).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'commit', tx: txId }, undefined);
    }
    return result;
  }

  /**
   * Closes PGlite (the data directory is consistent after this) and stops the worker; over a lent
   * port, closes the port only.
   */
  close(): Promise<void> {
    const { channel } = this;
    if (!(channel instanceof Worker)) {
      this.closing ??= (async () => {
        this.closedCleanly = true;
        this.failure = new Error('The port to PGlite is closed');
        channel.close();
      })();
      return this.closing;
    }
    this.closing ??= (async () => {
      if (this.failure === undefined) {
        const closed = this.call({ op: 'close' }, undefined);
        this.failure = new Error('PGlite is closed');
        await closed;
        this.closedCleanly = true;
      }
      await channel.terminate();
    })();
    return this.closing;
  }

  private async runQuery<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx: number | undefined,
  ): Promise<Results<T>> {
    unsupported(options);
    const result = (await this.call(
      {
        op: 'query',
        sql: query,
        params,
        paramTypes: options?.paramTypes,
        rowMode: options?.rowMode,
        rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : [],
        tx,
      },
      options,
    )) as Results<T>;
    if (options?.parsers) applyParsers(result as Results, options.parsers, options.rowMode);
    return result;
  }

  private async runExec(query: string, options: QueryOptions | undefined, tx: number | undefined) {
    unsupported(options);
    const results = (await this.call(
      {
        op: 'exec',
        sql: query,
        rowMode: options?.rowMode,
        rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : [],
        tx,
      },
      options,
    )) as Results[];
    const parsers = options?.parsers;
    if (parsers) for (const result of results) applyParsers(result, parsers, options.rowMode);
    return results;
  }

  private call(
    request: Outgoing,
    options: QueryOptions | undefined,
    transfer?: MessagePort[],
  ): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      try {
        this.channel.postMessage({ ...request, id }, transfer);
      } catch (error) {
        // A parameter that does not clone (a function, say): this query fails, nothing else.
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      // Keep the process alive while an answer is due, as a socket would; idle, let it exit.
      if (this.pending.size === 0) this.channel.ref();
      this.pending.set(id, { resolve, reject, options });
    });
  }

  private settle(reply: WorkerReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    this.idle();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(fromWire(reply.error, pending.options));
  }

  private idle(): void {
    if (this.pending.size === 0) this.channel.unref();
  }

  /** The worker is gone: everything waiting fails now instead of never. */
  private gone(cause: Error): void {
    // 'error' is followed by 'exit'; the exit after a clean close is the expected one.
    if (this.crashed || this.closedCleanly) return;
    this.crashed = true;
    const error = new PgliteWorkerCrashedError(cause);
    this.failure = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    if (this.channel instanceof Worker) void this.channel.terminate();
    else this.channel.close();
    // A crash while closing is reported by close() itself.
    if (this.closing === undefined) this.onCrash?.(error);
  }
}
