import type { ConsolePaths } from '@bazaar/features/console';

/** Every console route, relative to the router's basename (/console). */
export const paths = {
  login: '/login',
  dashboard: '/',
  recharges: '/recharges',
  withdrawals: '/withdrawals',
  orders: '/orders',
  refunds: '/refunds',
  users: '/users',
  applications: '/applications',
  settings: '/settings',
  auditLog: '/audit-log',
} as const satisfies ConsolePaths & { dashboard: string };

export type RouteName = keyof typeof paths;

/** Routes a merchant may open; the rest are the admin's. */
export const MERCHANT_ROUTES: readonly RouteName[] = ['login', 'dashboard', 'orders', 'refunds'];
