import { useMatches } from 'react-router-dom';
import type { KnownRoute, RouteHandle } from '../router/route-table';

/** The known route the current page was matched by. */
export function useCurrentRoute(): KnownRoute | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.route;
}
