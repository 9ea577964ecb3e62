import { useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` when it changes (memoise it with useCallback) and tracks its outcome. An outcome
 * belongs to the `load` that produced it, so a new `load` reads as loading until it settles, and
 * an answer that arrives after the component moved on is dropped.
 */
export function useAsync<T>(load: () => Promise<T>): AsyncState<T> {
  const [settled, setSettled] = useState<{ load: () => Promise<T>; state: AsyncState<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setSettled({ load, state: { status: 'done', data } }),
      (error: unknown) => live && setSettled({ load, state: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return settled?.load === load ? settled.state : { status: 'loading' };
}
