import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../config/paths';
import { contentRoutes } from './content-routes';

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
  { name: 'orderDetail', Component: lazy(() => import('./order-detail')) },
  { name: 'operators', Component: lazy(() => import('./operators')) },
  { name: 'operatorNew', Component: lazy(() => import('./operator-new')) },
  { name: 'account', Component: lazy(() => import('./account')) },
  { name: 'settlement', Component: lazy(() => import('./settlement')) },
  { name: 'shops', Component: lazy(() => import('./catalog').then((m) => ({ default: m.Shops }))) },
  { name: 'shopEdit', Component: lazy(() => import('./catalog').then((m) => ({ default: m.ShopEdit }))) },
  { name: 'categories', Component: lazy(() => import('./catalog').then((m) => ({ default: m.Categories }))) },
  { name: 'categoryEdit', Component: lazy(() => import('./catalog').then((m) => ({ default: m.CategoryEdit }))) },
  { name: 'products', Component: lazy(() => import('./catalog').then((m) => ({ default: m.Products }))) },
  { name: 'productEdit', Component: lazy(() => import('./catalog').then((m) => ({ default: m.ProductEdit }))) },
  ...contentRoutes,
];
