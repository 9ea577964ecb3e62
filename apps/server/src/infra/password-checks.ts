import pLimit from 'p-limit';
import { hashPassword, verifyPassword } from './passwords';

/** Every scrypt slot is busy and the queue is full: the caller answers 503 with Retry-After. */
export class PasswordChecksBusy extends Error {
  constructor() {
    super('every password check slot is busy');
  }
}

export interface PasswordCheckStats {
  /** scrypt computations run (started) since the server started. */
  computed: number;
  /** Computations refused because the slots and the queue were full. */
  refused: number;
  running: number;
  waiting: number;
}

/**
 * scrypt for requests, at most `concurrency` at once and `queue` waiting (p-limit keeps the turns).
 * scrypt takes a libuv thread and most of a core for its whole run: unbounded, a login flood would
 * hold every core and leave static files and signed-in calls waiting behind it.
 */
export function passwordChecks({ concurrency, queue }: { concurrency: number; queue: number }) {
  const limit = pLimit(concurrency);
  let admitted = 0;
  let computed = 0;
  let refused = 0;

  // Admission is counted here, synchronously: p-limit's own counts move a microtask later.
  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (admitted >= concurrency + queue) {
      refused += 1;
      throw new PasswordChecksBusy();
    }
    admitted += 1;
    try {
      return await limit(() => {
        computed += 1;
        return work();
      });
    } finally {
      admitted -= 1;
    }
  }

  return {
    /**
     * Whether every slot and queue place is taken (counted as a refusal when so): a caller asks
     * before any other work, so a flood past capacity costs no database write either.
     */
    full(): boolean {
      if (admitted < concurrency + queue) return false;
      refused += 1;
      return true;
    },
    verify: (password: string, stored: string) => run(() => verifyPassword(password, stored)),
    hash: (password: string, logN: number) => run(() => hashPassword(password, logN)),
    stats: (): PasswordCheckStats => ({
      computed,
      refused,
      running: limit.activeCount,
      waiting: limit.pendingCount,
    }),
  };
}
export type PasswordChecks = ReturnType<typeof passwordChecks>;
