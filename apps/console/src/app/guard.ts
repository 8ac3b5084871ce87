import type { AdminRole } from '@bazaar/contract';
import { MERCHANT_ROUTES, type RouteName } from '../config/paths';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: 'login' | 'dashboard' };

/**
 * Signed out: only the sign-in screen. Signed in: not the sign-in screen, and a merchant
 * only its own screens (the server refuses the rest anyway; this keeps them out of sight).
 */
export function decide(route: RouteName, role: AdminRole | undefined): GuardDecision {
  if (!role) return route === 'login' ? { kind: 'allow' } : { kind: 'redirect', to: 'login' };
  if (route === 'login') return { kind: 'redirect', to: 'dashboard' };
  if (role === 'merchant' && !MERCHANT_ROUTES.includes(route)) return { kind: 'redirect', to: 'dashboard' };
  return { kind: 'allow' };
}
