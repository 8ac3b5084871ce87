import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../config/paths';

export interface BuiltRoute {
  name: RouteName;
  /** Shown in the bottom tab bar. */
  tab?: boolean;
  Component: LazyExoticComponent<ComponentType>;
}

/** The screens that exist, each loaded on demand. A route joins here when its screen is built. */
export const builtRoutes: BuiltRoute[] = [
  { name: 'home', tab: true, Component: lazy(() => import('./home')) },
  { name: 'bag', tab: true, Component: lazy(() => import('./bag')) },
  { name: 'checkout', Component: lazy(() => import('./checkout')) },
  { name: 'payment', Component: lazy(() => import('./payment')) },
  { name: 'order', Component: lazy(() => import('./order')) },
  { name: 'myPurchases', Component: lazy(() => import('./my-purchases')) },
  { name: 'orderInfo', Component: lazy(() => import('./order-info')) },
];
