import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/**
 * Whether the device has a network, as the browser says (`navigator.onLine` and its `online` /
 * `offline` events); true while rendering on a server. "Online" does not promise the server
 * answers, only "offline" is certain, which is all the offline banner needs.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
