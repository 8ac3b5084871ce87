import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../config/paths';

/** The console's screens, each loaded on demand. */
export const builtRoutes: { name: RouteName; Component: LazyExoticComponent<ComponentType> }[] = [
  { name: 'login', Component: lazy(() => import('./login')) },
  { name: 'dashboard', Component: lazy(() => import('./dashboard')) },
  { name: 'recharges', Component: lazy(() => import('./recharges')) },
  { name: 'withdrawals', Component: lazy(() => import('./withdrawals')) },
  { name: 'orders', Component: lazy(() => import('./orders')) },
  { name: 'refunds', Component: lazy(() => import('./refunds')) },
  { name: 'users', Component: lazy(() => import('./users')) },
  { name: 'applications', Component: lazy(() => import('./applications')) },
  { name: 'settings', Component: lazy(() => import('./settings')) },
  { name: 'auditLog', Component: lazy(() => import('./audit-log')) },
];
