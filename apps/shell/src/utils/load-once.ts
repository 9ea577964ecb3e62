/**
 * A chunk loader that fetches once and shares the answer, but forgets a failed fetch (the server
 * away for a moment), so the next call tries again instead of failing for the page's lifetime.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
