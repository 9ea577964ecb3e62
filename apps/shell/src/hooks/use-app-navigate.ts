import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type NavigateOptions, type To } from 'react-router-dom';

/**
 * The data router's navigate, for the shell's absolute paths. react-router's useNavigate reads
 * the route context, and a component using it renders again on every navigation anywhere, even
 * a page kept hidden behind another tab (measured: each kept page rendered once per tab switch).
 * This one reads only the router, which never changes: a navigation renders nothing that does
 * not follow the location.
 */
export function useAppNavigate(): (to: To, options?: NavigateOptions) => Promise<void> {
  const context = useContext(UNSAFE_DataRouterContext);
  if (!context) throw new Error('useAppNavigate is used outside the data router');
  const { router } = context;
  return useCallback((to, options) => router.navigate(to, options), [router]);
}
