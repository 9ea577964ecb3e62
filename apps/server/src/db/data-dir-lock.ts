import { hostname } from 'node:os';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    owner: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by another rcadmin server (${owner}; lock ${dataDir}.lock). ` +
        'Stop that server, or set DATA_DIR to another directory (or DATABASE_URL to share a PostgreSQL database).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Owner {
  pid: number;
  host: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as Owner) : null;
  } catch {
    return null;
  }
}

/**
 * Fails at once when another live server holds the directory: a cheap check a server makes
 * before it loads anything else, so the operator learns about a second server within a second.
 * lockDataDir still decides who gets the directory.
 */
export function assertDataDirFree(dataDir: string): void {
  const owner = readOwner(`${dataDir}.lock`);
  if (owner && owner.pid !== process.pid && (owner.host !== hostname() || alive(owner.pid))) {
    throw new DataDirLockedError(dataDir, `process ${owner.pid} on ${owner.host}`);
  }
}

/**
 * Lock a PGlite data directory so a second server cannot open (and corrupt) it. The lock file sits
 * beside the directory (initdb wants the directory to hold only the database) and names the owning
 * process: a lock whose process on this host is gone is taken over at once, so a server killed
 * with -9 restarts without waiting. Creation is atomic (a hard link of a private file), and so is
 * the take-over (a rename only one contender wins).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = `${dataDir}.lock`;
  const me: Owner = { pid: process.pid, host: hostname() };
  const mine = `${lockPath}.${process.pid}`;
  writeFileSync(mine, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(mine, lockPath);
        return async () => {
          if (readOwner(lockPath)?.pid === me.pid) rmSync(lockPath, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(lockPath);
      if (owner && (owner.host !== me.host || alive(owner.pid))) {
        throw new DataDirLockedError(dataDir, `process ${owner.pid} on ${owner.host}`);
      }
      // Left by a process that is gone (or unreadable): move it aside, then try again.
      try {
        renameSync(lockPath, `${lockPath}.stale.${process.pid}`);
        rmSync(`${lockPath}.stale.${process.pid}`, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    throw new DataDirLockedError(dataDir, 'another process starting at the same time');
  } finally {
    unlinkSync(mine);
  }
}
