import { useContext } from 'react';
import { UNSAFE_RouteContext } from 'react-router';
import type { KnownRoute, RouteHandle } from '../router/route-table';

/**
 * The known route the page was matched by: its own match (the route context it renders in),
 * not the router's latest matches, so that a page kept alive behind another tab keeps its route
 * and is not re-rendered by navigations elsewhere.
 */
export function useCurrentRoute(): KnownRoute | undefined {
  const { matches } = useContext(UNSAFE_RouteContext);
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.route;
}
