/**
 * An import job's own thread: reads, checks and writes the rows of one run of a job
 * (importRows) over its own link to the database, so that none of that work, nor its garbage,
 * holds up the server's event loop. Started by import-thread.ts; answers once with how it ended.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Database } from '../../db/database';
import type { ImportThreadData, ImportThreadReply } from './import-thread';
import { openSheet } from '../../infra/sheet-reader';
import { yieldProcessor } from '../../worker-script';

const port = parentPort;
if (!port) throw new Error('import-worker runs as a worker thread');
yieldProcessor('belowNormal');

const { input, link } = workerData as ImportThreadData;
// The file's reader thread first, before this thread loads the rest: the reader's start and the
// file's checks take longest, and run meanwhile.
const opening = openSheet(input.sheet);
// Until importRows takes it, a refusal of the file is not yet anyone's to handle.
opening.catch(() => undefined);
let database: Database | undefined;
let reply: ImportThreadReply;
try {
  const [{ openLinked }, { jobsRepository }, { importRows }] = await Promise.all([
    import('../../db/database'),
    import('../../repositories/jobs'),
    import('./import-rows'),
  ]);
  database = await openLinked(link);
  const deps = { db: database.db, jobs: jobsRepository(database.db) };
  reply = { ok: true, outcome: await importRows(deps, input, opening) };
} catch (error) {
  reply = {
    ok: false,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  };
} finally {
  // importRows closes the file as it ends; a run that ended before it began closes it here.
  await opening.then((sheet) => sheet.close()).catch(() => undefined);
  await database?.close();
}
port.postMessage(reply);
