import { useLayoutEffect, useRef } from 'react';

/**
 * The value of the last render, for handlers made once (a table's columns, say) that must act on
 * the current state when they run: read `.current` in the handler, never while rendering.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
