import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// The state of a list page that every feature's lists share: filters and page in the address.

/**
 * A list's filters and page, kept in the URL query: a link shares the view and a reload keeps it.
 * Values equal to their default stay out of the address.
 */
export function useListQuery<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
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

/** A positive whole number from the address, or the fallback. */
export const pageNumber = (value: string, fallback = 1): number => {
  const parsed = Number.parseInt(value, 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** The page sizes the lists offer (the server's). */
export const PAGE_SIZES = ['10', '20', '50', '100'];
