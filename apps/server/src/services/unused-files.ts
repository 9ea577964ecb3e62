import type { FastifyInstance } from 'fastify';

/** Files one statement of the sweep looks at, at most. */
const BATCH = 100;

/**
 * Removes the uploads no record came to refer to within `filesUnusedMs` (a picture uploaded for a
 * form that was never saved), rows and bytes, so they stop counting against the tenant's quota.
 * The decision is the database's (filesRepository.sweepUnused); the bytes go after it committed,
 * and a file whose bytes could not be removed is no longer counted or served.
 */
export async function removeUnusedFiles(app: FastifyInstance, now: Date): Promise<number> {
  const { storage } = app;
  const before = new Date(now.getTime() - app.config.filesUnusedMs);
  let removed = 0;
  for (;;) {
    const batch = await app.repos.files.sweepUnused(before, now, BATCH);
    for (const key of batch.removed) {
      await storage.delete(key).catch((error: unknown) => {
        app.log.warn({ err: error, key }, 'the bytes of an unused file were not removed');
      });
    }
    removed += batch.removed.length;
    if (batch.seen < BATCH) return removed;
  }
}
