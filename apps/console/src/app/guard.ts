import type { AdminRole } from '@bazaar/contract';
import { isPublic, merchantMay, type RouteName } from '../config/pages';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: 'login' | 'dashboard' };

/**
 * Signed out: only the public route (sign-in). Signed in: not the sign-in screen, and a merchant
 * only its own screens (the server refuses the rest anyway; this keeps them out of sight).
 */
export function decide(route: RouteName, role: AdminRole | undefined): GuardDecision {
  if (!role) return isPublic(route) ? { kind: 'allow' } : { kind: 'redirect', to: 'login' };
  if (isPublic(route)) return { kind: 'redirect', to: 'dashboard' };
  if (role === 'merchant' && !merchantMay(route)) return { kind: 'redirect', to: 'dashboard' };
  return { kind: 'allow' };
}
