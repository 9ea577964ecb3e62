import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type NavigateOptions, type To } from 'react-router';

/**
 * The data router's navigate, for the shell's absolute paths. react-router's useNavigate reads
 * the route context, and a component using it renders again on every navigation anywhere, even
 * a page kept hidden behind another tab (measured: each kept page rendered once per tab switch).
 * This one reads only the router, which never changes: a navigation renders nothing that does
 * not follow the location.
 */
export function useAppNavigate(): (to: To, options?: NavigateOptions) => Promise<void> {
  const router = useDataRouter('useAppNavigate');
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/**
 * The key of the location on show, or of the one on its way (a page whose code or data is still
 * loading), read when called (not a render's snapshot): it changes as soon as any navigation
 * starts, so a task scheduled earlier can tell whether anything navigated since, even to a page
 * that has not arrived yet.
 */
export function useLocationKeyReader(): () => string {
  const router = useDataRouter('useLocationKeyReader');
  return useCallback(() => (router.state.navigation.location ?? router.state.location).key, [router]);
}

function useDataRouter(hook: string) {
  const context = useContext(UNSAFE_DataRouterContext);
  if (!context) throw new Error(`${hook} is used outside the data router`);
  return context.router;
}
