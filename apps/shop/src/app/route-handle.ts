import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { paths, type RouteName } from '../config/paths';
import { builtRoutes } from './routes';

/** What each route of the router carries besides its element. */
export interface RouteHandle {
  name: RouteName;
  /** Shown in the bottom tab bar. */
  tab?: boolean;
}

// The same paths as the router's, ranked the same way by matchRoutes.
const named = builtRoutes.map(({ name, tab }) => ({ path: paths[name], handle: { name, tab } satisfies RouteHandle }));

/** The name of the route the location matches, if it has one (an unknown path has none). */
export function useRouteName(): RouteName | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(named, pathname)?.at(-1)?.route.handle.name, [pathname]);
}

/** Starts downloading the screen of the page being opened, so it arrives alongside the language. */
export function preloadRoute(pathname: string): void {
  const name = matchRoutes(named, pathname === '/' ? paths.home : pathname)?.at(-1)?.route.handle.name;
  void builtRoutes.find((r) => r.name === name)?.load();
}
