import { useSyncExternalStore } from 'react';

/**
 * A counter bumped after every call that changes the wallet (top-up, withdrawal). Every
 * wallet read puts it in its SWR key, so the balance and the records screens (kept alive
 * between visits) load afresh instead of showing what they showed before the change.
 */
let version = 0;
const listeners = new Set<() => void>();

export function bumpWalletVersion(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function useWalletVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}
