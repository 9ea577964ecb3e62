import { useCallback, useEffect, useState } from 'react';

interface Loaded<T> {
  source: () => Promise<T>;
  round: number;
  data: T | undefined;
  failed: boolean;
}

/**
 * What `load` answers, loaded when it changes (make it with useCallback over what it reads) and
 * again on `reload()` and whenever the page shows again (a kept tab's effects rerun). The last
 * answer stays on show while the next one loads; `failed` says the last try was refused (the
 * shell has shown why, unless the call was silent).
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);

  useEffect(() => {
    let alive = true;
    load().then(
      (data) => alive && setLoaded({ source: load, round, data, failed: false }),
      () => alive && setLoaded((last) => ({ source: load, round, data: last?.data, failed: true })),
    );
    return () => {
      alive = false;
    };
  }, [load, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const current = loaded?.source === load;
  return {
    data: loaded?.data,
    /** True until the answer of the current `load` is in (not for a reload of the same one). */
    loading: !current,
    failed: current && loaded.failed,
    reload,
  };
}
