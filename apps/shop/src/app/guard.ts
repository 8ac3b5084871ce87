import { PUBLIC_PATHS } from '../config/routes';

/** True when `path` is one of the public paths or below one (`/shop/3`, not `/shopStreetX`). */
export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Signed in but user info not loaded: fetch it, then continue to the same target. */
  | { kind: 'fetch-user' }
  | { kind: 'redirect'; to: string; toast?: 'loginFirst' };

/** The navigation guard of product-spec §4 and §6 as a pure decision table. */
export function decide(path: string, session: { hasToken: boolean; hasUserInfo: boolean }): GuardDecision {
  if (session.hasToken) {
    if (path === '/login') return { kind: 'redirect', to: '/' };
    if (!session.hasUserInfo) return { kind: 'fetch-user' };
    return { kind: 'allow' };
  }
  if (isPublicPath(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: '/login', toast: 'loginFirst' };
}
