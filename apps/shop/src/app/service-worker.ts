import { useSyncExternalStore } from 'react';

/**
 * The localStorage key a browser journey sets to keep the service worker under automation
 * (e2e/installable.spec.ts); every other journey runs without one, as before.
 */
export const SERVICE_WORKER_UNDER_TEST = 'bazaar:service-worker';

export interface RegistrationContext {
  production: boolean;
  supported: boolean;
  /** `navigator.webdriver`: a browser driven by a test. */
  automated: boolean;
  /** The {@link SERVICE_WORKER_UNDER_TEST} flag. */
  wanted: boolean;
}

/**
 * Whether the shop registers its service worker: in a production build of a browser that has
 * them, and under automation only when the test asks for it (a cached shell would otherwise
 * outlive the server builds that journeys run against). `pnpm dev` and Storybook never do.
 */
export const shouldRegister = (c: RegistrationContext): boolean =>
  c.production && c.supported && (!c.automated || c.wanted);

let waiting = false;
let apply: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();
const setWaiting = (next: boolean) => {
  waiting = next;
  listeners.forEach((l) => l());
};

/** What {@link shouldRegister} reads, from this browser and build. */
export function registrationContext(): RegistrationContext {
  let wanted = false;
  try {
    wanted = localStorage.getItem(SERVICE_WORKER_UNDER_TEST) === 'on';
  } catch {
    // Storage can be disabled (private mode).
  }
  return {
    production: import.meta.env.PROD,
    supported: 'serviceWorker' in navigator,
    automated: navigator.webdriver,
    wanted,
  };
}

/** A new version is installed and waits; `update()` lets it take over and reloads the page. */
export function useWaitingUpdate(): { waiting: boolean; update: () => void } {
  const isWaiting = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
  );
  return { waiting: isWaiting, update: () => void apply?.(true) };
}

/** A new version waits: the update prompt shows, and its "Reload" runs `applyUpdate`. */
export function offerUpdate(applyUpdate: (reload?: boolean) => Promise<void>): void {
  apply = applyUpdate;
  setWaiting(true);
}
