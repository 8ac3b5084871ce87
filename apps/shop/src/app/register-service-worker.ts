import { offerUpdate, registrationContext, shouldRegister } from './service-worker';

/**
 * Registers the service worker (src/sw/sw.ts) when {@link shouldRegister} says so. The registration
 * code (workbox-window) is its own chunk, loaded after the first render: no initial JavaScript.
 */
export function registerServiceWorker(): void {
  if (!shouldRegister(registrationContext())) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const apply = registerSW({ onNeedRefresh: () => offerUpdate(apply) });
  });
}
