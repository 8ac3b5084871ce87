/// <reference lib="webworker" />
// The shop's service worker (built by vite-plugin-pwa, `injectManifest`): the app shell and every
// chunk precached, SPA navigations answered with the precached index.html, and a few API reads kept
// for offline use (api-cache.ts). A new version waits until the shopper agrees (SKIP_WAITING).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isKeepable, isOfflineRead, ownerKey } from './api-cache';
import { pickWindow, readPush } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const DAY = 24 * 60 * 60;

// The shell, its CSS, every route's chunk and every language's chunk (each a few KB gzip): the
// shop opens and switches language offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the shop is index.html (a client route); the API, files and the console are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//, /^\/images\//, /^\/console(\/|$)/],
  }),
);

// The last seen home, bag and orders: the network first, the shopper's own cached answer when it fails.
registerRoute(
  ({ request }) => isOfflineRead(request, self.location.origin),
  new NetworkFirst({
    cacheName: 'bazaar-api-reads',
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => ownerKey(request) },
      { cacheWillUpdate: async ({ response }) => ((await isKeepable(response)) ? response : null) },
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * DAY }),
    ],
  }),
);

// Product pictures seen online still show offline.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    /^\/(images|uploads)\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'bazaar-images',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.ok ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The update prompt's "Reload" (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once, so what it reads next is kept for offline use.
clientsClaim();

// Web Push: the server's `{ title, body, url }` shown as a notification (push.ts).
self.addEventListener('push', (event) => {
  const { title, options } = readPush(event.data?.text(), 'Bazaar');
  event.waitUntil(self.registration.showNotification(title, options));
});

// A tap brings the shop forward on the page the notification links to (a new window if none is open).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/notification';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = pickWindow(windows, url, self.location.origin);
      if (!client) return void (await self.clients.openWindow(url));
      const focused = await client.focus();
      if (focused.url === new URL(url, self.location.origin).href) return;
      // navigate() works only on a window this worker controls; another one gets a new window.
      const moved = await focused.navigate(url).catch(() => null);
      if (!moved) await self.clients.openWindow(url);
    })(),
  );
});
