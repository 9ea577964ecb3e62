import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters and page, kept in the URL query: a link shares the view and a reload keeps it.
 * Values equal to their default stay out of the address.
 */
export function useListQuery<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  // One object per set of values: a change elsewhere in the address keeps it (and the list's load).
  const text = JSON.stringify(Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])));
  const query = useMemo(() => JSON.parse(text) as Record<K, string>, [text]);
  const update = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );
  return [query, update] as const;
}

/** A positive page number from the address, or 1. */
export const pageNumber = (value: string, fallback = 1): number => {
  const parsed = Number.parseInt(value, 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};
