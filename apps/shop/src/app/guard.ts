import { isPublicShopPath } from '@bazaar/contract';
import { shopLinks as links } from '@bazaar/features/lib';

/**
 * True when `path` is one of the public paths or below one (`/shop/3`, not `/shopStreetX`): the
 * contract's list, which the server reads too (guard.test.ts keeps it equal to the route table's).
 */
export const isPublicPath = isPublicShopPath;

export type GuardDecision =
  | { kind: 'allow' }
  /** Signed in but user info not loaded: fetch it, then continue to the same target. */
  | { kind: 'fetch-user' }
  | { kind: 'redirect'; to: string; toast?: 'loginFirst' };

/** The navigation guard of docs/product.md#navigation-guard as a pure decision table. */
export function decide(path: string, session: { hasToken: boolean; hasUserInfo: boolean }): GuardDecision {
  if (session.hasToken) {
    if (path === '/login') return { kind: 'redirect', to: '/' };
    if (!session.hasUserInfo) return { kind: 'fetch-user' };
    return { kind: 'allow' };
  }
  if (isPublicPath(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: '/login', toast: 'loginFirst' };
}

/**
 * Where a page load starts when the guard would send it to the sign-in page at once: a visitor
 * opening a page that needs a sign-in. app/start.tsx goes there before the app's first render, which
 * keeps on screen the sign-in page the server prerendered for it (the guard's own redirect first
 * renders nothing). Not for the root (the router sends it home first) nor a quick-login link
 * (its gate signs in first).
 */
export function loginAtStart(
  pathname: string,
  search: string,
  session: { hasToken: boolean; hasUserInfo: boolean },
): string | undefined {
  if (pathname === '/' || new URLSearchParams(search).has('token')) return undefined;
  const decision = decide(pathname, session);
  return decision.kind === 'redirect' && decision.toast === 'loginFirst' ? links.login(pathname + search) : undefined;
}
