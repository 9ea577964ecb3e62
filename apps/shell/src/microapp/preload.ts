import type { MicroApp } from './micro-apps';

/** How long after sign-in the preload waits, so the first screen's own requests go first. */
export const PRELOAD_AFTER_MS = 2000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

/**
 * Preloads `apps` when the browser is idle, a moment after the first screen: the micro-app host
 * (wujie) is a chunk of its own, fetched only then or when an app is first opened. Returns the cancel.
 */
export function schedulePreload(apps: readonly MicroApp[]): () => void {
  if (apps.length === 0) return () => undefined;
  let cancelIdle = () => undefined as void;
  let cancelled = false;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(() => {
      if (cancelled) return;
      // Only a head start: when the chunk cannot be fetched now (server away, deploy under way),
      // the host is fetched again when an app is first opened, so a failure here is no error.
      import('./micro-host').then(
        (host) => void host.preloadMicroApps(apps),
        (error: unknown) => console.warn('[rcadmin] micro-app preload skipped', error),
      );
    });
  }, PRELOAD_AFTER_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancelIdle();
  };
}
