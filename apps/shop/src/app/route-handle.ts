import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { paths, routes, type RouteName } from '../config/routes';
import { screenLoader } from './screen-loader';

// The same paths as the router's, ranked the same way by matchRoutes.
const named = routes.map(({ name, path }) => ({ path, handle: { name: name as RouteName } }));

/** The name of the route the location matches, if it has one (an unknown path has none). */
export function useRouteName(): RouteName | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(named, pathname)?.at(-1)?.route.handle.name, [pathname]);
}

/** Each route's screen, downloaded once (its own chunk) by whichever asks first: the preload or the router. */
export const screens = new Map(routes.map((r) => [r.name as RouteName, screenLoader(r.screen)]));

/**
 * Starts downloading the screen of the page being opened, so it arrives alongside the language;
 * answers when it has arrived (a failed download is the router's to show).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const name = matchRoutes(named, pathname === '/' ? paths.home : pathname)?.at(-1)?.route.handle.name;
  const screen = name && screens.get(name);
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
}
