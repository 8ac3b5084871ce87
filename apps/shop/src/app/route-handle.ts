import { useMatches } from 'react-router-dom';
import type { RouteName } from '../config/paths';

/** What each route of the router carries besides its element. */
export interface RouteHandle {
  name: RouteName;
  /** Shown in the bottom tab bar. */
  tab?: boolean;
}

/** The name of the deepest matched route, if it has one. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}
