import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { DataRouter } from 'react-router';

NProgress.configure({ showSpinner: false });

/** NAV-01: the bar runs while a navigation (guard included) is under way, from the first load on. */
export function trackProgress(router: DataRouter): () => void {
  NProgress.start();
  return router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  });
}
