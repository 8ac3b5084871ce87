import { useSyncExternalStore } from 'react';
import type { AdminInfo } from '@bazaar/contract';

/**
 * The operator's session, kept apart from the shopper's cookie so one browser can hold
 * both: in localStorage (the console has no server-rendered page that needs a cookie).
 */
const KEY = 'bazaar.console.admin';
const listeners = new Set<() => void>();

function read(): AdminInfo | null {
  try {
    const text = globalThis.localStorage?.getItem(KEY);
    return text ? (JSON.parse(text) as AdminInfo) : null;
  } catch {
    return null;
  }
}

let current = read();

function emit(next: AdminInfo | null) {
  current = next;
  listeners.forEach((l) => l());
}

/**
 * The operator's console session in localStorage: read, set on sign-in, cleared on sign-out, and watched for changes.
 */
export const adminSession = {
  get: (): AdminInfo | null => current,
  token: (): string | undefined => current?.token,
  set(info: AdminInfo): void {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(info));
    emit(info);
  },
  clear(): void {
    globalThis.localStorage?.removeItem(KEY);
    emit(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in operator (re-renders on sign-in and sign-out), or null. */
export function useAdmin(): AdminInfo | null {
  return useSyncExternalStore(adminSession.subscribe, adminSession.get, adminSession.get);
}
