import { FOREGROUND_WAIT_MS } from '../config';

/**
 * Background work gives way to the requests somebody waits on. The server counts the requests in
 * flight in memory its threads share (a SharedArrayBuffer); an import's thread before each batch,
 * and an export before each page, wait while that count is above zero, for at most the server's
 * bound each time (config.foregroundWaitMs), so that under steady traffic the work still moves on.
 *
 * Why: on two cores, a read that arrives while an import's transaction or an export's page runs
 * waits for the processor (PostgreSQL) or for PGlite's one connection; a read of several queries
 * waited once per query when the next batch could start between them. Now the next batch waits
 * for the read. The price is the background work's speed under traffic, bounded by the wait.
 */

/** The shared memory: the requests in flight, and the bound. */
const COUNT = 0;
const BOUND = 1;

export interface Foreground {
  /** The count and the bound, for threads: pass it in their workerData (shared, not copied). */
  readonly shared: SharedArrayBuffer;
  /** `request` is in flight. */
  begin(request: object): void;
  /**
   * `request` no longer holds anyone up: it has ended, or it is a download that background work
   * itself feeds. Counts once per request, however often it is called.
   */
  end(request: object): void;
  /** Requests in flight now. */
  readonly inFlight: number;
}

/** `maxWaitMs`: how long one batch or page waits at most; 0, not at all. */
export function foreground(maxWaitMs = FOREGROUND_WAIT_MS): Foreground {
  const shared = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const count = new Int32Array(shared);
  count[BOUND] = maxWaitMs;
  const open = new WeakSet<object>();
  return {
    shared,
    begin(request) {
      if (open.has(request)) return;
      open.add(request);
      Atomics.add(count, COUNT, 1);
    },
    end(request) {
      if (!open.delete(request)) return;
      Atomics.sub(count, COUNT, 1);
      Atomics.notify(count, COUNT);
    },
    get inFlight() {
      return Atomics.load(count, COUNT);
    },
  };
}

type WaitAsync = (
  array: Int32Array,
  index: number,
  value: number,
  timeout: number,
) => { async: false; value: 'not-equal' | 'timed-out' } | { async: true; value: Promise<'ok' | 'timed-out'> };
// Node has it (V8); TypeScript types it from ES2024's lib, past this project's ES2023.
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

/**
 * Resolves once no request is in flight, or after the bound, whichever is first; at once when
 * `shared` is undefined (nothing to give way to). Waits without blocking the calling thread.
 */
export async function afterForeground(shared: SharedArrayBuffer | undefined): Promise<void> {
  if (!shared) return;
  const count = new Int32Array(shared);
  const deadline = performance.now() + count[BOUND]!;
  if (Atomics.load(count, COUNT) <= 0 || deadline <= performance.now()) return;
  // The bound as a timer too: a pending waitAsync does not keep a thread alive, and a thread with
  // nothing else to wait for (an import's last batch) would end in the middle of its work.
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'bound'>((resolve) => {
    timer = setTimeout(() => resolve('bound'), deadline - performance.now());
  });
  try {
    for (;;) {
      const now = Atomics.load(count, COUNT);
      if (now <= 0) return;
      const left = deadline - performance.now();
      if (left <= 0) return;
      // Wakes when the count changes from `now` (a request ended, or another began), or at the bound.
      const wait = waitAsync(count, COUNT, now, left);
      if (wait.async && (await Promise.race([wait.value, bound])) === 'bound') return;
    }
  } finally {
    clearTimeout(timer);
  }
}
