import type { BazaarClient } from '@bazaar/api-client';

type User = Awaited<ReturnType<BazaarClient['user']['getUserInfo']>>;

export interface LoadUserDeps {
  getUserInfo: () => Promise<User>;
  /** The server logout call (revokes the token). */
  logout: () => Promise<unknown>;
  session: {
    hasToken: () => boolean;
    setUserInfo: (user: User) => void;
    /** Clears token and user info, locally. */
    clear: () => void;
  };
}

/** Where to go once the user info question is settled: on to the same target, or elsewhere. */
export type LoadUserOutcome = { kind: 'continue' } | { kind: 'redirect'; to: '/login' | '/' };

/**
 * The asynchronous half of the navigation guard (docs/product.md#navigation-guard): with a
 * token and no user info, fetch it and continue to the same target; if that
 * fails, log out and go to /login; if logout fails too, invalidate the token
 * and go to the root.
 */
export async function loadUserOrLogout(deps: LoadUserDeps): Promise<LoadUserOutcome> {
  try {
    deps.session.setUserInfo(await deps.getUserInfo());
    return { kind: 'continue' };
  } catch {
    // A 401 answer has already ended the session and gone to /login (docs/product.md#errors-and-toasts); logging out again would fail.
    if (!deps.session.hasToken()) return { kind: 'redirect', to: '/login' };
  }
  try {
    await deps.logout();
    deps.session.clear();
    return { kind: 'redirect', to: '/login' };
  } catch {
    deps.session.clear();
    return { kind: 'redirect', to: '/' };
  }
}
