import { useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import type { User } from '@bazaar/contract';
import { QUICK_TOKEN_KEY, tokenStore } from './session';

/** The client session of docs/product.md#sessions: the token and the user info fetched after login. */
export interface SessionState {
  token: string | undefined;
  userInfo: User | undefined;
}

let state: SessionState = { token: tokenStore.get(), userInfo: undefined };
const listeners = new Set<() => void>();

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/**
 * One store for the whole storefront, outside React so the API client's 401
 * hook and the router guard can read and clear it too.
 */
export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Signs in with the token and the user info fetched for it, in one update, so
   * the navigation guard never sees a half-signed-in session.
   */
  signIn(token: string, userInfo: User): void {
    tokenStore.set(token);
    update({ token, userInfo });
  },
  setUserInfo(userInfo: User): void {
    update({ userInfo });
  },
  /** Signs out locally (logout, invalid token, password reset): token and user info are cleared. */
  clear(): void {
    tokenStore.clear();
    update({ token: undefined, userInfo: undefined });
    // Nothing of this shopper (bag, orders, balances) may show to whoever signs in next on this device.
    void mutate(() => true, undefined, { revalidate: false });
  },
};

/** Keeps the one-time quick-login token of a login link (docs/product.md#quick-login). */
export function storeQuickToken(quickToken: string): void {
  try {
    localStorage.setItem(QUICK_TOKEN_KEY, quickToken);
  } catch {
    // Storage can be disabled (private mode); the session itself lives in the cookie.
  }
}

/** The current session; re-renders on sign-in, sign-out and new user info. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
