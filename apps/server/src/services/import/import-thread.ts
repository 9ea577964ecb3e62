import type { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { DbLink } from '../../db/database';
import { startScript } from '../../worker-script';
import { importRows, type RowsInput, type RowsOutcome } from './import-rows';

export interface ImportThreadData {
  input: RowsInput;
  link: DbLink;
}

export type ImportThreadReply =
  { ok: true; outcome: RowsOutcome } | { ok: false; message: string; stack: string | undefined };

/** The job's thread failed: its error, rebuilt here for the job's message and the log. */
export class ImportThreadError extends Error {
  constructor(message: string, stack?: string) {
    super(message);
    this.name = 'ImportThreadError';
    if (stack) this.stack = `${stack}\n    (in the import thread)`;
  }
}

/**
 * One run of a job's rows (importRows), in a thread of its own with its own link to the database
 * (import-worker.ts): the rows' checks, the queries and their garbage stay off the event loop, so
 * other users' requests do not wait behind an import. On PGlite in this thread (tests, tools),
 * which no other thread can reach, the rows are handled here.
 */
export async function readRows(app: FastifyInstance, input: RowsInput): Promise<RowsOutcome> {
  const link = await app.database.link?.();
  if (!link) return importRows({ db: app.database.db, jobs: app.repos.jobs }, input);
  let worker: Worker;
  try {
    worker = startScript(import.meta.url, 'import-worker', {
      workerData: { input, link } satisfies ImportThreadData,
      transferList: link.kind === 'pglite' ? [link.port] : [],
      // Young garbage is most of what a job makes: small scavenges, often.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
  } catch (error) {
    // The port never reached a thread: close it, or the PGlite thread serves it for good.
    if (link.kind === 'pglite') link.port.close();
    throw error;
  }
  return new Promise<RowsOutcome>((resolve, reject) => {
    worker.once('message', (reply: ImportThreadReply) => {
      if (reply.ok) resolve(reply.outcome);
      else reject(new ImportThreadError(reply.message, reply.stack));
      // The thread closed what it opened before it answered: nothing of it is needed any more.
      void worker.terminate();
    });
    worker.once('error', (error) => reject(new ImportThreadError(error.message, error.stack)));
    // After an answer this settles nothing; without one, the thread died (out of memory, say).
    worker.once('exit', (code) =>
      reject(new ImportThreadError(`the import thread stopped (exit code ${code})`)),
    );
  });
}
