import { afterEach, expect, test } from 'vitest';
import NProgress from 'nprogress';
import type { DataRouter } from 'react-router';
import { trackProgress } from './progress';

afterEach(() => {
  NProgress.remove();
});

test('[NAV-01] the navigation bar carries no ARIA role of its own and is hidden from assistive technology', () => {
  const router = { subscribe: () => () => undefined } as unknown as DataRouter;
  const stop = trackProgress(router);
  const bar = document.querySelector('#nprogress .bar');
  expect(bar).not.toBeNull();
  expect(bar?.hasAttribute('role')).toBe(false);
  expect(bar?.getAttribute('aria-hidden')).toBe('true');
  stop();
});
