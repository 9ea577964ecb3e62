/**
 * An import job's own thread: reads, checks and writes the rows of one run of a job
 * (importRows) over its own link to the database, so that none of that work, nor its garbage,
 * holds up the server's event loop. Started by import-thread.ts; answers once with how it ended.
 */
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openLinked } from '../../db/database';
import { jobsRepository } from '../../repositories/jobs';
import { importRows } from './import-rows';
import type { ImportThreadData, ImportThreadReply } from './import-thread';

const port = parentPort;
if (!port) throw new Error('import-worker runs as a worker thread');
// An import is background work: this thread yields the processor to the server's requests.
// (On Linux a nice value is per thread, and 0 names the calling one.)
try {
  setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // not permitted here: the job runs at the server's priority
}

const { input, link } = workerData as ImportThreadData;
const database = await openLinked(link);
let reply: ImportThreadReply;
try {
  reply = {
    ok: true,
    outcome: await importRows({ db: database.db, jobs: jobsRepository(database.db) }, input),
  };
} catch (error) {
  reply = {
    ok: false,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  };
} finally {
  await database.close();
}
port.postMessage(reply);
