import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another rcadmin server (lock ${dataDir}.lock). ` +
        'Stop that server, or set DATA_DIR to another directory (or DATABASE_URL to share a PostgreSQL database). ' +
        'A lock left by a crashed server clears itself within 10 s.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Lock a PGlite data directory so a second server cannot open (and corrupt) it. The lock sits
 * beside the directory, since initdb wants the directory itself to hold only the database; a crashed
 * server's lock goes stale after 10 s.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
