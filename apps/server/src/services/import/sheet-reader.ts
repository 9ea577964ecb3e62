import type { Worker } from 'node:worker_threads';
import type { SheetFromMain, SheetProblem, SheetReaderData, SheetRow, SheetToMain } from './sheet-protocol';
import { startScript } from '../../worker-script';

export type { SheetCell, SheetProblem, SheetRow } from './sheet-protocol';

/** A file that cannot be imported as a whole: why, for the job's message. */
export class SheetRefused extends Error {
  constructor(readonly problem: SheetProblem) {
    super(`sheet refused: ${problem.code}`);
  }
}

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
  /** The data rows after the skipped ones, a batch at a time; the next is read while one is handled. */
  batches: AsyncIterable<SheetRow[]>;
  close(): Promise<void>;
}

/**
 * Opens an import file in a reader thread (sheet-reader-worker.ts): resolves with its header once
 * the file has passed the whole-file checks, or rejects with SheetRefused.
 */
export async function openSheet(
  options: Omit<SheetReaderData, 'batchSize'> & { batchSize?: number },
): Promise<OpenSheet> {
  const worker = startReader({ batchSize: 500, ...options });
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
        // Ask for the next batch now: the reader parses it while this one is checked and written.
        ask();
        yield message.rows;
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
