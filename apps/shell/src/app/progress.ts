import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { DataRouter } from 'react-router';

// The bar is what sighted users see of a navigation; its own template's role="bar" is no ARIA role
// (axe: aria-roles, critical), so it is drawn without one and hidden from assistive technology.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** NAV-01: the bar runs while a navigation (guard included) is under way, from the first load on. */
export function trackProgress(router: DataRouter): () => void {
  NProgress.start();
  return router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  });
}
