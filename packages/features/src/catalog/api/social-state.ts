import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../lib';

/**
 * The follow / favourite changes made in this tab, so that lists fetched before
 * the change (e.g. the kept-alive shop street) show the new state at once.
 * Keyed by token too: another shopper signing in starts from the server's answers.
 */
function createFlagStore() {
  const flags = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  let version = 0;
  const key = (id: number) => `${tokenStore.get() ?? ''}:${id}`;
  return {
    set(id: number, on: boolean) {
      flags.set(key(id), on);
      version += 1;
      listeners.forEach((listener) => listener());
    },
    get: (id: number) => flags.get(key(id)),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}

export type FlagStore = ReturnType<typeof createFlagStore>;
export const followStore = createFlagStore();
export const favouriteStore = createFlagStore();

/** Reads a store's flags, re-rendering on every change: `flag(id, serverValue)`. */
export function useFlags(store: FlagStore) {
  useSyncExternalStore(store.subscribe, store.version, store.version);
  return (id: number, fallback: boolean) => store.get(id) ?? fallback;
}
