import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { paths, routes, type RouteName } from '../config/routes';

// The same paths as the router's, ranked the same way by matchRoutes.
const named = routes.map(({ name, path }) => ({ path, handle: { name: name as RouteName } }));

/** The name of the route the location matches, if it has one (an unknown path has none). */
export function useRouteName(): RouteName | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(named, pathname)?.at(-1)?.route.handle.name, [pathname]);
}

/** Starts downloading the screen of the page being opened, so it arrives alongside the language. */
export function preloadRoute(pathname: string): void {
  const name = matchRoutes(named, pathname === '/' ? paths.home : pathname)?.at(-1)?.route.handle.name;
  void routes.find((r) => r.name === name)?.screen();
}
