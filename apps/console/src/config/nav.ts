import type { AdminRole } from '@bazaar/contract';
import { decide } from '../app/guard';
import { CONSOLE_PAGES, type NavGroup, type RouteName } from './pages';

/** The side navigation's groups, in order. */
export const NAV_GROUPS: readonly NavGroup[] = ['money', 'orders', 'catalog', 'content', 'people', 'settings'];

export interface NavSection {
  group: NavGroup;
  /** The group's entries: its routes without a parent (and without params), that the role may open. */
  entries: RouteName[];
}

/** The side navigation of a role: the guard decides what it may open, so a merchant sees only its own. */
export function navSections(role: AdminRole): NavSection[] {
  return NAV_GROUPS.map((group) => ({
    group,
    entries: CONSOLE_PAGES.filter((r) => 'group' in r && r.group === group && !('parent' in r) && !r.path.includes(':'))
      .map((r) => r.name as RouteName)
      .filter((name) => decide(name, role).kind === 'allow'),
  })).filter((s) => s.entries.length > 0);
}

const parents = new Map<string, string | undefined>(
  CONSOLE_PAGES.map((r) => [r.name, 'parent' in r ? r.parent : undefined]),
);

/** The navigation entry a route sits under (an order's detail: the orders), marked as current. */
export function navEntryOf(route: RouteName): RouteName {
  let name: string = route;
  while (parents.get(name)) name = parents.get(name)!;
  return name as RouteName;
}
