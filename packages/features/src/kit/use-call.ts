import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallName, ResultOf } from '@rcadmin/contract';
import { messageOf } from '../shared/call-refusal';
import type { HostKit } from '../host-kit';
import { call, type InputOf } from './call';
import { currentScope, queryClient } from './query-client';

/** What a page loaded, as it shows it. */
export interface Loaded<T> {
  /** The answer; the last one stays on show while the next input's loads. */
  data: T | undefined;
  /** No answer for this input yet, or a reload the page asked for is under way. */
  loading: boolean;
  /** The last try was refused (the shell has shown why, unless the call was silent). */
  failed: boolean;
  /** Why, when it failed. */
  error: string;
  /** Loads again (joins a load already under way). */
  reload: () => void;
}

export interface LoadOptions<T = unknown> {
  /** Load only when true (an id known, a dialog open). */
  enabled?: boolean;
  /** The page shows the refusal itself (no shell toast). */
  silent?: boolean;
  /** Loads again this many ms after each answer (a running job's progress); false: not. */
  poll?: (data: T | undefined, failed: boolean) => number | false;
}

/**
 * An answer loaded through the cache: one per call and input in the session's scope, shared by
 * every page asking the same (one request), aborted when no page wants it any more, shown at
 * once and loaded again behind it when a kept tab shows again, and loaded again after a write it
 * may concern. `names` are the calls `load` makes (what a write invalidates); `input` all it reads.
 */
export function useLoad<T>(
  kit: HostKit,
  names: CallName | readonly CallName[],
  input: unknown,
  load: (signal: AbortSignal) => Promise<T>,
  options?: LoadOptions<T>,
): Loaded<T> {
  const [reloading, setReloading] = useState(false);
  const poll = options?.poll;
  const enabled = options?.enabled ?? true;
  const query = useQuery(
    {
      queryKey: [currentScope(kit), names, input ?? null],
      queryFn: ({ signal }) => load(signal),
      placeholderData: keepPreviousData,
      enabled,
      refetchInterval: poll ? (query) => poll(query.state.data, query.state.status === 'error') : false,
    },
    queryClient,
  );
  const { refetch } = query;
  // Shown again (a kept tab, a page that another page's load served): the answer shows at once and
  // loads anew once this show's work is done, not inside it (a tab switch paints first). A load
  // under way is joined, not started again.
  const answeredAt = useEffectEvent(() => (enabled ? query.dataUpdatedAt : 0));
  useEffect(() => {
    const shownWith = answeredAt();
    if (!shownWith) return undefined;
    const timer = setTimeout(() => {
      if (answeredAt() === shownWith) void refetch({ cancelRefetch: false });
    }, 0);
    return () => clearTimeout(timer);
  }, [refetch]);
  const reload = useCallback(() => {
    setReloading(true);
    void refetch({ cancelRefetch: false }).finally(() => setReloading(false));
  }, [refetch]);
  return {
    data: query.data,
    loading: (query.isPending && query.fetchStatus !== 'idle') || query.isPlaceholderData || reloading,
    failed: query.isError,
    error: query.isError ? messageOf(query.error) : '',
    reload,
  };
}

/** One call of the contract table, loaded through the cache (see useLoad). */
export const useCall = <N extends CallName>(
  kit: HostKit,
  name: N,
  input: InputOf<N>,
  options?: LoadOptions<ResultOf<N>>,
): Loaded<ResultOf<N>> =>
  useLoad(kit, name, input, (signal) => call(kit, name, input, { signal, silent: options?.silent }), options);
