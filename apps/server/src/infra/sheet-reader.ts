import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import {
  SheetRefused,
  type SheetFromMain,
  type SheetReaderData,
  type SheetRow,
  type SheetToMain,
} from './sheet-protocol';
import { startScript } from '../worker-script';

export { SheetRefused, type SheetCell, type SheetProblem, type SheetRow } from './sheet-protocol';

/**
 * The reader thread (sheet-reader-worker.ts). A small heap: it holds a batch of rows and the file's
 * shared strings, and the server's memory must not grow by much during an import (a file whose
 * strings need more is refused).
 */
const startReader = (workerData: SheetReaderData): Worker =>
  startScript(import.meta.url, 'sheet-reader-worker', {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 },
  });

export interface OpenSheet {
  header: string[];
  /** Data rows in the file (from a count before parsing: blank rows may make it a little high). */
  totalRows: number;
  encoding: string;
  /** The data rows after the skipped ones, a batch at a time (see readsAhead). */
  batches: AsyncIterable<SheetRow[]>;
  close(): Promise<void>;
}

/**
 * Whether the reader parses the next batch while one is checked and written. That keeps two
 * processors busy with one import; on a machine of two it leaves none to the server's requests,
 * and with both busy this machine's processors also stand still more often (a spinning thread on
 * each lost 3.5% of its time in pauses of up to 68 ms, against 0.1-0.3% with one busy). So only
 * where a processor is still left over.
 */
export const readsAhead = (processors = availableParallelism()): boolean => processors > 2;

/**
 * Opens an import file in a reader thread (sheet-reader-worker.ts): resolves with its header once
 * the file has passed the whole-file checks, or rejects with SheetRefused.
 */
export async function openSheet(
  options: Omit<SheetReaderData, 'batchSize'> & { batchSize?: number; readAhead?: boolean },
): Promise<OpenSheet> {
  const { readAhead = readsAhead(), ...data } = options;
  const worker = startReader({ batchSize: 500, ...data });
  const inbox: SheetToMain[] = [];
  let waiting: ((message: SheetToMain) => void) | undefined;
  const deliver = (message: SheetToMain) => {
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(message);
    } else inbox.push(message);
  };
  worker.on('message', deliver);
  worker.on('error', (error) => {
    deliver({ type: 'problem', problem: { code: 'unreadable', detail: error.message.slice(0, 200) } });
  });
  worker.on('exit', () => {
    deliver({ type: 'problem', problem: { code: 'unreadable', detail: 'reader stopped' } });
  });
  const receive = () =>
    new Promise<SheetToMain>((resolve) => {
      const next = inbox.shift();
      if (next) resolve(next);
      else waiting = resolve;
    });
  const ask = () => worker.postMessage({ type: 'next' } satisfies SheetFromMain);
  const close = async () => {
    worker.removeAllListeners('exit');
    await worker.terminate();
  };

  const first = await receive();
  if (first.type === 'problem') {
    await close();
    throw new SheetRefused(first.problem);
  }
  if (first.type !== 'start') {
    await close();
    throw new Error(`sheet reader began with ${first.type}`);
  }
  async function* batches(): AsyncGenerator<SheetRow[]> {
    try {
      ask();
      for (;;) {
        const message = await receive();
        if (message.type === 'end') return;
        if (message.type === 'problem') throw new SheetRefused(message.problem);
        if (message.type !== 'rows') continue;
        // Reading ahead, the reader parses the next batch while this one is checked and written.
        if (readAhead) ask();
        yield message.rows;
        if (!readAhead) ask();
      }
    } finally {
      await close();
    }
  }
  return {
    header: first.header,
    totalRows: first.totalRows,
    encoding: first.encoding,
    batches: batches(),
    close,
  };
}
