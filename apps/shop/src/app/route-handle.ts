import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { paths, routes, type RouteName } from '../config/routes';
import { screenLoader } from './screen-loader';
import { LANGUAGE_SWITCH_ROUTES, languageSwitch } from './title-bar-language';

// The same paths as the router's, ranked the same way by matchRoutes.
const named = routes.map(({ name, path }) => ({ path, handle: { name } }));

/** The name of the route the location matches, if it has one (an unknown path has none). */
export function useRouteName(): RouteName | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(named, pathname)?.at(-1)?.route.handle.name, [pathname]);
}

/** Each route's screen, downloaded once (its own chunk) by whichever asks first: the preload or the router. */
export const screens = new Map(routes.map((r) => [r.name, screenLoader(r.screen)]));

/**
 * Starts downloading the screen of the page being opened, and its title bar's language switch if it
 * has one, so they arrive alongside the language; answers when they have arrived (a failed download
 * is the router's, or the title bar's, to show).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const name = matchRoutes(named, pathname === '/' ? paths.home : pathname)?.at(-1)?.route.handle.name;
  if (!name) return Promise.resolve();
  const parts = [screens.get(name)?.preload(), LANGUAGE_SWITCH_ROUTES.includes(name) && languageSwitch.preload()];
  return Promise.all(parts).catch(() => undefined);
}
