import { useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` when it changes (memoise it with useCallback) and tracks its outcome. An outcome
 * belongs to the `load` that produced it, so a new `load` reads as loading until it settles, and
 * an answer that arrives after the component moved on is dropped.
 *
 * A page kept behind another tab (inside a hidden <Activity>) has its effects taken down and set
 * up again when its tab is shown. That is not a new `load`: a settled answer stays, as the page
 * was. A load cut off while hidden, or one that failed, runs again: showing the page retries it.
 */
export function useAsync<T>(load: () => Promise<T>): AsyncState<T> {
  const [settled, setSettled] = useState<{ load: () => Promise<T>; state: AsyncState<T> } | null>(null);
  const settledLoad = useRef<(() => Promise<T>) | null>(null);
  useEffect(() => {
    if (settledLoad.current === load) return;
    let live = true;
    load().then(
      (data) => {
        if (!live) return;
        settledLoad.current = load;
        setSettled({ load, state: { status: 'done', data } });
      },
      (error: unknown) => live && setSettled({ load, state: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return settled?.load === load ? settled.state : { status: 'loading' };
}
