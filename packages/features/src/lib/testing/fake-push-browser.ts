import { vi } from 'vitest';

// Test support (not published): a browser for the Web Push code under jsdom. Tests call
// vi.unstubAllGlobals() and delete navigator.serviceWorker after each.

/** A browser with a service worker and a PushManager that records what it is asked. */
export function fakePushBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let current: PushSubscription | null = null;
  const subscription = (key: Uint8Array) =>
    ({
      endpoint: 'https://push.example/abc',
      options: { applicationServerKey: key.buffer },
      toJSON: () => ({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'P', auth: 'A' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = subscription(applicationServerKey);
      return current;
    }),
  };
  const Notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager, Notification, current: () => current };
}
