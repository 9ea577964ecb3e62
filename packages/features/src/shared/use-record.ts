import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CallName } from '@rcadmin/contract';
import type { HostKit } from '../host-kit';
import { useLoad, type LoadOptions } from '../kit/use-call';

/** An answer and when it came, so a form can tell one loaded since it opened from one the cache kept. */
interface Stamped<T> {
  record: T;
  at: number;
}

/** Counts the answers: `at` orders them (a clock may stand still under test). */
let answered = 0;

export interface RecordLoad {
  /** The record could not be loaded (since the form opened or was refilled). */
  failed: boolean;
  /** Why, when it failed. */
  error: string;
  /** Gives up the form's values: loads the record anew and fills it in again (Discard, a stale save, Retry). */
  refill: () => void;
}

/**
 * A form's record, loaded through the kit's cache (one request per record, aborted when the form
 * goes, loaded again after a write that concerns it) and put into the form by `fill`: only from an
 * answer loaded since the form opened or was refilled (never an older one the cache kept, so a
 * save never carries an old version), and again when a newer answer comes while the form holds no
 * change (`dirty` false). What the user typed is never overwritten.
 */
export function useRecord<T>(
  kit: HostKit,
  names: CallName | readonly CallName[],
  input: unknown,
  load: (signal: AbortSignal) => Promise<T>,
  fill: (record: T) => void,
  options: { dirty: boolean } & Pick<LoadOptions, 'enabled' | 'silent'>,
): RecordLoad {
  const loaded = useLoad<Stamped<T>>(
    kit,
    names,
    input,
    async (signal) => ({ record: await load(signal), at: (answered += 1) }),
    options,
  );
  /** Answers up to this one are not filled in: set when the form opens and on a refill. */
  const [since, setSince] = useState(() => answered);
  /** When the answer on show in the form came. */
  const filledAt = useRef(0);
  const onFill = useEffectEvent(fill);
  const answer = loaded.data;
  useEffect(() => {
    if (!answer || options.dirty || answer.at <= since || answer.at <= filledAt.current) return;
    filledAt.current = answer.at;
    onFill(answer.record);
  }, [answer, options.dirty, since]);
  const { reload } = loaded;
  const refill = useCallback(() => {
    setSince(answered);
    reload();
  }, [reload]);
  return {
    // A failed reload behind a record already filled in leaves the form as it is.
    failed: loaded.failed && !(answer && answer.at > since),
    error: loaded.error,
    refill,
  };
}
